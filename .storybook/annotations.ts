/**
 * The project annotations Storybook and Jest share: decorators, the store loader and default parameters. The MSW
 * service worker is added only in the browser (preview.tsx); Jest uses the node server of mocks/node.ts instead
 * (docs/toolchain.md, note 7).
 */
import type { Preview } from '@storybook/react';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { preloadTooltip } from '@/components/Tooltip';
import { preloadHeaderMenu } from '@/app/layouts/headerMenu';
import { stopStoreSagas, storeLoader, withAppProviders, withRouter } from './decorators';

export const projectAnnotations = {
  // The first decorator is the innermost: the router sits inside the store provider, as in App.tsx.
  decorators: [withRouter, withAppProviders],
  // Tooltips and the header menu render with their Radix code from the first render on, as in the app after its first
  // paint.
  loaders: [storeLoader, async () => ({ tooltip: await preloadTooltip(), headerMenu: await preloadHeaderMenu() })],
  beforeEach: [stopStoreSagas],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Overrides only: the default handlers are the whole mock backend (mocks/handlers), always installed underneath.
    // A story adds named groups, e.g. `msw: { handlers: { catalog: [http.get(...)] } }`; a group of the same name in
    // a story replaces the meta's.
    msw: { handlers: {} },
    // Page stories show the page, not the consent banner over it; a story about the banner sets 'shown'.
    consentBanner: 'hidden',
    // The phones the layout is checked at (tests/e2e/phoneLayout.spec.ts), beside Storybook's own sizes.
    viewport: {
      options: {
        ...MINIMAL_VIEWPORTS,
        phone360: { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
} satisfies Preview;
