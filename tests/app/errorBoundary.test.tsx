import type { JSX } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RootLayout } from '@/app/layouts/RootLayout';
import { AppProviders } from '@/app/providers';
import { makeStore } from '@/app/store';
import { expectConsoleError } from '../utils/console';

/**
 * A page that fails while its cause lasts (React itself re-renders a failed tree once, so a fault that vanished after
 * one throw would never reach the boundary); the test repairs it before pressing retry.
 */
function makeFlakyPage() {
  const fault = { active: true };
  function FlakyPage() {
    if (fault.active) throw new Error('Widget kaputt');
    return <h1>Alles wieder gut</h1>;
  }
  return { FlakyPage, repair: () => (fault.active = false) };
}

function renderWithPage(Page: () => JSX.Element) {
  render(
    <AppProviders store={makeStore()}>
      <MemoryRouter>
        <Routes>
          <Route element={<RootLayout />}>
            <Route path="/" element={<Page />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { user: userEvent.setup() };
}

describe('error boundary page (docs/product.md)', () => {
  beforeEach(() => {
    // React logs the render error its boundary caught: exactly the error each test throws, and nothing else.
    expectConsoleError(/kaputt/);
  });
  afterEach(() => {
    delete (globalThis as { gtag?: unknown }).gtag;
  });

  it('shows the error page with an error id, and "Erneut versuchen" renders the page again', async () => {
    const { FlakyPage, repair } = makeFlakyPage();
    const { user } = renderWithPage(FlakyPage);
    expect(await screen.findByRole('heading', { level: 1, name: 'Etwas ist schief gelaufen' })).toBeInTheDocument();
    expect(screen.getByText(/Fehler-ID:/)).toHaveTextContent(/Fehler-ID: [0-9A-F]{8}/);
    // The header and footer stay usable around the failed page.
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();

    repair();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Alles wieder gut' })).toBeInTheDocument();
    expect(screen.queryByText('Etwas ist schief gelaufen')).not.toBeInTheDocument();
  });

  it('offers "Zur Startseite" as a link to the home page', async () => {
    renderWithPage(() => {
      throw new Error('immer kaputt');
    });
    const home = await screen.findByRole('link', { name: 'Zur Startseite' });
    expect(home).toHaveAttribute('href', '/');
  });

  it('sends an exception event with the error id when analytics exists', async () => {
    const gtag = jest.fn();
    (globalThis as { gtag?: unknown }).gtag = gtag;
    renderWithPage(() => {
      throw new Error('Widget kaputt');
    });
    const idText = (await screen.findByText(/Fehler-ID:/)).textContent ?? '';
    const errorId = idText.replace('Fehler-ID:', '').trim();
    expect(gtag).toHaveBeenCalledWith('event', 'exception', {
      description: `${errorId} Error: Widget kaputt`,
      fatal: true,
    });
  });

  it('sends nothing when there is no analytics', async () => {
    renderWithPage(() => {
      throw new Error('Widget kaputt');
    });
    expect(await screen.findByText('Etwas ist schief gelaufen')).toBeInTheDocument();
    expect((globalThis as { gtag?: unknown }).gtag).toBeUndefined();
  });
});
