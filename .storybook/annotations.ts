/**
 * The project annotations Storybook and Jest share: decorators, the store loader and default parameters. The MSW
 * service worker is added only in the browser (preview.tsx); Jest uses the node server of mocks/node.ts instead
 * (TOOLCHAIN.md pitfall 7).
 */
import type { Preview } from '@storybook/react';
import { stopStoreSagas, storeLoader, withAppProviders, withRouter } from './decorators';

export const projectAnnotations = {
  // The first decorator is the innermost: the router sits inside the store and Helmet providers, as in App.tsx.
  decorators: [withRouter, withAppProviders],
  loaders: [storeLoader],
  beforeEach: [stopStoreSagas],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Overrides only: the default handlers are the whole mock backend (mocks/handlers), always installed underneath.
    // A story adds named groups, e.g. `msw: { handlers: { catalog: [http.get(...)] } }`; a group of the same name in
    // a story replaces the meta's.
    msw: { handlers: {} },
  },
} satisfies Preview;
