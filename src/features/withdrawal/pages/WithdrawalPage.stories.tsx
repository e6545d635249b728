import type { Meta, StoryObj } from '@storybook/react';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { WithdrawalPage } from './WithdrawalPage';

/** The real app at /vertrag-widerrufen: the withdrawal button of § 356a BGB against the mock backend. */
const meta = {
  title: 'Pages/Withdrawal/WithdrawalPage',
  component: WithdrawalPage,
  parameters: { route: { path: paths.withdrawal, app: true } },
} satisfies Meta<typeof WithdrawalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const optionsUrl = `${DEMO_SUPABASE_URL}/rest/v1/rpc/my_withdrawal_options`;

/** A guest: name, booking number and e-mail (§ 356a BGB), checked before anything is sent. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Buchung mit Buchungsnummer' }, { timeout: 3000 });
    await userEvent.click(within(form).getByRole('button', { name: 'Widerruf bestätigen' }));
    await expect(within(form).getByText('Bitte geben Sie Ihren Namen ein.')).toBeVisible();
    await expect(within(form).getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
  },
};

/** Signed in: the customer's bookings; those without a right of withdrawal cannot be picked. */
export const SignedIn: Story = {
  parameters: { session: 'customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Buchung aus Ihrem Konto' }, { timeout: 3000 });
    await expect(within(form).getAllByRole('radio')).toHaveLength(3);
    await expect(within(form).getByRole('radio', { name: /Firmenbuchung/ })).toBeDisabled();
    await expect(within(form).getByRole('button', { name: 'Widerruf bestätigen' })).toBeEnabled();
  },
};

/** Only company bookings: the page says the right of withdrawal does not apply and offers no button. */
export const CompanyOnly: Story = {
  parameters: {
    session: 'customer',
    msw: {
      handlers: {
        withdrawal: [
          http.post(optionsUrl, () =>
            HttpResponse.json([
              {
                booking_id: 'a7000000-0000-4000-8000-000000000001',
                booking_number: 'DA-2026-000001',
                refusal: 'WITHDRAWAL_NOT_CONSUMER',
                deadline: '2026-09-20T22:00:00+00:00',
              },
            ]),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Buchung aus Ihrem Konto' }, { timeout: 3000 });
    await expect(form).toHaveTextContent(
      'Das gesetzliche Widerrufsrecht gilt nur für Verbraucherinnen und Verbraucher',
    );
    await expect(within(form).queryByRole('button', { name: 'Widerruf bestätigen' })).toBeNull();
  },
};

/** After confirming: the receipt with date and time. */
export const Received: Story = {
  parameters: { session: 'customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Buchung aus Ihrem Konto' }, { timeout: 3000 });
    const open = within(form)
      .getAllByRole('radio')
      .find((radio) => !(radio as HTMLInputElement).disabled)!;
    await userEvent.click(open);
    await userEvent.click(within(form).getByRole('button', { name: 'Widerruf bestätigen' }));
    const receipt = await canvas.findByRole('status', { name: 'Ihr Widerruf ist eingegangen' }, { timeout: 3000 });
    await expect(receipt).toHaveTextContent(/um \d{2}:\d{2} Uhr erhalten/);
  },
};

/** Loading the bookings fails: a German message and a retry, no endless spinner. */
export const OptionsFailed: Story = {
  parameters: {
    session: 'customer',
    msw: {
      handlers: {
        withdrawal: [
          http.post(optionsUrl, () =>
            HttpResponse.json({ code: '42501', message: 'permission denied for function' }, { status: 403 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Ihre Buchungen konnten nicht geladen werden.', {}, { timeout: 3000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  },
};
