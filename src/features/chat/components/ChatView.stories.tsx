import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, within } from 'storybook/test';
import type { ChatMessage } from '../chatSlice';
import { ChatView } from './ChatView';

/** The conversation view on its own (no store, no backend): every state from props. */
const meta = {
  title: 'Chat/ChatView',
  component: ChatView,
  args: {
    messages: [],
    status: 'idle',
    error: null,
    onSend: fn(),
    onRetry: fn(),
    onClear: fn(),
    variant: 'page',
  },
} satisfies Meta<typeof ChatView>;

export default meta;
type Story = StoryObj<typeof meta>;

const question: ChatMessage = {
  id: 'q1',
  role: 'user',
  text: 'SEO Seminar in München',
  links: [],
  quickReplies: [],
};

const answer: ChatMessage = {
  id: 'a1',
  role: 'assistant',
  text:
    'Diese Termine habe ich für Seminare zu SEO in München gefunden:\n' +
    '• SEO-Grundlagen: Do., 10.12.2026 in München – nur noch 2 Plätze frei',
  links: [
    { label: 'SEO-Grundlagen in München', href: '/muenchen/seo-grundlagen' },
    { label: 'Alle Seminare zu SEO', href: '/themen/seo' },
  ],
  quickReplies: ['Was kostet SEO?', 'Wie buche ich?'],
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Ich bin der Chat-Assistent/)).toBeInTheDocument();
  },
};

export const Conversation: Story = {
  args: { messages: [question, answer] },
  play: async ({ canvasElement }) => {
    const log = within(within(canvasElement).getByRole('log'));
    await expect(log.getByRole('link', { name: 'SEO-Grundlagen in München' })).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Was kostet SEO?' })).toBeInTheDocument();
  },
};

export const Typing: Story = {
  args: { messages: [question], status: 'waiting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Der Chat-Assistent schreibt …')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: {
    messages: [question],
    status: 'failed',
    error: 'Die Antwort konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await within(alert).getByRole('button', { name: 'Erneut senden' }).click();
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Markup and a cut message: shown as text, with the notice. */
export const UntrustedText: Story = {
  args: {
    messages: [
      {
        ...question,
        text: '<script>alert(1)</script> 😀 Köln',
        notice: 'Ihre Nachricht war länger als 4000 Zeichen und wurde gekürzt.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('<script>alert(1)</script> 😀 Köln')).toBeInTheDocument();
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};
