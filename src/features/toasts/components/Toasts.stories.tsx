import type { Store } from '@reduxjs/toolkit';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toastShown } from '../toastsSlice';
import { Toasts } from './Toasts';

/** The connected region on the story's own store (`parameters.store`, `context.loaded.store`). */
const meta = {
  title: 'Toasts/Toasts',
  component: Toasts,
} satisfies Meta<typeof Toasts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Meldungen' });
    await expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** A toast already in the store when the story starts (dispatched by the store decorator). */
export const FromStore: Story = {
  parameters: {
    store: { actions: [toastShown({ title: 'Sie sind angemeldet', variant: 'success' })] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Sie sind angemeldet')).toBeInTheDocument();
  },
};

/** An event dispatched while the story runs shows a toast; closing it removes it from the store. */
export const ShownAndDismissed: Story = {
  play: async ({ canvasElement, loaded }) => {
    const store = loaded.store as Store;
    const canvas = within(canvasElement);
    store.dispatch(toastShown({ title: 'Zum Warenkorb hinzugefügt', variant: 'success' }));
    await expect(await canvas.findByText('Zum Warenkorb hinzugefügt')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Benachrichtigung schließen' }));
    await waitFor(() => expect(canvas.queryByText('Zum Warenkorb hinzugefügt')).not.toBeInTheDocument());
    await expect((store.getState() as { toasts: { items: unknown[] } }).toasts.items).toEqual([]);
  },
};

/** Hovered or focused, the toasts wait (WCAG 2.2.1): the store's clock is paused until the pointer and focus leave. */
export const PausedWhileHovered: Story = {
  play: async ({ canvasElement, loaded }) => {
    const store = loaded.store as Store;
    const canvas = within(canvasElement);
    const paused = () => (store.getState() as { toasts: { paused: boolean } }).toasts.paused;
    store.dispatch(toastShown({ title: 'Zum Warenkorb hinzugefügt', variant: 'success' }));
    const toast = await canvas.findByText('Zum Warenkorb hinzugefügt');
    await userEvent.hover(toast);
    await waitFor(() => expect(paused()).toBe(true));
    await userEvent.unhover(toast);
    await waitFor(() => expect(paused()).toBe(false));
    canvas.getByRole('button', { name: 'Benachrichtigung schließen' }).focus();
    await waitFor(() => expect(paused()).toBe(true));
  },
};

/** An error stays until it is closed: it has no clock at all. */
export const ErrorStaysUntilClosed: Story = {
  parameters: {
    store: { actions: [toastShown({ title: 'Das hat nicht geklappt', variant: 'error' })] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Das hat nicht geklappt')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Benachrichtigung schließen' }));
    await waitFor(() => expect(canvas.queryByText('Das hat nicht geklappt')).not.toBeInTheDocument());
  },
};
