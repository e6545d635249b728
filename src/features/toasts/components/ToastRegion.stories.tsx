import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Toast } from '../toastsSlice';
import { ToastRegion } from './ToastRegion';

const info: Toast = { id: 'info-1', variant: 'info', title: 'Ihre Sitzung läuft in 5 Minuten ab' };
const success: Toast = {
  id: 'success-1',
  variant: 'success',
  title: 'Zum Warenkorb hinzugefügt',
  description: 'SEO-Grundlagen, Berlin, 12. März',
};
const error: Toast = {
  id: 'error-1',
  variant: 'error',
  title: 'Das hat nicht geklappt',
  description: 'Bitte versuchen Sie es in einem Moment erneut.',
};

const meta = {
  title: 'Toasts/ToastRegion',
  component: ToastRegion,
  args: { toasts: [], onDismiss: fn() },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The live region is always in the page, even empty: screen readers only announce changes of an existing region. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Meldungen' });
    await expect(within(region).getByRole('status')).toHaveAttribute('aria-live', 'polite');
    await expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const Info: Story = {
  args: { toasts: [info] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(info.title)).toBeInTheDocument();
  },
};

export const Success: Story = {
  args: { toasts: [success] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(success.title)).toBeInTheDocument();
    await expect(canvas.getByText('SEO-Grundlagen, Berlin, 12. März')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { toasts: [error] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(error.title)).toBeInTheDocument();
  },
};

/** Three at a time is the most the store keeps (docs/constants.md), oldest first. */
export const Three: Story = {
  args: { toasts: [info, success, error] },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      info.title,
      success.title,
      error.title,
    ]);
  },
};

/** The close button reports which toast to dismiss. */
export const Dismiss: Story = {
  args: { toasts: [info, success] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const closeButtons = canvas.getAllByRole('button', { name: 'Benachrichtigung schließen' });
    await expect(closeButtons).toHaveLength(2);
    await userEvent.click(closeButtons[1]!);
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onDismiss).toHaveBeenCalledWith(success.id);
  },
};
