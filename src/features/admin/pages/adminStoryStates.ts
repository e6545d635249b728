/**
 * The states every admin list screen shows the same way, as stories: the list request never answers (loading, never
 * an empty table) or is refused (a German message and a retry). Refused with 403: the query policy retries a 500
 * three times (1 + 2 + 4 s) before it shows the same state.
 */
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

/** The page's main landmark, once the lazy admin chunk has rendered it. */
export async function adminMain(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('main', {}, { timeout: 5000 }));
}

/** `table`'s list request never answers: the screen shows `loadingText` in a status, and no table. */
export function loadingStory(table: string, loadingText: string): { parameters: object; play: Play } {
  return {
    parameters: {
      msw: {
        handlers: {
          [table]: [
            http.get(`${DEMO_SUPABASE_URL}/rest/v1/${table}`, async () => {
              await delay('infinite');
              return HttpResponse.json([]);
            }),
          ],
        },
      },
    },
    play: async ({ canvasElement }) => {
      const page = await adminMain(canvasElement);
      await expect(
        (await page.findByText(loadingText, {}, { timeout: 5000 })).closest('[role="status"]'),
      ).not.toBeNull();
      await expect(page.queryByRole('table')).not.toBeInTheDocument();
    },
  };
}

/** `table`'s list request is refused: the German permission message with a working retry button. */
export function refusedStory(table: string): { parameters: object; play: Play } {
  return {
    parameters: {
      msw: {
        handlers: {
          [table]: [
            http.get(`${DEMO_SUPABASE_URL}/rest/v1/${table}`, () =>
              HttpResponse.json({ code: '42501', message: `permission denied for table ${table}` }, { status: 403 }),
            ),
          ],
        },
      },
    },
    play: async ({ canvasElement }) => {
      const page = await adminMain(canvasElement);
      const alert = await page.findByRole('alert', {}, { timeout: 5000 });
      await expect(alert).toHaveTextContent('Dafür fehlen Ihnen die Berechtigungen.');
      await expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
    },
  };
}
