import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type Column } from '@/features/admin/components/DataTable';

interface Row {
  id: string;
  name: string;
  seats: number;
}

const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', render: (row) => row.name, sortValue: (row) => row.name },
  { key: 'seats', header: 'Plätze', render: (row) => row.seats, sortValue: (row) => row.seats, align: 'end' },
  { key: 'action', header: 'Aktion', render: () => <button type="button">Bearbeiten</button> },
];

const rows: Row[] = [
  { id: '1', name: 'Überblick', seats: 12 },
  { id: '2', name: 'Analyse', seats: 3 },
  { id: '3', name: 'Zielgruppen', seats: 20 },
];

function firstColumn() {
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
}

describe('DataTable', () => {
  it('sorts by a column with German collation, both ways, and says so with aria-sort', async () => {
    const user = userEvent.setup();
    render(<DataTable caption="Seminare" columns={columns} rows={rows} rowKey={(row) => row.id} emptyText="Keine" />);
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Aktion' })).not.toHaveAttribute('aria-sort');

    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['Analyse', 'Überblick', 'Zielgruppen']);

    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['Zielgruppen', 'Überblick', 'Analyse']);
  });

  it('sorts numbers as numbers and is usable by keyboard', async () => {
    const user = userEvent.setup();
    render(<DataTable caption="Seminare" columns={columns} rows={rows} rowKey={(row) => row.id} emptyText="Keine" />);
    const seatsButton = within(screen.getByRole('columnheader', { name: /Plätze/ })).getByRole('button');
    act(() => seatsButton.focus()); // the tooltip opens on focus
    await user.keyboard('{Enter}');
    expect(firstColumn()).toEqual(['Analyse', 'Überblick', 'Zielgruppen']);
  });

  it('names itself by its caption and shows an empty row', () => {
    render(
      <DataTable
        caption="Buchungen"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        emptyText="Keine Buchungen gefunden."
      />,
    );
    expect(screen.getByRole('table', { name: 'Buchungen' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Keine Buchungen gefunden.' })).toBeInTheDocument();
  });
});
