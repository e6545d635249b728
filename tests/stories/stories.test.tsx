/**
 * Every story of `src/**\/*.stories.tsx` runs here as a test, with no extra work per story: composed with the project
 * annotations, its MSW overrides installed on the node server, rendered and its play function run (`Story.run()`).
 * A story then has to show something and must not land on the error page, unless it says so with
 * `parameters.expectErrorPage: true`. Nor may React or the app log an error while it runs (an unhandled request,
 * an act() warning, a failed saga all end up there).
 */
import fs from 'node:fs';
import path from 'node:path';
import { composeStories } from '@storybook/react';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { server } from '../../mocks/node';
import { annotations, storyHandlers } from './storyTestSetup';

type StoryModule = Parameters<typeof composeStories>[0];

const srcDir = path.resolve(__dirname, '../../src');
const storyFiles = fs
  .readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.stories\.tsx?$/.test(file))
  .map((file) => file.split(path.sep).join('/'))
  .sort();

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

it('finds the stories', () => {
  expect(storyFiles.length).toBeGreaterThan(0);
});

describe.each(storyFiles)('%s', (file) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- collected at test-collection time
  const stories = Object.entries(composeStories(require(path.join(srcDir, file)) as StoryModule)) as Array<
    [name: string, Story: ComposedStoryFn]
  >;

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
      canvasElement.remove();
    }
  });
});
