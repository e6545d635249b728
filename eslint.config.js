// ESLint flat config. Besides the usual TypeScript, React-hooks and accessibility rules, it enforces the dependency
// rules of docs/architecture.md, so a wrong import fails `npm test`:
//   app → features → components, lib, config; a feature reaches another only through its index.ts;
//   only lib/supabase imports supabase-js (and postgrest-js, auth-js, functions-js), only lib/storage imports localforage/idb; components do no I/O;
//   src never imports mocks/ or tests/ (the one exception: the demo-mode dynamic import in src/main.tsx);
//   the code shared with the edge functions (supabase/functions/_shared, `@shared/…`) imports nothing of the app,
//   the mock or the tests, and the app reaches it only through the `@shared` alias.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const features = fs
  .readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Each feature may import another feature's index.ts and nothing else of it. */
const crossFeatureZones = features.flatMap((target) =>
  features
    .filter((other) => other !== target)
    .map((other) => ({
      target: `./src/features/${target}`,
      from: `./src/features/${other}`,
      except: ['./index.ts'],
      message: `Import the "${other}" feature only through its index.ts; features react to each other through actions.`,
    })),
);

const layerZones = [
  {
    target: ['./src/components', './src/lib', './src/config', './src/styles'],
    from: ['./src/features', './src/app'],
    message: 'Shared code never imports a feature or the app (docs/architecture.md).',
  },
  { target: './src/features', from: './src/app', message: 'Features never import the app layer (docs/architecture.md).' },
  {
    target: './src/components',
    from: ['./src/lib/supabase', './src/lib/api', './src/lib/storage', './src/lib/demoBackend.ts'],
    message: 'Components do no I/O: pass data and callbacks in as props.',
  },
  ...crossFeatureZones,
];

const noMocksInSrc = {
  target: './src',
  from: ['./mocks', './tests'],
  message: 'src never imports mocks/ or tests/ (only src/main.tsx loads the demo backend dynamically).',
};

/** Code shared by the edge functions (Deno) and the app stands on its own. */
const sharedStandsAlone = {
  target: './supabase/functions/_shared',
  from: ['./src', './mocks', './tests'],
  message: 'supabase/functions/_shared runs in Deno too: it imports only itself and npm packages.',
};

/** supabase-js and the packages src/lib/supabase composes its client from. */
const SUPABASE_PACKAGES = ['@supabase/supabase-js', '@supabase/postgrest-js', '@supabase/auth-js', '@supabase/functions-js'];

const restrictedLibraries = {
  paths: [
    ...SUPABASE_PACKAGES.map((name) => ({ name, message: 'Only src/lib/supabase talks to Supabase: use getSupabase().' })),
    { name: 'localforage', message: 'Only src/lib/storage uses localforage.' },
    { name: 'idb', message: 'Only src/lib/storage touches IndexedDB.' },
  ],
  patterns: [
    { group: ['@/features/*/**'], message: 'Import a feature through its index.ts (`@/features/x`).' },
    { group: ['**/supabase/functions/**'], message: 'Import the code shared with the edge functions as `@shared/…`.' },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-*/',
      'storybook-static/',
      'test-results/',
      'playwright-report/',
      'coverage/',
      'public/mockServiceWorker.js',
      // Deno edge functions are type-checked by Deno; their pure logic in _shared is linted with the rest.
      'supabase/functions/!(_shared)/**',
      '.tmp/',
      // Deliberately broken code that tests/scripts/lintRules.test.ts lints on its own.
      'tests/scripts/fixtures/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // Without these, import-x parses no TypeScript dependency and no-cycle sees no cycle at all (a test in
      // tests/scripts/lintRules.test.ts keeps a cycle failing).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.tsx', '.storybook/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, noMocksInSrc] }],
      'no-restricted-imports': ['error', restrictedLibraries],
    },
  },
  {
    files: ['supabase/functions/_shared/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [sharedStandsAlone] }],
    },
  },
  {
    files: ['src/main.tsx'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'no-restricted-imports': ['error', restrictedLibraries],
    },
  },
  {
    files: ['src/lib/supabase/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { ...restrictedLibraries, paths: restrictedLibraries.paths.filter((p) => !SUPABASE_PACKAGES.includes(p.name)) },
      ],
    },
  },
  {
    files: ['src/lib/storage/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { ...restrictedLibraries, paths: restrictedLibraries.paths.filter((p) => !['localforage', 'idb'].includes(p.name)) },
      ],
    },
  },
  {
    files: ['tests/**', 'mocks/**', 'scripts/**', '*.config.{js,ts,cjs}', 'webpack.config.ts', '.storybook/**', '.size-limit.cjs'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
