import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Minus } from 'lucide-react';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Einen Platz weniger',
    children: (
      <button type="button">
        <Minus aria-hidden="true" size={16} />
        <span className="visually-hidden">Einen Platz weniger</span>
      </button>
    ),
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed until the pointer rests on the trigger for the tooltip delay, or the keyboard focuses it. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Einen Platz weniger' })).toBeInTheDocument();
    await expect(within(document.body).queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

/** Keyboard focus shows the tooltip at once; Escape hides it. */
export const FocusShowsEscapeHides: Story = {
  play: async () => {
    const body = within(document.body);
    await userEvent.tab();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Einen Platz weniger');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};
