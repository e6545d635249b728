import type { Meta, StoryObj } from '@storybook/react';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { InhousePage } from './InhousePage';

const REQUESTS_URL = `${DEMO_SUPABASE_URL}/rest/v1/inhouse_requests`;

/** Fills the request form with valid input. */
async function fillForm(form: HTMLElement) {
  const field = within(form);
  await userEvent.type(field.getByLabelText(/^Firma/), 'Nordlicht Logistik GmbH');
  await userEvent.type(field.getByLabelText(/^Ansprechperson/), 'Miriam Sommer');
  await userEvent.type(field.getByLabelText(/^E-Mail/), 'miriam.sommer@nordlicht.test');
  await userEvent.selectOptions(field.getByLabelText(/^Thema/), 'SEO');
  await userEvent.type(field.getByLabelText(/^Teilnehmerzahl/), '10');
  await userEvent.click(field.getByRole('radio', { name: 'Online' }));
  await userEvent.click(field.getByRole('checkbox', { name: /Angaben zur Bearbeitung/ }));
}

/** The real app at /inhouse-schulungen: the offer and the request form against the mock backend. */
const meta = {
  title: 'Pages/Catalog/InhousePage',
  component: InhousePage,
  parameters: { route: { path: paths.inhouse, app: true } },
} satisfies Meta<typeof InhousePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Inhouse-Schulungen' })).toBeInTheDocument();
    await expect(canvas.getByText('ab 2.490 € netto pro Schulungstag')).toBeInTheDocument();
    await expect(canvas.getByRole('form', { name: 'Inhouse-Anfrage' })).toBeInTheDocument();
  },
};

/** Submitted empty: every required field says what is missing. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Inhouse-Anfrage' });
    await userEvent.click(within(form).getByRole('button', { name: 'Anfrage senden' }));
    await expect(await within(form).findByText('Bitte geben Sie den Namen Ihrer Firma an.')).toBeInTheDocument();
    await expect(within(form).getByText('Bitte stimmen Sie der Verarbeitung Ihrer Angaben zu.')).toBeInTheDocument();
  },
};

export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(await canvas.findByRole('form', { name: 'Inhouse-Anfrage' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Anfrage senden' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Vielen Dank – Ihre Anfrage ist bei uns eingegangen.' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('miriam.sommer@nordlicht.test')).toBeInTheDocument();
  },
};

/** While the request travels, the button is disabled and busy. */
export const Sending: Story = {
  parameters: {
    msw: { handlers: { inhouse: [http.post(REQUESTS_URL, () => delay('infinite'))] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(await canvas.findByRole('form', { name: 'Inhouse-Anfrage' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Anfrage senden' }));
    await expect(await canvas.findByRole('button', { name: 'Anfrage senden' })).toBeDisabled();
  },
};

/** The server refuses: a German message above the form, and everything typed is still there. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        inhouse: [
          http.post(REQUESTS_URL, () =>
            HttpResponse.json({ code: '42501', message: 'permission denied' }, { status: 403 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Inhouse-Anfrage' });
    await fillForm(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Anfrage senden' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent('Dafür fehlen Ihnen die Berechtigungen.');
    await expect(within(form).getByLabelText(/^Firma/)).toHaveValue('Nordlicht Logistik GmbH');
  },
};
