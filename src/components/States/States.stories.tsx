import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState, ErrorState, LoadingState } from './States';

const meta = {
  title: 'Components/States',
  component: LoadingState,
  parameters: { layout: 'padded' },
  args: { label: 'Termine werden geladen …' },
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Placeholder rows in the list's shape; screen readers hear the label. */
export const Loading: Story = {
  args: { rows: 4 },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Termine werden geladen …');
    await expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
  },
};

/** A failed load: the German message and `Erneut versuchen`. */
export const LoadFailed: Story = {
  render: () => <ErrorState message="Die Termine konnten nicht geladen werden." onRetry={retry} />,
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Die Termine konnten nicht geladen werden.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};
const retry = fn();

/** Nothing to show, with a way on. */
export const Empty: Story = {
  render: () => (
    <EmptyState title="Keine Termine gefunden">
      <a href="/webinars">Zu den Webinaren</a>
    </EmptyState>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Keine Termine gefunden')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Zu den Webinaren' })).toHaveAttribute('href', '/webinars');
  },
};
