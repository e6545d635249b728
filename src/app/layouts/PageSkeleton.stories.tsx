import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { PageSkeleton } from './PageSkeleton';

const meta = {
  title: 'App/Layout/PageSkeleton',
  component: PageSkeleton,
} satisfies Meta<typeof PageSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown while a page's chunk loads; announced politely to screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent('Seite wird geladen …');
  },
};
