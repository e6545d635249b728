import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { GuaranteedNote } from './GuaranteedNote';

/** As in a date's row: under the date it speaks of. */
const meta = {
  title: 'Features/Catalog/GuaranteedNote',
  component: GuaranteedNote,
  decorators: [
    (Story) => (
      <div>
        <p>Mo., 04.01.2027 – Di., 05.01.2027</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GuaranteedNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A date whose binding seats reached its minimum: it runs for sure. */
export const Guaranteed: Story = {
  args: { guaranteed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Durchführung garantiert')).toBeInTheDocument();
  },
};

/** Below the minimum nothing is promised, and nothing is shown. */
export const BelowMinimum: Story = {
  args: { guaranteed: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Mo., 04.01.2027 – Di., 05.01.2027')).toBeInTheDocument();
    await expect(canvasElement).not.toHaveTextContent('garantiert');
  },
};
