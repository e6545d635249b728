/**
 * Every story of `src/**\/*.stories.tsx` runs here as a test, with no extra work per story: composed with the project
 * annotations, its MSW overrides installed on the node server, rendered and its play function run (`Story.run()`).
 * A story then has to show something and must not land on the error page, unless it says so with
 * `parameters.expectErrorPage: true`. Nor may React or the app log an error while it runs (an unhandled request,
 * an act() warning, a failed saga all end up there).
 *
 * The stories run in a shuffled order (files and the stories within them), so a story that leans on what another left
 * behind (a checkout draft in sessionStorage, a stored booking, a cart) fails. The seed is in the first test's name;
 * `STORY_ORDER_SEED=<n>` replays an order.
 */
import fs from 'node:fs';
import path from 'node:path';
import { composeStories } from '@storybook/react';
import { unmountElement } from '@storybook/react-dom-shim';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { server } from '../../mocks/node';
import { annotations, storyHandlers } from './storyTestSetup';

type StoryModule = Parameters<typeof composeStories>[0];

const srcDir = path.resolve(__dirname, '../../src');
const seed = Number(process.env.STORY_ORDER_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** mulberry32: a small seeded generator, so a failing order can be replayed. */
function random(state: { value: number }): number {
  state.value = (state.value + 0x6d2b79f5) | 0;
  let t = state.value;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const generator = { value: seed };
function shuffled<T>(items: readonly T[]): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random(generator) * (index + 1));
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

const storyFiles = shuffled(
  fs
    .readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.stories\.tsx?$/.test(file))
    .map((file) => file.split(path.sep).join('/'))
    .sort(),
);

const ERROR_PAGE_TEXT = 'Etwas ist schief gelaufen';

beforeAll(async () => {
  await annotations.beforeAll?.();
});

let consoleErrors: unknown[][] = [];
beforeEach(() => {
  // Stories run as in the browser, where state arrives from sagas and the network at any time and there is no act():
  // React's act() warnings belong to Testing Library tests, not here. Real console errors still fail a story.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  consoleErrors = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
});

it(`finds the stories (order seed ${seed})`, () => {
  expect(storyFiles.length).toBeGreaterThan(0);
});

describe.each(storyFiles)('%s', (file) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- collected at test-collection time
  const storyModule = require(path.join(srcDir, file)) as StoryModule;
  const stories = shuffled(
    Object.entries(composeStories(storyModule)) as Array<[name: string, Story: ComposedStoryFn]>,
  );

  it.each(stories)('%s', async (_name, Story) => {
    server.use(...storyHandlers(Story.parameters.msw));
    const canvasElement = document.createElement('div');
    document.body.appendChild(canvasElement);
    try {
      await Story.run({ canvasElement });
      expect(canvasElement.childElementCount).toBeGreaterThan(0);
      const text = canvasElement.textContent ?? '';
      if (Story.parameters.expectErrorPage === true) {
        // React logs the error its boundary caught; that log is the point of such a story.
        expect(text).toContain(ERROR_PAGE_TEXT);
      } else {
        expect(text).not.toContain(ERROR_PAGE_TEXT);
        expect(consoleErrors).toEqual([]);
      }
    } finally {
      // Portable stories unmount a story only when the next one runs: the suite's last story would stay mounted, and
      // its requests would render into the torn-down jsdom — a late console error that fails the run with every test
      // passed. Storybook's React renderer keeps its roots by element; unmounting here is what its cleanup does.
      unmountElement(canvasElement);
      canvasElement.remove();
    }
  });
});
