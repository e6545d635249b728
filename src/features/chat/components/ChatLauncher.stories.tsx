import type { Meta, StoryObj } from '@storybook/react';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { CHAT_STORAGE_KEY } from '../chatStorage';
import { ChatLauncher } from './ChatLauncher';

const CHAT_URL = `${DEMO_SUPABASE_URL}/functions/v1/chat`;

/**
 * The floating button and the dialog it loads on demand, against the mock backend's `chat` function. The dialog
 * renders in a portal, so the play functions look in the whole document.
 */
const meta = {
  title: 'Chat/ChatLauncher',
  component: ChatLauncher,
  // Every story starts a new conversation.
  beforeEach: () => sessionStorage.removeItem(CHAT_STORAGE_KEY),
} satisfies Meta<typeof ChatLauncher>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Chat-Assistent öffnen' }));
  return within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Chat-Assistent' }));
}

async function ask(dialog: ReturnType<typeof within>, question: string) {
  await userEvent.type(dialog.getByRole('textbox', { name: 'Ihre Frage' }), `${question}{Enter}`);
}

/** Closed: only the button (no chat code loaded yet). */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Chat-Assistent öffnen' })).toBeEnabled();
  },
};

/** Open, nothing asked yet: the welcome, starter questions and the question field (focused). */
export const OpenEmpty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByText(/Ich bin der Chat-Assistent/)).toBeInTheDocument();
    await expect(dialog.getByRole('group', { name: 'Vorschläge' })).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Ihre Frage' })).toHaveFocus());
  },
};

/** A question answered with dates, links and quick replies. */
export const Conversation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await ask(dialog, 'SEO Seminar in München');
    await expect(await dialog.findByRole('link', { name: 'SEO-Grundlagen in München' })).toHaveAttribute(
      'href',
      '/muenchen/seo-grundlagen',
    );
  },
};

/** Lets the held answer of the Typing story through. */
let releaseAnswer: (() => void) | undefined;

/**
 * Waiting for the answer: the typing indicator while the answer is held back; the play function then lets it through,
 * so nothing is left pending (ChatView's Typing story shows the state for good).
 */
export const Typing: Story = {
  parameters: {
    msw: {
      handlers: {
        chat: [
          http.post(CHAT_URL, async () => {
            await new Promise<void>((resolve) => (releaseAnswer = resolve));
            // Returning nothing passes the request on to the mock backend's `chat` function.
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await ask(dialog, 'Was kostet Google Ads?');
    await expect(await dialog.findByText('Der Chat-Assistent schreibt …')).toBeInTheDocument();
    await waitFor(() => expect(releaseAnswer).toBeDefined());
    releaseAnswer?.();
    await expect(await dialog.findByText(/1\.400,00\s€/)).toBeInTheDocument();
  },
};

/** The chat function fails: a German error with `Erneut senden`. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        chat: [http.post(CHAT_URL, () => HttpResponse.json({ error: 'CHAT_FAILED' }, { status: 500 }))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await ask(dialog, 'Kontakt');
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('Die Antwort konnte nicht geladen werden.');
    await expect(within(alert).getByRole('button', { name: 'Erneut senden' })).toBeEnabled();
  },
};
