import type { Meta, StoryObj } from '@storybook/react';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { WebinarsPage } from './WebinarsPage';

const WEBINARS_URL = `${DEMO_SUPABASE_URL}/rest/v1/webinars`;

/** The real app at /webinars: list, filters in the URL, against the mock backend's seed. */
const meta = {
  title: 'Pages/Catalog/WebinarsPage',
  component: WebinarsPage,
  parameters: { route: { path: paths.webinars, app: true } },
} satisfies Meta<typeof WebinarsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Webinare' })).toBeInTheDocument();
    const card = await canvas.findByRole('article', { name: 'SEO-Update: Was sich bei Google gerade ändert' });
    await expect(within(card).getByText('10:00 Uhr')).toBeInTheDocument();
    await expect(canvas.getByText('7 Webinare')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Webinare | ${site.name}`));
  },
};

/** Only the second brand's webinars: chosen with the keyboard-usable native select. */
export const FilteredBySecondBrand: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Marke' }), site.secondBrand);
    await waitFor(() => expect(canvas.getByText('4 Webinare')).toBeInTheDocument());
    for (const card of canvas.getAllByRole('article')) {
      await expect(within(card).getByText(site.secondBrand)).toBeInTheDocument();
    }
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { webinars: [http.get(WEBINARS_URL, () => delay('infinite'))] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Webinare werden geladen …')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { webinars: [http.get(WEBINARS_URL, () => HttpResponse.json([]))] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Zurzeit sind keine Webinare geplant.')).toBeInTheDocument();
  },
};

/** The server refuses (no retry for a 4xx): a German message and a retry button, never a lasting spinner. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        webinars: [
          http.get(WEBINARS_URL, () =>
            HttpResponse.json({ code: '42501', message: 'permission denied' }, { status: 403 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Die Webinare konnten nicht geladen werden.');
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  },
};
