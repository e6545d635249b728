// Run only by consoleGuard.test.ts in a child Jest (its name is outside testMatch): each case shows the console
// guard of tests/setup/jest.setup.ts passing or failing a test. The titles are what the parent asserts on.
import { expectConsoleError, expectConsoleWarn } from '../../utils/console';

it('logs an unexpected console.error', () => {
  console.error('Unerwarteter Fehler im Test');
});

it('logs an unexpected console.warn', () => {
  console.warn('Unerwartete Warnung im Test');
});

it('logs a declared console.error', () => {
  expectConsoleError(/Erwarteter Fehler/);
  console.error('Erwarteter Fehler: die Seite konnte nicht laden');
});

it('declares a console.warn that never comes', () => {
  expectConsoleWarn(/Angekündigte Warnung/);
});

it('logs a declared and an undeclared console.error', () => {
  expectConsoleError(/Erwarteter Fehler/);
  console.error('Erwarteter Fehler: die Seite konnte nicht laden');
  console.error('Ein anderer Fehler');
});

it('logs nothing', () => {
  expect(1 + 1).toBe(2);
});

it('silences its own console.error with a spy', () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  console.error('Vom Test selbst abgefangen');
  expect(spy).toHaveBeenCalledTimes(1);
  spy.mockRestore();
});
