import { format } from 'node:util';

type GuardedMethod = 'error' | 'warn';

interface Expectation {
  method: GuardedMethod;
  pattern: RegExp;
  seen: number;
}

/** What the running test declared it logs; checked and cleared after each test (tests/setup/jest.setup.ts). */
const expectations: Expectation[] = [];
const spies = new Map<GuardedMethod, jest.SpyInstance>();

function expectConsole(method: GuardedMethod, pattern: RegExp): void {
  expectations.push({ method, pattern, seen: 0 });
  if (spies.has(method)) return;
  // The console guard of jest.setup.ts: every message no expectation matches still goes there and fails the test.
  const guard = console[method];
  const spy = jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
    const message = format(...args);
    const expected = expectations.find((e) => e.method === method && e.pattern.test(message));
    if (expected) expected.seen += 1;
    else guard(...args);
  });
  spies.set(method, spy);
}

/**
 * Declares that the running test logs a `console.error` matching `pattern` (e.g. React reporting the render error an
 * error boundary caught). Matching messages stay out of the output; any other `console.error` still fails the test,
 * and so does the test if no matching message came.
 */
export function expectConsoleError(pattern: RegExp): void {
  expectConsole('error', pattern);
}

/** As `expectConsoleError`, for `console.warn`. */
export function expectConsoleWarn(pattern: RegExp): void {
  expectConsole('warn', pattern);
}

/**
 * Ends the running test's console expectations: restores the console and throws if a declared message never came.
 * Called after each test by tests/setup/jest.setup.ts.
 */
export function settleConsoleExpectations(): void {
  const missing = expectations.filter((e) => e.seen === 0);
  for (const spy of spies.values()) spy.mockRestore();
  spies.clear();
  expectations.length = 0;
  if (missing.length > 0) {
    const list = missing.map((e) => `console.${e.method} matching ${String(e.pattern)}`).join(', ');
    throw new Error(`The test declared ${list}, but nothing like it was logged.`);
  }
}
