import type { Meta, StoryObj } from '@storybook/react';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { signUpWithEmail } from '@/features/auth';
import { getSupabase } from '@/lib/supabase';
import { DemoMailboxPage } from './DemoMailboxPage';

/**
 * The real app at /demo/postfach over the mock backend's mailbox. The mail links are page navigations (they leave
 * the SPA), so no story clicks them.
 */
const meta = {
  title: 'Pages/Demo/DemoMailboxPage',
  component: DemoMailboxPage,
  parameters: { route: { path: paths.demoMailbox, app: true } },
} satisfies Meta<typeof DemoMailboxPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const mailboxUrl = `${DEMO_SUPABASE_URL}/demo/mailbox`;
const NEW_USER = { email: 'lena.neumann@beispiel.test', firstName: 'Lena' };

/** The seed has sent nothing yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Demo-Postfach' })).toBeInTheDocument();
    await expect(await canvas.findByText('Noch keine E-Mails.')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'E-Mails' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Postfach leeren' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Aktualisieren' })).toBeEnabled();
    await waitFor(() => expect(document.title).toBe(`Demo-Postfach | ${site.name}`));
  },
};

/** Someone registered just before (through the real client): the confirmation mail with its link. */
export const WithMails: Story = {
  loaders: [
    async () => {
      const client = await getSupabase();
      const { error } = await signUpWithEmail(
        client,
        { email: NEW_USER.email, password: 'geheim123', firstName: NEW_USER.firstName, lastName: 'Neumann' },
        window.location.origin,
      );
      // globalThis: this module's `Error` is the story below.
      if (error) throw new Error(`Story sign-up failed: ${error.message}`);
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'E-Mails' });
    const mails = within(list).getAllByRole('article');
    await expect(mails).toHaveLength(1);
    await expect(mails[0]).toHaveTextContent(`An: ${NEW_USER.email}`);
    await expect(within(mails[0]!).getAllByRole('button').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Postfach leeren' })).toBeEnabled();
  },
};

/** "Postfach leeren" removes every mail and the page shows the empty state again. */
export const Cleared: Story = {
  loaders: WithMails.loaders,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'E-Mails' });
    await userEvent.click(canvas.getByRole('button', { name: 'Postfach leeren' }));
    await expect(await canvas.findByText('Noch keine E-Mails.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Postfach leeren' })).toBeDisabled();
  },
};

/** The mailbox request never answers. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        mailbox: [
          http.get(mailboxUrl, async () => {
            await delay('infinite');
            return HttpResponse.json([]);
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'));
    // By text: while the page's chunk loads, the route's own fallback is a status too ('Seite wird geladen …').
    await expect(await main.findByText('E-Mails werden geladen …', {}, { timeout: 3000 })).toHaveAttribute(
      'role',
      'status',
    );
  },
};

/** The mock backend fails: a German message with a retry. */
export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: { mailbox: [http.get(mailboxUrl, () => new HttpResponse(null, { status: 500 }))] } },
  },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'));
    const alert = await main.findByRole('alert');
    await expect(alert).toHaveTextContent('Das Postfach konnte nicht geladen werden.');
    await expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  },
};

/** A booking confirmation from the outbox: the invoice PDF and the calendar file are offered as downloads. */
export const WithAttachments: Story = {
  parameters: {
    msw: {
      handlers: {
        mailbox: [
          http.get(mailboxUrl, () =>
            HttpResponse.json([
              {
                id: 'mail-1',
                to: 'kunde@akademie.test',
                subject: 'Buchungsbestätigung und Rechnung DA-2026-000042',
                text: 'Guten Tag Katharina Neumann,\n\nwir bestätigen Ihre Buchung DA-2026-000042.',
                links: [],
                attachments: [
                  { filename: 'Rechnung-DA-2026-000042.pdf', contentType: 'application/pdf' },
                  { filename: 'Termine-DA-2026-000042.ics', contentType: 'text/calendar' },
                ],
                createdAt: '2026-11-20T10:00:00+00:00',
              },
            ]),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', {
      name: 'Anhänge: Buchungsbestätigung und Rechnung DA-2026-000042',
    });
    await expect(
      within(group).getByRole('button', { name: 'Rechnung-DA-2026-000042.pdf herunterladen' }),
    ).toBeEnabled();
    await expect(within(group).getByRole('button', { name: 'Termine-DA-2026-000042.ics herunterladen' })).toBeEnabled();
  },
};
