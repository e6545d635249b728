import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { renderApp } from '../../utils/renderApp';
import { signInAs } from '../../utils/session';

jest.setTimeout(30_000);

describe('the admin area has a frame of its own (issue 29)', () => {
  it('shows the admin header with its sections, `Zur Website` and `Abmelden`, and no public header, footer, cart or chat', async () => {
    await signInAs('admin');
    const { user, location } = renderApp(paths.adminBookings);
    expect(await screen.findByRole('heading', { level: 1, name: 'Buchungen' })).toBeInTheDocument();

    const adminNav = screen.getByRole('navigation', { name: 'Admin-Bereich' });
    const banner = adminNav.closest('header')!;
    expect(within(banner).getByRole('link', { name: new RegExp(site.name) })).toBeInTheDocument();
    const nav = within(adminNav);
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Übersicht',
      'Seminare',
      'Buchungen',
      'Rechnungen',
      'Standorte',
      'Trainer',
      'Benutzer',
      'E-Mails',
      'Einstellungen',
    ]);
    expect(nav.getByRole('link', { name: 'Buchungen' })).toHaveAttribute('aria-current', 'page');
    expect(within(banner).getByRole('link', { name: 'Zur Website' })).toHaveAttribute('href', paths.home);
    expect(within(banner).getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();

    // Nothing of the public frame.
    expect(screen.queryByRole('navigation', { name: 'Hauptnavigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Warenkorb/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chat-Assistent öffnen' })).not.toBeInTheDocument();

    // The sections lead through the admin area; `Zur Website` back to the public frame.
    await user.click(nav.getByRole('link', { name: 'Seminare' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Seminare' })).toBeInTheDocument();
    await user.click(within(banner).getByRole('link', { name: 'Zur Website' }));
    await waitFor(() => expect(location().pathname).toBe(paths.home));
    expect(await screen.findByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('folds the sections behind `Menü`, which Escape closes, returning the focus', async () => {
    await signInAs('admin');
    const { user } = renderApp(paths.adminDashboard);
    expect(await screen.findByRole('heading', { level: 1, name: 'Übersicht' })).toBeInTheDocument();
    const menu = screen.getByRole('button', { name: 'Menü' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', 'admin-navigation');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('keeps the sign-in page for staff in the public frame', async () => {
    renderApp(paths.adminLogin);
    expect(await screen.findByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin-Bereich' })).not.toBeInTheDocument();
  });
});
