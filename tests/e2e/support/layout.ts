/** Screenshot-free layout checks: sideways overflow, tap target sizes, and a one-row header. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Smallest tap target on a phone (WCAG 2.5.5, DESIGN mobile first): 44 × 44 CSS px. */
export const TAP_TARGET_PX = 44;

export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${page.url()} is ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(
    innerWidth,
  );
}

/**
 * Every visible control is at least 44 × 44 px. A link inside running text is exempt (WCAG's inline exception), and a
 * radio button or checkbox counts together with its label, which is part of its target.
 */
export async function smallTapTargets(page: Page, minimum = TAP_TARGET_PX): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex="0"]',
    );
    const small: string[] = [];
    for (const control of controls) {
      const style = getComputedStyle(control);
      let rect = control.getBoundingClientRect();
      // Not shown (a closed menu, a visually hidden skip link until it is focused).
      if (rect.width <= 1 || rect.height <= 1 || style.visibility === 'hidden') continue;
      if (control.closest('[aria-hidden="true"], [hidden], [inert]')) continue;
      if (control.tagName === 'A' && style.display === 'inline') {
        const block = control.parentElement?.closest('p, li, dd, td, figcaption, label, blockquote, address, div');
        const ownText = (control.textContent ?? '').trim();
        const blockText = (block?.textContent ?? '').trim();
        if (blockText.length > ownText.length) continue;
      }
      if (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')) {
        for (const label of control.labels ?? []) {
          const labelRect = label.getBoundingClientRect();
          const left = Math.min(rect.left, labelRect.left);
          const top = Math.min(rect.top, labelRect.top);
          rect = new DOMRect(
            left,
            top,
            Math.max(rect.right, labelRect.right) - left,
            Math.max(rect.bottom, labelRect.bottom) - top,
          );
        }
      }
      if (rect.width + 0.5 < min || rect.height + 0.5 < min) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
        small.push(`<${control.tagName.toLowerCase()}> "${name}" ${Math.round(rect.width)}×${Math.round(rect.height)}`);
      }
    }
    return small;
  }, minimum);
}

/** The header's bar: every visible item on the same row, and the header no taller than one row. */
export async function headerRows(page: Page): Promise<{ height: number; rows: number; items: string[] }> {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const bar = header.firstElementChild!;
    const items = Array.from(bar.children).filter((child) => {
      const rect = child.getBoundingClientRect();
      return rect.width > 1 && rect.height > 1 && getComputedStyle(child).display !== 'none';
    });
    const rowTops: number[] = [];
    for (const item of items) {
      const rect = item.getBoundingClientRect();
      const centre = rect.top + rect.height / 2;
      if (!rowTops.some((top) => Math.abs(top - centre) < 12)) rowTops.push(centre);
    }
    return {
      height: header.getBoundingClientRect().height,
      rows: rowTops.length,
      items: items.map((item) => `${item.tagName.toLowerCase()} "${(item.textContent ?? '').trim().slice(0, 30)}"`),
    };
  });
}
