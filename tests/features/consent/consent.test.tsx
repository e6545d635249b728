import { screen, within } from '@testing-library/react';
import { CONSENT_STORAGE_KEY } from '@/features/consent';
import { analyticsAvailable } from '@/lib/analytics';
import { renderApp } from '../../utils/renderApp';

function banner() {
  return screen.queryByRole('region', { name: 'Ihre Privatsphäre' });
}

describe('consent banner', () => {
  afterEach(() => {
    localStorage.clear();
    delete (globalThis as { gtag?: unknown }).gtag;
    delete (globalThis as { dataLayer?: unknown }).dataLayer;
  });

  it('asks on the first visit, with "Ablehnen" exactly as prominent as "Akzeptieren"', async () => {
    renderApp('/');
    const region = await screen.findByRole('region', { name: 'Ihre Privatsphäre' });
    const reject = within(region).getByRole('button', { name: 'Ablehnen' });
    const accept = within(region).getByRole('button', { name: 'Akzeptieren' });
    expect(reject.className).toBe(accept.className);
    expect(within(region).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');
    expect(analyticsAvailable()).toBe(false);
  });

  it('starts analytics only after "Akzeptieren" and remembers the choice', async () => {
    const { user } = renderApp('/');
    expect(analyticsAvailable()).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Akzeptieren' }));
    expect(banner()).not.toBeInTheDocument();
    expect(analyticsAvailable()).toBe(true);
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({ analytics: 'accepted' });
  });

  it('keeps analytics off after "Ablehnen" and does not ask again on the next visit', async () => {
    const { user, unmount } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Ablehnen' }));
    expect(analyticsAvailable()).toBe(false);
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({ analytics: 'rejected' });
    unmount();

    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'Über uns' });
    expect(banner()).not.toBeInTheDocument();
    expect(analyticsAvailable()).toBe(false);
  });

  it('restores an earlier acceptance on the next visit', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: 'accepted', decidedAt: '2026-11-01T10:00:00Z' }));
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(banner()).not.toBeInTheDocument();
    expect(analyticsAvailable()).toBe(true);
  });

  it('lets the visitor withdraw consent from the footer', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: 'accepted', decidedAt: '2026-11-01T10:00:00Z' }));
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Cookie-Einstellungen' }));
    await user.click(within(banner()!).getByRole('button', { name: 'Ablehnen' }));
    expect(analyticsAvailable()).toBe(false);
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({ analytics: 'rejected' });
  });
});
