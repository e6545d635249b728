#!/usr/bin/env node
// `npm test`: every check of the project in one run — system dependencies, typecheck, lint, Jest (unit,
// integration, stories, SQL on a real PostgreSQL), production builds, size budgets, Storybook build and the
// end-to-end tests in Chromium. Each step has a time limit, so a hang fails instead of eating CI's 90 minutes.
// The last line is the summary `N passed, N failed`: Jest and Playwright count their tests, every other step counts
// as one check.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const MINUTE = 60_000;
const resultsDir = '.tmp';
fs.mkdirSync(resultsDir, { recursive: true });

const liveSizeEnv = {
  // A syntactically valid live configuration, used only to measure the live-mode bundle (nothing is contacted).
  SUPABASE_URL: 'https://size-check.supabase.co',
  SUPABASE_ANON_KEY: 'size-check-anon-key',
};

/** @type {Array<{name: string, command: string[], timeoutMs: number, env?: object, needs?: string[], count?: () => {passed: number, failed: number}}>} */
const steps = [
  { name: 'system dependencies', command: ['bash', 'scripts/ensure-system-deps.sh'], timeoutMs: 15 * MINUTE },
  { name: 'typecheck', command: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'], timeoutMs: 5 * MINUTE },
  { name: 'lint', command: ['npx', 'eslint', '--max-warnings', '0', '.'], timeoutMs: 5 * MINUTE },
  {
    name: 'jest',
    command: ['npx', 'jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${resultsDir}/jest.json`],
    timeoutMs: 30 * MINUTE,
    needs: ['system dependencies'],
    count: () => {
      const report = readJson(`${resultsDir}/jest.json`);
      if (!report) return null;
      // A suite that failed to run reports no tests; count it so it cannot hide.
      const brokenSuites = report.numRuntimeErrorTestSuites ?? 0;
      return { passed: report.numPassedTests, failed: report.numFailedTests + brokenSuites };
    },
  },
  {
    // The edge functions on Deno against a real PostgreSQL and local stand-ins for Stripe and the mail provider.
    name: 'deno (edge functions)',
    command: ['npx', 'tsx', 'scripts/deno-tests.ts', `--junit-path=${resultsDir}/deno.xml`],
    timeoutMs: 10 * MINUTE,
    needs: ['system dependencies'],
    count: () => {
      const report = fs.existsSync(`${resultsDir}/deno.xml`) ? fs.readFileSync(`${resultsDir}/deno.xml`, 'utf8') : '';
      if (!report) return null;
      const tests = (report.match(/<testcase /g) ?? []).length;
      const failures = (report.match(/<failure/g) ?? []).length;
      return { passed: tests - failures, failed: failures };
    },
  },
  { name: 'build (demo mode)', command: ['npx', 'webpack', '--mode', 'production'], timeoutMs: 10 * MINUTE },
  {
    name: 'build (live mode, for the size budget)',
    command: ['npx', 'webpack', '--mode', 'production', '--env', 'outDir=dist-live'],
    env: liveSizeEnv,
    timeoutMs: 10 * MINUTE,
  },
  {
    name: 'live build carries no demo code',
    command: ['node', 'scripts/check-live-build.mjs', 'dist-live'],
    timeoutMs: 1 * MINUTE,
    needs: ['build (live mode, for the size budget)'],
  },
  {
    name: 'size-limit',
    command: ['npx', 'size-limit'],
    timeoutMs: 5 * MINUTE,
    needs: ['build (demo mode)', 'build (live mode, for the size budget)'],
  },
  { name: 'storybook build', command: ['npm', 'run', 'build-storybook'], timeoutMs: 15 * MINUTE },
  {
    name: 'end-to-end (Chromium)',
    command: ['npx', 'playwright', 'test'],
    timeoutMs: 25 * MINUTE,
    needs: ['system dependencies', 'build (demo mode)'],
    count: () => {
      const report = readJson('test-results/e2e-report.json');
      if (!report?.stats) return null;
      const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
      return { passed: expected, failed: unexpected + flaky };
    },
  },
];

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function run(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.command[0], step.command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, ...step.env },
      detached: true,
    });
    const timer = setTimeout(() => {
      console.error(`\n✗ ${step.name}: no result after ${step.timeoutMs / MINUTE} min, stopping it`);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, step.timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ ok: code === 0 && !signal, seconds: Math.round((Date.now() - started) / 1000) });
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      console.error(error);
      resolve({ ok: false, seconds: 0 });
    });
  });
}

// Stale reports must never be counted as this run's results.
for (const file of [`${resultsDir}/jest.json`, `${resultsDir}/deno.xml`, 'test-results/e2e-report.json'])
  fs.rmSync(file, { force: true });

const outcome = new Map();
let passed = 0;
let failed = 0;
const lines = [];
for (const step of steps) {
  const missing = (step.needs ?? []).filter((name) => !outcome.get(name));
  if (missing.length > 0) {
    outcome.set(step.name, false);
    failed += 1;
    lines.push(`✗ ${step.name}: not run, because ${missing.join(', ')} failed`);
    continue;
  }
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  const { ok, seconds } = await run(step);
  const counted = step.count?.();
  outcome.set(step.name, ok);
  if (counted) {
    passed += counted.passed;
    failed += counted.failed;
    // A runner that exits non-zero with no failed test (a crash, a broken config) still fails the step.
    if (!ok && counted.failed === 0) failed += 1;
    lines.push(`${ok ? '✓' : '✗'} ${step.name}: ${counted.passed} passed, ${counted.failed} failed (${seconds} s)`);
  } else {
    if (ok) passed += 1;
    else failed += 1;
    lines.push(`${ok ? '✓' : '✗'} ${step.name} (${seconds} s)`);
  }
}

console.log(`\n${'─'.repeat(60)}\n${lines.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
