import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/components/Button';
import { TextField } from '@/components/Form';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { layout: 'centered' },
  args: {
    trigger: <Button variant="ghost">Stornieren</Button>,
    title: 'Buchung DA-2026-0042 stornieren?',
    description:
      'Bis 14 Tage vor dem ersten Seminartag ist die Stornierung kostenfrei. Die Plätze werden wieder freigegeben.',
    confirmLabel: 'Ja, stornieren',
    cancelLabel: 'Nein, behalten',
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders into a portal on `document.body`, outside the story's canvas. */
function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** Closed: only the trigger is there. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Stornieren' })).toBeEnabled();
    await expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/**
 * Opened: a named, described alertdialog holding the focus (on "Abbrechen", the safe choice). Escape closes it
 * without confirming, and the focus returns to the trigger.
 */
export const OpenedAndEscaped: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Stornieren' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: args.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(/Stornierung kostenfrei/);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Nein, behalten' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Tab stays inside the open dialog (focus trap). */
export const FocusTrapped: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Stornieren' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: args.title });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Nein, behalten' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Ja, stornieren' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Nein, behalten' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Confirming calls `onConfirm` once and closes the dialog. */
export const Confirmed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Stornieren' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: args.title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, stornieren' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** As the account deletion uses it: the confirm button stays disabled until the word is typed. */
export const WithTypedConfirmation: Story = {
  args: {
    trigger: <Button variant="danger">Konto löschen</Button>,
    title: 'Konto endgültig löschen?',
    description: 'Das lässt sich nicht rückgängig machen. Tippen Sie zur Bestätigung LÖSCHEN ein.',
    confirmLabel: 'Konto endgültig löschen',
    cancelLabel: undefined,
  },
  render: function TypedConfirmation(args) {
    const [confirmation, setConfirmation] = useState('');
    return (
      <ConfirmDialog {...args} confirmDisabled={confirmation.trim() !== 'LÖSCHEN'}>
        <TextField
          label="Bestätigung"
          autoComplete="off"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
      </ConfirmDialog>
    );
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Konto löschen' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Konto endgültig löschen?' });
    const confirm = within(dialog).getByRole('button', { name: 'Konto endgültig löschen' });
    const field = within(dialog).getByRole('textbox', { name: 'Bestätigung' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(field, 'löschen');
    await expect(confirm).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'LÖSCHEN');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
