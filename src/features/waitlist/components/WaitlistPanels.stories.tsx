import type { Meta, StoryObj } from '@storybook/react';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { AdminWaitlistPanel } from './AdminWaitlistPanel';
import { MyWaitlistEntries } from './MyWaitlistEntries';

const SESSION = 'a4000000-0000-4000-8000-000000000047'; /* seed: KI-Coding Berlin, sold out */
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

function entry(n: number, status: string, extra: Record<string, unknown> = {}) {
  return {
    id: `e${n}`,
    session_id: SESSION,
    webinar_id: null,
    user_id: null,
    name: `Person ${n}`,
    email: `person${n}@example.test`,
    seats: n === 2 ? 2 : 1,
    status,
    queue_number: status === 'pending_confirmation' ? null : n,
    confirm_token: 't',
    leave_token: 't',
    offer_token: status === 'offered' ? 'o' : null,
    offered_at: null,
    offer_expires_at: status === 'offered' ? inHours(20) : null,
    booking_id: null,
    created_at: inHours(-48 + n),
    updated_at: inHours(-48 + n),
    ...extra,
  };
}

/** The waiting-list screens of the dashboard and the admin area. */
const meta = {
  title: 'Waitlist/Panels',
  component: AdminWaitlistPanel,
  args: { target: { sessionId: SESSION }, label: 'KI-Coding mit Lovable, Berlin' },
} satisfies Meta<typeof AdminWaitlistPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Admin: the seed's list of the sold-out KI-Coding date, read from the mock: two waiting, one unconfirmed. */
export const AdminSeedList: Story = {
  parameters: { session: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Platz 1: Jonas Richter', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByText('Platz 2: Miriam Schulz')).toBeInTheDocument();
    await expect(canvas.getByText('E-Mail unbestätigt')).toBeInTheDocument();
  },
};

/** Admin: positions count waiting and offered entries in queue order; actions per entry. */
export const AdminList: Story = {
  parameters: {
    session: 'admin',
    msw: {
      handlers: {
        waitlist: [
          http.get(`${DEMO_SUPABASE_URL}/rest/v1/waitlist_entries`, () =>
            HttpResponse.json([
              entry(1, 'offered'),
              entry(2, 'waiting'),
              entry(3, 'lapsed'),
              entry(4, 'waiting'),
              entry(5, 'pending_confirmation'),
            ]),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await canvas.findAllByRole('listitem', {}, { timeout: 5000 });
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('Platz 1: Person 1');
    await expect(items[0]).toHaveTextContent('Platz angeboten bis');
    await expect(items[1]).toHaveTextContent('Platz 2: Person 2');
    await expect(items[1]).toHaveTextContent('2 Plätze');
    await expect(items[2]).toHaveTextContent('Angebot verfallen');
    await expect(items[3]).toHaveTextContent('Platz 3: Person 4');
    await expect(items[4]).toHaveTextContent('E-Mail unbestätigt');
    await expect(within(items[1]!).getByRole('button', { name: 'Platz anbieten: Person 2' })).toBeEnabled();
    await expect(within(items[0]!).queryByRole('button', { name: /Platz anbieten/ })).not.toBeInTheDocument();
  },
};

/** Admin: nobody is waiting for this date (seed: SEO-Grundlagen München). */
export const AdminEmpty: Story = {
  args: { target: { sessionId: 'a4000000-0000-4000-8000-000000000002' }, label: 'SEO-Grundlagen, München' },
  parameters: { session: 'admin' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Niemand steht auf der Warteliste.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** Dashboard: the customer's place on one list and a running offer on another. */
export const MyEntries: Story = {
  render: () => <MyWaitlistEntries />,
  parameters: {
    session: 'customer',
    msw: {
      handlers: {
        waitlist: [
          http.post(`${DEMO_SUPABASE_URL}/rest/v1/rpc/my_waitlist_entries`, () =>
            HttpResponse.json([
              {
                entry_id: 'e1',
                session_id: SESSION,
                webinar_id: null,
                seats: 1,
                status: 'waiting',
                position: 3,
                offer_expires_at: null,
                leave_token: 'l1',
                offer_token: null,
                created_at: inHours(-2),
              },
              {
                entry_id: 'e2',
                session_id: 'a4000000-0000-4000-8000-000000000002',
                webinar_id: null,
                seats: 2,
                status: 'offered',
                position: 1,
                offer_expires_at: inHours(20),
                leave_token: 'l2',
                offer_token: 'o2',
                created_at: inHours(-30),
              },
            ]),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Platz 3 auf der Warteliste', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByText(/^Platz reserviert bis/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Platz jetzt buchen' })).toHaveAttribute(
      'href',
      '/warteliste/angebot?token=o2',
    );
    await expect(canvas.getAllByRole('button', { name: 'Von der Warteliste abmelden' })).toHaveLength(2);
  },
};
