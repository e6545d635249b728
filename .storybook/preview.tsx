import type { Preview } from '@storybook/react';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { isCommonAssetRequest } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlers } from '../mocks/handlers';
import { holdRequestsUntil } from '../src/lib/supabase';
import '../src/styles/global.css';
import { projectAnnotations } from './annotations';

let workerReady: Promise<SetupWorker> | undefined;

/**
 * One service worker for the whole Storybook, started with the project's handlers as its defaults: `resetHandlers()`
 * between stories returns to them, and a story's `parameters.msw.handlers` are prepended, so they win.
 */
function startWorker(): Promise<SetupWorker> {
  workerReady ??= (async () => {
    const worker = setupWorker(...handlers);
    await worker.start({
      serviceWorker: { url: './mockServiceWorker.js' },
      quiet: true,
      onUnhandledRequest(request, print) {
        // Storybook's own files, fonts and chunks pass; anything else is a request the mock backend forgot.
        if (isCommonAssetRequest(request) || new URL(request.url).origin === location.origin) return;
        print.warning();
      },
    });
    return worker;
  })();
  return workerReady;
}

// The app's requests wait for the worker, as in demo mode (docs/quality.md), so none escapes while it starts.
holdRequestsUntil(startWorker());

const preview: Preview = {
  ...projectAnnotations,
  loaders: [mswLoader(startWorker), ...projectAnnotations.loaders],
};

export default preview;
