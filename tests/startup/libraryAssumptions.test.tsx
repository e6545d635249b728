import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { createClient } from '@supabase/supabase-js';
import { composeStories } from '@storybook/react';
import { unmountElement } from '@storybook/react-dom-shim';
import * as cancelledDateStories from '@/features/rebooking/components/CancelledDateChoice.stories';
import { DEMO_SUPABASE_ANON_KEY } from '@/config/demoAnonKey';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { getSupabase } from '@/lib/supabase';
import { annotations } from '../stories/storyTestSetup';

/**
 * The assumptions the app makes about libraries beyond their stable, documented API — each one here, each with the
 * exact version pinned in package.json. When an upgrade breaks one, its test says which and where it is relied on
 * (docs/architecture.md, "Couplings to libraries").
 */
const root = path.resolve(__dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const installedVersion = (name: string) =>
  (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

describe('every dependency is pinned to the version the assumptions below were checked against', () => {
  const all = { ...manifest.dependencies, ...manifest.devDependencies };
  it.each(Object.keys(all))('%s', (name) => {
    expect({ name, spec: all[name] }).toEqual({ name, spec: installedVersion(name) });
  });
});

describe('React Router: the production build takes its production files (webpack.config.ts PRODUCTION_ALIASES)', () => {
  // Its package exports resolve to the development build under every condition (remix-run/react-router#14102).
  const productionFile = (file: string) => path.join(root, 'node_modules/react-router/dist/production', file);
  const developmentExports = (file: string) =>
    Object.keys(jest.requireActual(path.join(root, 'node_modules/react-router/dist/development', file)) as object);

  it.each([
    ['index.mjs', 'index.js'],
    ['dom-export.mjs', 'dom-export.js'],
  ])('%s exists and exports what the development build exports', (esmFile, cjsFile) => {
    expect(existsSync(productionFile(esmFile))).toBe(true);
    const production = Object.keys(jest.requireActual(productionFile(cjsFile)) as object).sort();
    expect(production).toEqual(developmentExports(cjsFile).sort());
  });
});

describe("RTK Query: `unstable__sideEffectsInRender` starts a query's request during a server render (src/lib/api/api.ts)", () => {
  it('a component rendered to a string has started its query, which the prerenderer then awaits', async () => {
    const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: true }));
    const probe = createApi({
      reducerPath: 'probe',
      baseQuery: fakeBaseQuery(),
      endpoints: (build) => ({ answer: build.query<number, void>({ queryFn: () => ({ data: 42 }) }) }),
    });
    const store = configureStore({
      reducer: { [probe.reducerPath]: probe.reducer },
      middleware: (getDefault) => getDefault().concat(probe.middleware),
    });
    function Answer() {
      const { data } = probe.endpoints.answer.useQuery();
      return <p>{data ?? '…'}</p>;
    }
    const page = (
      <Provider store={store}>
        <Answer />
      </Provider>
    );
    expect(renderToString(page)).toBe('<p>…</p>');
    const running = store.dispatch(probe.util.getRunningQueriesThunk());
    expect(running).toHaveLength(1);
    await Promise.all(running);
    expect(renderToString(page)).toBe('<p>42</p>');
  });
});

describe('Supabase: the app composes its client from auth-js, postgrest-js and functions-js (src/lib/supabase/client.ts)', () => {
  it('reads the session supabase-js stored (the same storage key), and its requests carry the same headers', async () => {
    const supabaseJs = createClient(DEMO_SUPABASE_URL, DEMO_SUPABASE_ANON_KEY);
    const { data, error } = await supabaseJs.auth.signInWithPassword({
      email: 'kunde@akademie.test',
      password: 'kunde123',
    });
    expect(error).toBeNull();
    const app = await getSupabase();
    const { data: session } = await app.auth.getSession();
    expect(session.session?.user.id).toBe(data.user?.id);
    // Signed in, the app reads what only its user may read: the headers carry the user's token.
    const own = await app.from('profiles').select('user_id');
    expect(own.error).toBeNull();
    expect(own.data).toEqual([{ user_id: data.user?.id }]);
  });
});

describe("Storybook's React renderer keeps one root per canvas element: unmountElement ends a story's render (tests/stories/stories.test.tsx)", () => {
  it('a story run into a canvas is unmounted by unmountElement', async () => {
    // As the story tests run them: like the browser, without act().
    const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = global.IS_REACT_ACT_ENVIRONMENT;
    global.IS_REACT_ACT_ENVIRONMENT = false;
    await annotations.beforeAll?.();
    const { Notice } = composeStories(cancelledDateStories);
    const canvasElement = document.createElement('div');
    document.body.appendChild(canvasElement);
    await Notice.run({ canvasElement });
    expect(canvasElement.childElementCount).toBeGreaterThan(0);
    unmountElement(canvasElement);
    expect(canvasElement.childElementCount).toBe(0);
    canvasElement.remove();
    global.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });
});
