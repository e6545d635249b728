import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { ChatPage } from './ChatPage';

const meta = {
  title: 'Pages/ChatPage',
  component: ChatPage,
  parameters: { route: { path: paths.chat } },
} satisfies Meta<typeof ChatPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new conversation: the heading and the question field. */
export const NewConversation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chat-Assistent' })).toBeInTheDocument();
    await expect(await canvas.findByRole('textbox', { name: 'Ihre Frage' })).toBeInTheDocument();
  },
};

/** A question answered by the chat function of the mock backend, with a link to the seminar. */
export const Answered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Ihre Frage' }), 'SEO Seminar in München{Enter}');
    const log = canvas.getByRole('log', { name: 'Gesprächsverlauf' });
    await waitFor(() =>
      expect(within(log).getByRole('link', { name: 'SEO-Grundlagen in München' })).toHaveAttribute(
        'href',
        '/muenchen/seo-grundlagen',
      ),
    );
  },
};
