import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../..');

/** ESLint's messages for one file, linted with the project's config although the fixtures folder is ignored. */
function lintMessages(file: string): Array<{ ruleId: string | null; message: string }> {
  let output: string;
  try {
    output = execFileSync('npx', ['eslint', '--no-ignore', '--format', 'json', file], { cwd: root, encoding: 'utf8' });
  } catch (error) {
    // ESLint exits with 1 when it reports errors; its report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  const [report] = JSON.parse(output) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
  return report!.messages;
}

describe('the dependency rules that docs/architecture.md states are enforced by lint', () => {
  it('an import cycle is an error (import-x must parse TypeScript dependencies to see one)', () => {
    const messages = lintMessages('tests/scripts/fixtures/importCycle/first.ts');
    expect(messages).toEqual(
      expect.arrayContaining([expect.objectContaining({ ruleId: 'import-x/no-cycle', severity: 2 })]),
    );
  }, 60_000);
});
