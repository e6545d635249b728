/**
 * Keyboard-only helpers: where the focus is, whether anything covers it (WCAG 2.4.11), and tabbing to a control.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export interface FocusReport {
  /** Tag, role and accessible-ish name of the focused element, for messages. */
  description: string;
  /** True when the element at the centre of the focused element is the element itself or inside it (or its label). */
  uncovered: boolean;
  /** The element found at that centre, for messages. */
  hit: string;
  inViewport: boolean;
}

/** Describes the focused element and checks, with elementFromPoint at its centre, that nothing is drawn over it. */
export function focusReport(page: Page): Promise<FocusReport> {
  return page.evaluate(() => {
    const describe = (element: Element | null) =>
      element
        ? `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> ${(
            element.getAttribute('aria-label') ??
            element.textContent ??
            ''
          )
            .trim()
            .slice(0, 60)}`
        : 'nothing';
    const focused = document.activeElement;
    if (!focused || focused === document.body) {
      return { description: 'body', uncovered: false, hit: 'n/a', inViewport: false };
    }
    // A link that wraps over two lines has two boxes: the centre of its first one is on its text.
    const rect = focused.getClientRects()[0] ?? focused.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const inViewport = x >= 0 && y >= 0 && x <= window.innerWidth && y <= window.innerHeight;
    const hit = document.elementFromPoint(x, y);
    const labels = focused instanceof HTMLInputElement ? Array.from(focused.labels ?? []) : [];
    const uncovered =
      hit !== null && (hit === focused || focused.contains(hit) || labels.some((label) => label.contains(hit)));
    return { description: describe(focused), uncovered, hit: describe(hit), inViewport };
  });
}

/** The focused element is in the window and nothing (banner, toast, launcher, menu) is drawn over its centre. */
export async function expectFocusUncovered(page: Page): Promise<void> {
  const report = await focusReport(page);
  expect(report.description, 'the focus was lost to <body>').not.toBe('body');
  expect(report.inViewport, `${report.description} is outside the window`).toBe(true);
  expect(report.uncovered, `${report.description} is covered by ${report.hit}`).toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `limit` times, checking at every stop that the
 * focus is visible and uncovered.
 */
export async function tabTo(page: Page, target: Locator, { back = false, limit = 60 } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      await expectFocusUncovered(page);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectFocusUncovered(page);
  }
  await expect(target, `not reached within ${limit} presses of ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

/** The route announcer: after a route change it says the new page's title. */
export function routeAnnouncement(page: Page) {
  return page.locator('[role="status"][aria-atomic="true"]');
}
