import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const rootDir = path.resolve(__dirname, '../..');
const fixture = path.join(__dirname, 'consoleGuard', 'guardedTests.fixture.ts');

interface JestJsonReport {
  testResults: Array<{ assertionResults: Array<{ title: string; status: string; failureMessages: string[] }> }>;
}

/** Runs the fixture file in a child Jest with the app project's setup, as any test file runs. */
async function runFixture(): Promise<Map<string, { status: string; failure: string }>> {
  const jestBin = require.resolve('jest/bin/jest');
  const args = [jestBin, '--selectProjects', 'app', '--ci', '--json', '--maxWorkers=1', '--testMatch', fixture];
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: rootDir, maxBuffer: 16 * 1024 * 1024 })
    // A failing test makes Jest exit with 1; its report on stdout is what counts here.
    .catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const report = JSON.parse(stdout) as JestJsonReport;
  const results = report.testResults.flatMap((file) => file.assertionResults);
  return new Map(results.map((r) => [r.title, { status: r.status, failure: r.failureMessages.join('\n') }]));
}

describe('console guard', () => {
  let results: Map<string, { status: string; failure: string }>;
  beforeAll(async () => {
    results = await runFixture();
  }, 120_000);

  it('fails a test that logs an unexpected console.error, naming the message', () => {
    const result = results.get('logs an unexpected console.error');
    expect(result?.status).toBe('failed');
    expect(result?.failure).toContain('console.error()');
    expect(result?.failure).toContain('Unerwarteter Fehler im Test');
  });

  it('fails a test that logs an unexpected console.warn', () => {
    const result = results.get('logs an unexpected console.warn');
    expect(result?.status).toBe('failed');
    expect(result?.failure).toContain('Unerwartete Warnung im Test');
  });

  it('passes a test whose console.error was declared with expectConsoleError', () => {
    expect(results.get('logs a declared console.error')?.status).toBe('passed');
  });

  it('fails a test whose declared message never came', () => {
    const result = results.get('declares a console.warn that never comes');
    expect(result?.status).toBe('failed');
    expect(result?.failure).toContain('console.warn matching /Angekündigte Warnung/');
  });

  it('still fails on an undeclared console.error next to a declared one', () => {
    const result = results.get('logs a declared and an undeclared console.error');
    expect(result?.status).toBe('failed');
    expect(result?.failure).toContain('Ein anderer Fehler');
    expect(result?.failure).not.toContain('die Seite konnte nicht laden');
  });

  it('passes a quiet test and respects a test that spies on console.error itself', () => {
    expect(results.get('logs nothing')?.status).toBe('passed');
    expect(results.get('silences its own console.error with a spy')?.status).toBe('passed');
  });
});
