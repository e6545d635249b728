import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { AdminLoginPage } from './AdminLoginPage';

/** The real app at /admin/login: guest guard, layout, auth saga and the admin check against the mock backend. */
const meta = {
  title: 'Pages/Auth/AdminLoginPage',
  component: AdminLoginPage,
  parameters: { route: { path: paths.adminLogin, app: true } },
} satisfies Meta<typeof AdminLoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No Google sign-in and no registration for the team; only the admin demo account is offered. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Admin-Anmeldung' })).toBeInTheDocument();
    const form = canvas.getByRole('form', { name: 'Anmeldung' });
    await expect(within(form).getByRole('button', { name: 'Anmelden' })).toBeEnabled();
    const main = within(canvas.getByRole('main'));
    await expect(main.queryByRole('button', { name: 'Mit Google anmelden' })).not.toBeInTheDocument();
    await expect(main.queryByRole('link', { name: /Registrieren/ })).not.toBeInTheDocument();
    const demo = canvas.getByRole('complementary', { name: 'Demo-Zugänge' });
    await expect(within(demo).getAllByRole('button')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(`Admin-Anmeldung | ${site.name}`));
  },
};

/** The demo account fills the form; signing in leads to the admin dashboard. */
export const SignInWithDemoAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Anmeldung' });
    await userEvent.click(canvas.getByRole('button', { name: 'Admin-Zugang eintragen' }));
    await expect(within(form).getByRole('textbox', { name: 'E-Mail' })).toHaveValue('admin@akademie.test');
    await userEvent.click(within(form).getByRole('button', { name: 'Anmelden' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Übersicht' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  },
};

/** An admin who is already signed in goes straight on to the admin dashboard. */
export const SignedInAdmin: Story = {
  parameters: { session: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Übersicht' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('form', { name: 'Anmeldung' })).not.toBeInTheDocument();
  },
};
