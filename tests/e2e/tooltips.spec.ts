import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** The seminar page with its dates, their seats-left badges and the price with its net/VAT breakdown. */
const SEMINAR_PAGE = '/berlin/seo-grundlagen';

/** The badge's focusable box (the tooltip's trigger), around the pill that holds the text. */
function seatsBadge(page: Page) {
  return page
    .getByText(/^(\d+ Plätze frei|Nur noch \d+ Pl(atz|ätze)|Ausgebucht)$/)
    .first()
    .locator('xpath=..');
}

/**
 * Records, on the page's own clock, when the pointer first moves and when a tooltip first appears. A loaded test
 * machine can stall the runner for hundreds of milliseconds between two steps, so "nothing after 300 ms" read from
 * the runner is a flake; the page's timestamps are not.
 */
async function watchTooltipDelay(page: Page) {
  await page.evaluate(() => {
    const times = { pointer: 0, tooltip: 0 };
    (window as unknown as { tooltipTimes: typeof times }).tooltipTimes = times;
    document.addEventListener('pointermove', (event) => (times.pointer ||= event.timeStamp), { capture: true });
    new MutationObserver(() => {
      if (!times.tooltip && document.querySelector('[role="tooltip"]')) times.tooltip = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  return async () => {
    const times = await page.evaluate(
      () => (window as unknown as { tooltipTimes: { pointer: number; tooltip: number } }).tooltipTimes,
    );
    expect(times.pointer).toBeGreaterThan(0);
    expect(times.tooltip).toBeGreaterThan(0);
    return times.tooltip - times.pointer;
  };
}

test.describe('tooltips (700 ms delay)', () => {
  test('hovering the seats-left badge shows the tooltip only after the delay', async ({ page, gotoApp }) => {
    await gotoApp(SEMINAR_PAGE);
    const badge = seatsBadge(page);
    await expect(badge).toBeVisible();
    const delay = await watchTooltipDelay(page);
    await badge.hover();
    await expect(page.getByRole('tooltip')).toContainText('Verbindlich reserviert wird ein Platz erst mit der Buchung');
    // Radix's timer starts at the pointer's arrival; a little slack for the timestamps' coarse resolution.
    expect(await delay()).toBeGreaterThanOrEqual(690);
  });

  test('the price breakdown shows net + VAT = gross on hover', async ({ page, gotoApp }) => {
    await gotoApp(SEMINAR_PAGE);
    const note = page.getByText(/^inkl\. 19 % MwSt\./).first();
    await expect(note).toBeVisible();
    const delay = await watchTooltipDelay(page);
    await note.hover();
    await expect(page.getByRole('tooltip')).toContainText(/netto \+ .* MwSt\. \(19 %\) = .* brutto/);
    expect(await delay()).toBeGreaterThanOrEqual(690);
  });

  test('keyboard focus shows the tooltip, Escape hides it', async ({ page, gotoApp }) => {
    await gotoApp(SEMINAR_PAGE);
    const badge = seatsBadge(page);
    // In view first: Radix closes a tooltip when its trigger scrolls, and focusing an element out of view scrolls it.
    await badge.scrollIntoViewIfNeeded();
    await expect(badge).toBeInViewport();
    await badge.focus();
    await expect(badge).toBeFocused();
    await expect(page.getByRole('tooltip')).toContainText('Verbindlich reserviert wird ein Platz erst mit der Buchung');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expect(badge).toBeFocused();
  });

  test.describe('used before their code has loaded', () => {
    /** Holds the tooltip chunk back until `release` is called: the page shows the triggers alone meanwhile. */
    async function holdTooltipCode(page: Page) {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.context().route(/\/js\/tooltip\.[^/]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      return release;
    }

    test('a badge hovered before the swap shows its tooltip after the delay, without the pointer moving', async ({
      page,
      gotoApp,
    }) => {
      const release = await holdTooltipCode(page);
      await gotoApp(SEMINAR_PAGE);
      const badge = seatsBadge(page);
      await badge.hover();
      await expect(badge).not.toHaveAttribute('data-state'); // still the trigger alone
      release();
      await expect(badge).toHaveAttribute('data-state', /open|closed/);
      await expect(page.getByRole('tooltip')).toContainText(
        'Verbindlich reserviert wird ein Platz erst mit der Buchung',
      );
    });

    test('a badge focused before the swap keeps the focus and shows its tooltip', async ({ page, gotoApp }) => {
      const release = await holdTooltipCode(page);
      await gotoApp(SEMINAR_PAGE);
      const badge = seatsBadge(page);
      await badge.scrollIntoViewIfNeeded();
      await badge.focus();
      await expect(badge).not.toHaveAttribute('data-state');
      release();
      await expect(page.getByRole('tooltip')).toContainText(
        'Verbindlich reserviert wird ein Platz erst mit der Buchung',
      );
      await expect(badge).toBeFocused();
    });
  });
});

test.describe('swapped to Radix when the user turns to them', () => {
  /** The page has loaded the tooltip code (it loads right after the first paint). */
  async function gotoWithTooltipCode(page: Page, gotoApp: (path: string) => Promise<unknown>) {
    const tooltipCode = page.waitForResponse(/\/js\/tooltip\.[^/]+\.js$/);
    await gotoApp(SEMINAR_PAGE);
    await tooltipCode;
  }

  test('with the code loaded, no trigger is swapped before the user turns to it; hovering swaps that one', async ({
    page,
    gotoApp,
  }) => {
    await gotoWithTooltipCode(page, gotoApp);
    // Radix's trigger carries data-state; the prerendered trigger alone does not.
    const swapped = page.locator('[data-tooltip-trigger][data-state]');
    await page.waitForTimeout(500);
    await expect(swapped).toHaveCount(0);
    const badge = seatsBadge(page);
    await badge.hover();
    await expect(badge).toHaveAttribute('data-state', /open|closed/);
    await expect(swapped).toHaveCount(1);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

    /** Requests for the Radix code of the tooltips and the header menu. */
    function radixCodeRequests(page: Page): string[] {
      const requests: string[] = [];
      page.on('request', (request) => {
        if (/\/js\/(tooltip|header-menu)\.[^/]+\.js$/.test(request.url())) requests.push(request.url());
      });
      return requests;
    }

    test('loads no Radix code, and a tap leaves the trigger as it is', async ({ page, gotoApp }) => {
      const radixCode = radixCodeRequests(page);
      await gotoApp(SEMINAR_PAGE);
      const badge = seatsBadge(page);
      await badge.scrollIntoViewIfNeeded();
      await badge.tap();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[data-tooltip-trigger][data-state]')).toHaveCount(0);
      // Radix serves a mouse and the keyboard; a touch screen keeps the plain markup, which works for touch.
      expect(radixCode).toEqual([]);
    });

    test("a keyboard's first focus on a trigger loads the code, swaps the trigger and shows its tip", async ({
      page,
      gotoApp,
    }) => {
      const radixCode = radixCodeRequests(page);
      await gotoApp(SEMINAR_PAGE);
      await page.waitForLoadState('networkidle');
      expect(radixCode).toEqual([]);
      const badge = seatsBadge(page);
      await badge.focus();
      await expect(badge).toHaveAttribute('data-state', /open/);
      await expect(badge).toBeFocused();
      await expect(page.getByRole('tooltip')).toBeVisible();
      expect(radixCode.some((url) => /\/js\/tooltip\./.test(url))).toBe(true);
    });
  });
});
