import type * as TestingLibrary from '@testing-library/react';
import { SEO_MUENCHEN } from '../utils/cartItems';
import type * as RenderAppModule from '../utils/renderApp';
import type * as RenderFaultModule from '../utils/renderFault';
import type * as ToastsModule from '@/features/toasts';
import type * as CartModule from '@/features/cart';
import type * as StorageModule from '@/lib/storage';
// Each region of the layout, made to throw while the test names it (tests/utils/renderFault.ts).
jest.mock('@/app/layouts/SiteHeader', () =>
  jest
    .requireActual('../utils/renderFault')
    .faultyModule('header', jest.requireActual('@/app/layouts/SiteHeader'), 'SiteHeader'),
);
jest.mock('@/app/layouts/SiteFooter', () =>
  jest
    .requireActual('../utils/renderFault')
    .faultyModule('footer', jest.requireActual('@/app/layouts/SiteFooter'), 'SiteFooter'),
);
jest.mock('@/features/cart/components/CartQuantityStepper', () =>
  jest
    .requireActual('../utils/renderFault')
    .faultyModule(
      'cartPanel',
      jest.requireActual('@/features/cart/components/CartQuantityStepper'),
      'CartQuantityStepper',
    ),
);
jest.mock('@/features/toasts/components/ToastRegion', () =>
  jest
    .requireActual('../utils/renderFault')
    .faultyModule('toasts', jest.requireActual('@/features/toasts/components/ToastRegion'), 'ToastRegion'),
);
jest.mock('@/features/consent/components/ConsentBanner', () =>
  jest
    .requireActual('../utils/renderFault')
    .faultyModule('consent', jest.requireActual('@/features/consent/components/ConsentBanner'), 'ConsentBanner'),
);
jest.mock('@/features/chat/components/ChatConversation', () =>
  jest
    .requireActual('../utils/renderFault')
    .faultyModule('chat', jest.requireActual('@/features/chat/components/ChatConversation'), 'ChatConversation'),
);

// The test setup has already loaded the app (tests/setup/jest.setup.ts), before these mocks existed: load a fresh
// copy of it, which picks them up, and close what that copy opens.
jest.resetModules();
const { act, screen } = jest.requireActual<typeof TestingLibrary>('@testing-library/react');
const { renderApp, stopRenderedStores } = jest.requireActual<typeof RenderAppModule>('../utils/renderApp');
const { renderFault } = jest.requireActual<typeof RenderFaultModule>('../utils/renderFault');
const { toastShown } = jest.requireActual<typeof ToastsModule>('@/features/toasts');
const { addToCartRequested } = jest.requireActual<typeof CartModule>('@/features/cart');
const storage = jest.requireActual<typeof StorageModule>('@/lib/storage');

async function expectErrorPage() {
  expect(await screen.findByRole('heading', { level: 1, name: 'Etwas ist schief gelaufen' })).toBeInTheDocument();
  expect(screen.getByText(/Fehler-ID:/)).toHaveTextContent(/Fehler-ID: [0-9A-F]{8}/);
  expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
}

describe('error page everywhere: a render error outside the page shows it too, never a white screen', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React logs caught render errors; these are the expected ones.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The consent banner shows only until a choice is stored; the other cases start with a choice made.
    localStorage.setItem(
      'digitalakademie-consent-v1',
      JSON.stringify({ analytics: 'rejected', decidedAt: '2026-11-01T00:00:00.000Z' }),
    );
  });
  afterEach(async () => {
    renderFault.region = null;
    consoleError.mockRestore();
    stopRenderedStores();
    await storage.resetCartStorageForTests();
    await storage.closeCartDatabase();
  });

  it('in the header', async () => {
    renderFault.region = 'header';
    renderApp('/about');
    await expectErrorPage();
  });

  it('in the footer', async () => {
    renderFault.region = 'footer';
    renderApp('/about');
    await expectErrorPage();
  });

  it('in the cart panel', async () => {
    renderFault.region = 'cartPanel';
    const { store, user } = renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Über uns' })).toBeInTheDocument();
    act(() => {
      store.dispatch(addToCartRequested(SEO_MUENCHEN));
    });
    await user.click(await screen.findByRole('button', { name: /Warenkorb/ }));
    await expectErrorPage();
  });

  it('in the toasts', async () => {
    const { store } = renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Über uns' })).toBeInTheDocument();
    // The region is always there (empty): it fails as a toast arrives.
    renderFault.region = 'toasts';
    act(() => {
      store.dispatch(toastShown({ title: 'Hallo', variant: 'info' }));
    });
    await expectErrorPage();
  });

  it('in the consent banner', async () => {
    localStorage.clear();
    renderFault.region = 'consent';
    renderApp('/about');
    await expectErrorPage();
  });

  it('in the chat', async () => {
    renderFault.region = 'chat';
    const { user } = renderApp('/about');
    await user.click(await screen.findByRole('button', { name: 'Chat-Assistent öffnen' }));
    await expectErrorPage();
  });
});
