import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'App/Pages/ErrorPage',
  component: ErrorPage,
  args: {
    error: new Error('Cannot read properties of undefined'),
    resetErrorBoundary: fn(),
  },
  parameters: { expectErrorPage: true },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Etwas ist schief gelaufen' })).toBeInTheDocument();
    const errorId = canvas.getByText(/^[0-9A-F]{8}$/);
    await expect(errorId.tagName).toBe('CODE');
    await expect(canvas.getByText(/Fehler-ID:/)).toContainElement(errorId);
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', paths.home);
  },
};

/** `Erneut versuchen` hands control back to the error boundary, which renders the page again. */
export const RetryCallsReset: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(args.resetErrorBoundary).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.resetErrorBoundary).toHaveBeenCalledTimes(1);
  },
};

/** Something other than an Error was thrown: the page looks the same. */
export const NonErrorThrown: Story = {
  args: { error: 'ein String statt eines Error-Objekts' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Etwas ist schief gelaufen' }),
    ).toBeInTheDocument();
  },
};

/** A page chunk that could not be downloaded (e.g. replaced by a deploy): the page explains and offers a reload. */
export const ChunkLoadFailed: Story = {
  args: { error: Object.assign(new Error('Loading chunk page-about failed.'), { name: 'ChunkLoadError' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Etwas ist schief gelaufen' })).toBeInTheDocument();
    await expect(canvas.getByText(/lädt die Seite neu/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  },
};
