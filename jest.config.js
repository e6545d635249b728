// Jest runs two projects: the app (jsdom + MSW + fake-indexeddb) and the SQL suite against a real PostgreSQL.
// The config is JavaScript because a jest.config.ts needs ts-node, which TypeScript 7 breaks (docs/toolchain.md).

/** @type {import('jest').Config['transform']} */
const transform = {
  '^.+\\.[mc]?[tj]sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

const moduleNameMapper = {
  '\\.(css)$': 'identity-obj-proxy',
  '\\.(svg|png|jpg|jpeg|webp|avif|woff2?)$': '<rootDir>/tests/setup/fileStub.cjs',
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@shared/(.*)$': '<rootDir>/supabase/functions/_shared/$1',
};

/** @type {import('jest').Config} */
export default {
  // Jest reads testTimeout from the top level only (a project's own is ignored): whole-app integration tests on a
  // 2-core machine get generous time; the assertions are the same.
  testTimeout: 20_000,
  projects: [
    {
      displayName: 'app',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      transform,
      transformIgnorePatterns: [],
      moduleNameMapper,
      setupFiles: ['<rootDir>/tests/setup/polyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup/jest.setup.ts'],
      testMatch: ['<rootDir>/tests/**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/db/', '<rootDir>/tests/security/', '<rootDir>/tests/e2e/'],
    },
    {
      displayName: 'db',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns: [],
      moduleNameMapper,
      globalSetup: '<rootDir>/tests/db/globalSetup.ts',
      globalTeardown: '<rootDir>/tests/db/globalTeardown.ts',
      setupFilesAfterEnv: ['<rootDir>/tests/db/fileLock.ts'],
      // The security suite (tests/security) replays attacks against the real database, so it runs with the SQL tests.
      testMatch: ['<rootDir>/tests/db/**/*.test.ts', '<rootDir>/tests/security/**/*.test.ts'],
    },
  ],
};
