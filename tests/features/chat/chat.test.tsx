/**
 * The chat assistant through the real app: the launcher in the layout, the lazily injected slice and saga, the
 * `chat` edge function of the mock backend (MSW), and the chat page.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { server } from '../../../mocks/node';
import { renderApp } from '../../utils/renderApp';

const CHAT_URL = `${DEMO_SUPABASE_URL}/functions/v1/chat`;
const STORAGE_KEY = 'digitalakademie-chat-v1';

/** Bodies of the requests made to the chat function. */
function recordChatRequests(): string[] {
  const bodies: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url === CHAT_URL && request.method === 'POST')
      void request
        .clone()
        .text()
        .then((b) => bodies.push(b));
  });
  return bodies;
}

/** Holds the chat function's answers until `release()` (the request then reaches the mock's real handler). */
function holdAnswers() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(CHAT_URL, async () => {
      await gate;
      // Returning nothing lets the request through to the mock backend's handler.
    }),
  );
  return { release: () => act(async () => release()) };
}

async function openChat(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Chat-Assistent öffnen' }));
  return screen.findByRole('dialog', { name: 'Chat-Assistent' });
}

describe('chat assistant', () => {
  it('loads on the first press, takes focus, shows typing, then an answer with a link', async () => {
    const { user, store } = renderApp('/');
    expect((store.getState() as Record<string, unknown>).chat).toBeUndefined();
    const dialog = await openChat(user);
    expect((store.getState() as Record<string, unknown>).chat).toBeDefined();
    const input = within(dialog).getByRole('textbox', { name: 'Ihre Frage' });
    expect(input).toHaveFocus();

    const held = holdAnswers();
    await user.type(input, 'SEO Seminar in München{Enter}');
    const log = within(dialog).getByRole('log', { name: 'Gesprächsverlauf' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(within(log).getByText('SEO Seminar in München')).toBeInTheDocument();
    expect(within(log).getByText('Der Chat-Assistent schreibt …')).toBeInTheDocument();
    expect(input).toHaveValue('');

    await held.release();
    const link = await within(log).findByRole('link', { name: 'SEO-Grundlagen in München' });
    expect(link).toHaveAttribute('href', '/muenchen/seo-grundlagen');
    expect(within(log).getByText(/nur noch 2 Plätze frei/)).toBeInTheDocument();
    expect(within(log).queryByText('Der Chat-Assistent schreibt …')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Vorschläge' })).toBeInTheDocument();
  });

  it('shows an error with "Erneut senden", which then succeeds', async () => {
    const { user } = renderApp('/');
    const dialog = await openChat(user);
    server.use(http.post(CHAT_URL, () => HttpResponse.json({ error: 'boom' }, { status: 500 }), { once: true }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Ihre Frage' }), 'Was kostet Google Ads?{Enter}');

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Die Antwort konnte nicht geladen werden. Bitte versuchen Sie es erneut.');
    await user.click(within(alert).getByRole('button', { name: 'Erneut senden' }));

    const log = within(dialog).getByRole('log');
    expect(await within(log).findByText(/1\.400,00\s€ inkl\. 19 % MwSt\./)).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    // The question was asked once, answered once.
    expect(within(log).getAllByText('Was kostet Google Ads?')).toHaveLength(1);
  });

  it('asks the chat function once per question: a failed answer is never retried behind the visitor\'s back', async () => {
    const bodies = recordChatRequests();
    const { user } = renderApp('/');
    const dialog = await openChat(user);
    server.use(http.post(CHAT_URL, () => HttpResponse.json({ error: 'busy' }, { status: 503 })));
    await user.type(within(dialog).getByRole('textbox', { name: 'Ihre Frage' }), 'Gibt es SEO in Köln?{Enter}');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Die Antwort konnte nicht geladen werden.');
    // Longer than the first retry's delay of the read policy: still the one request.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(bodies).toHaveLength(1);
  });

  it('shows no body that is not a chat answer, and drops links that leave the app', async () => {
    const { user } = renderApp('/');
    const dialog = await openChat(user);
    const input = within(dialog).getByRole('textbox', { name: 'Ihre Frage' });
    server.use(http.post(CHAT_URL, () => HttpResponse.json({ answer: 'kein Text' }), { once: true }));
    await user.type(input, 'Hallo{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Die Antwort konnte nicht geladen werden.');

    server.use(
      http.post(
        CHAT_URL,
        () =>
          HttpResponse.json({
            text: 'Hier entlang.',
            links: [
              { label: 'Fremde Seite', href: 'https://example.com/' },
              { label: 'Skript', href: 'javascript:alert(1)' },
              { label: 'Alle Seminare in Köln', href: '/koeln' },
            ],
          }),
        { once: true },
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Erneut senden' }));
    const log = within(dialog).getByRole('log');
    expect(await within(log).findByText('Hier entlang.')).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'Alle Seminare in Köln' })).toHaveAttribute('href', '/koeln');
    expect(within(log).queryByRole('link', { name: 'Fremde Seite' })).not.toBeInTheDocument();
    expect(within(log).queryByRole('link', { name: 'Skript' })).not.toBeInTheDocument();
  });

  it('keeps keyboard focus inside, closes on Escape and returns focus to the button', async () => {
    const { user } = renderApp('/');
    const button = await screen.findByRole('button', { name: 'Chat-Assistent öffnen' });
    act(() => button.focus()); // the tooltip opens on focus
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Chat-Assistent' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Chat-Assistent öffnen' })).toHaveFocus();
  });

  it('keeps the conversation when closed and reopened, in sessionStorage, and shows it on the chat page', async () => {
    const { user, location } = renderApp('/');
    let dialog = await openChat(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Ihre Frage' }), 'Kontakt{Enter}');
    expect(await within(dialog).findByRole('link', { name: 'E-Mail an info@akademie.test' })).toHaveAttribute(
      'href',
      'mailto:info@akademie.test',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Chat schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openChat(user);
    expect(within(dialog).getByText('Kontakt')).toBeInTheDocument();
    expect(within(dialog).getByText(/So erreichen Sie die Digitalakademie Deutschland/)).toBeInTheDocument();
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as Array<{ role: string; text: string }>;
    expect(stored.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(stored[0]?.text).toBe('Kontakt');

    // The same conversation full-page.
    await user.click(within(dialog).getByRole('link', { name: 'Als Seite öffnen' }));
    await waitFor(() => expect(location().pathname).toBe('/chat-assistent'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat-Assistent' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(await within(main).findByText(/So erreichen Sie die Digitalakademie Deutschland/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // No floating button on the chat page itself.
    expect(screen.queryByRole('button', { name: 'Chat-Assistent öffnen' })).not.toBeInTheDocument();
  });

  it('the chat page alone restores the session conversation and answers there', async () => {
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify([
        { id: 'a', role: 'user', text: 'Hallo', links: [], quickReplies: [] },
        {
          id: 'b',
          role: 'assistant',
          text: 'Hallo! Willkommen zurück.',
          links: [],
          quickReplies: ['Kontakt'],
        },
      ]),
    );
    const { user, store } = renderApp('/chat-assistent');
    expect(document.title).toContain('Chat-Assistent');
    const log = await screen.findByRole('log', { name: 'Gesprächsverlauf' });
    expect(within(log).getByText('Hallo! Willkommen zurück.')).toBeInTheDocument();
    expect((store.getState() as Record<string, unknown>).chat).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Kontakt' }));
    expect(await within(log).findByText(/So erreichen Sie/)).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Gespräch löschen' }));
    expect(within(log).getByText(/Ich bin der Chat-Assistent/)).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull());
  });

  it('says it is automated from the start, in the widget and on the chat page, also mid-conversation (AI Act Art. 50)', async () => {
    const disclosure = /Sie chatten mit einem automatisierten Assistenten \(KI\), nicht mit einem Menschen/;
    const { user } = renderApp('/');
    const dialog = await openChat(user);
    expect(within(dialog).getByText(disclosure)).toBeInTheDocument();
    expect(within(dialog).getByText(/ein automatisiertes Programm, kein Mensch/)).toBeInTheDocument();
    cleanup();
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify([{ id: 'a', role: 'assistant', text: 'Hallo! Willkommen zurück.', links: [], quickReplies: [] }]),
    );
    renderApp('/chat-assistent');
    await screen.findByRole('log', { name: 'Gesprächsverlauf' });
    expect(screen.getByText(disclosure)).toBeInTheDocument();
  });

  it('is on public pages only: not in the admin area', async () => {
    renderApp('/webinars');
    expect(await screen.findByRole('button', { name: 'Chat-Assistent öffnen' })).toBeInTheDocument();
    cleanup();
    renderApp('/admin/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin-Anmeldung' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chat-Assistent öffnen' })).not.toBeInTheDocument();
  });

  it('does not send an empty question; cuts a long one to 4000 characters with a notice', async () => {
    const bodies = recordChatRequests();
    const { user } = renderApp('/');
    const dialog = await openChat(user);
    await user.click(within(dialog).getByRole('button', { name: 'Senden' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Bitte geben Sie zuerst Ihre Frage ein');
    await user.type(within(dialog).getByRole('textbox', { name: 'Ihre Frage' }), '   {Enter}');
    expect(bodies).toEqual([]);
    expect(within(dialog).queryByText('Der Chat-Assistent schreibt …')).not.toBeInTheDocument();

    const input = within(dialog).getByRole('textbox', { name: 'Ihre Frage' });
    await user.clear(input);
    await user.paste(`SEO ${'x'.repeat(4200)}`);
    expect(within(dialog).getByText(/4204 von 4000 Zeichen/)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    const log = within(dialog).getByRole('log');
    expect(
      await within(log).findByText('Ihre Nachricht war länger als 4000 Zeichen und wurde gekürzt.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect((JSON.parse(bodies[0] ?? '{}') as { message: string }).message).toHaveLength(4000);
    expect(await within(log).findByRole('link', { name: 'Alle Seminare zu SEO' })).toBeInTheDocument();
  });

  it('shows markup, umlauts and emoji as typed text, never as HTML', async () => {
    const { user } = renderApp('/');
    const dialog = await openChat(user);
    const input = within(dialog).getByRole('textbox', { name: 'Ihre Frage' });
    await user.click(input);
    await user.paste('<img src=x onerror="alert(1)"> 😀 Köln');
    await user.keyboard('{Enter}');
    const log = within(dialog).getByRole('log');
    expect(within(log).getByText('<img src=x onerror="alert(1)"> 😀 Köln')).toBeInTheDocument();
    expect(log.querySelector('img')).toBeNull();
    expect(await within(log).findByRole('link', { name: 'Alle Seminare in Köln' })).toHaveAttribute('href', '/koeln');
  });
});
