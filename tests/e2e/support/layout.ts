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
      const style = getComputedStyle(child);
      // A child that floats outside the row (the chat button beside the page's column on a wide window) is not in it.
      return rect.width > 1 && rect.height > 1 && style.display !== 'none' && style.position !== 'fixed';
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

/** The widths every page is checked at (issue 29): phones, a tablet, laptops and a desktop. */
export const LAYOUT_WIDTHS = [360, 390, 768, 1280, 1366, 1920] as const;

/** The page's main actions: a floating element must not cover them when they are scrolled to the middle. */
const MAIN_ACTION_NAMES = ['In den Warenkorb', 'Zahlungspflichtig bestellen', 'Weiter'];

/**
 * Everything wrong with the rendered page at the current viewport, as readable lines naming each element (tag,
 * accessible name, rect): sideways overflow, overlapping controls, a floating element (chat launcher, toast, banner)
 * over a control in the first screen or over the main action scrolled to the middle, and clipped control text.
 */
export interface LayoutOptions {
  /**
   * A prompt that waits for the visitor's decision and may lie over the page until then (the consent banner): its own
   * controls are checked like any others, and nothing may cover them; the page beneath it is out of reach by design,
   * except a main action in a sticky layer (the seminar page's `In den Warenkorb`), which it must leave free. A CSS
   * selector.
   */
  promptAwaitingDecision?: string;
}

export async function layoutProblems(page: Page, options: LayoutOptions = {}): Promise<string[]> {
  // Layout settles after a resize (media queries, ResizeObserver-driven components) within a couple of frames.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        // A page in the background gets no frames: never wait for them forever.
        setTimeout(resolve, 500);
      }),
  );
  return page.evaluate(
    ({ mainActionNames, promptSelector }) => {
      const prompt = promptSelector ? document.querySelector(promptSelector) : null;
      const problems: string[] = [];
      // The first screen, as a visitor arriving sees it.
      window.scrollTo({ left: 0, top: 0, behavior: 'instant' });
      const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]';

      const accessibleName = (element: Element): string => {
        const labelledBy = element.getAttribute('aria-labelledby');
        const fromIds = labelledBy
          ?.split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ');
        const labels =
          element instanceof HTMLInputElement ||
          element instanceof HTMLSelectElement ||
          element instanceof HTMLTextAreaElement
            ? Array.from(element.labels ?? [])
                .map((label) => label.textContent ?? '')
                .join(' ')
            : '';
        const name =
          element.getAttribute('aria-label') ||
          fromIds ||
          labels ||
          (element as HTMLElement).innerText ||
          element.textContent ||
          element.getAttribute('title') ||
          element.querySelector('img')?.getAttribute('alt') ||
          element.getAttribute('placeholder') ||
          '';
        return name.replace(/\s+/g, ' ').trim().slice(0, 50);
      };
      const rectText = (rect: DOMRect) =>
        `@${Math.round(rect.left)},${Math.round(rect.top)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
      const describe = (element: Element) =>
        `<${element.tagName.toLowerCase()}> "${accessibleName(element)}" ${rectText(element.getBoundingClientRect())}`;

      const isShown = (element: Element): boolean => {
        const rect = element.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) return false;
        if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
        if (element.closest('[aria-hidden="true"], [hidden], [inert]')) return false;
        // Clipped away entirely by an ancestor (a visually hidden skip link, a collapsed panel).
        for (let parent: HTMLElement | null = element as HTMLElement; parent; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.clipPath !== 'none' || (style.clip !== 'auto' && style.position === 'absolute')) {
            const clip = parent.getBoundingClientRect();
            if (clip.width <= 1 || clip.height <= 1) return false;
          }
          if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
            const box = parent.getBoundingClientRect();
            if (rect.right <= box.left || rect.left >= box.right || rect.bottom <= box.top || rect.top >= box.bottom) {
              return false;
            }
          }
        }
        return true;
      };

      const header = document.querySelector('header');
      /** The floating layer an element belongs to: a fixed or sticky ancestor other than the page header itself. */
      const floatingAncestor = (element: Element | null): HTMLElement | null => {
        for (let node = element as HTMLElement | null; node; node = node.parentElement) {
          const position = getComputedStyle(node).position;
          // The page header is sticky by design; something fixed inside it (the chat button on a wide window) floats.
          if ((position === 'fixed' || position === 'sticky') && node !== header) return node;
        }
        return null;
      };

      // 1. Wider than the screen.
      const { scrollWidth } = document.documentElement;
      if (scrollWidth > innerWidth) {
        const widest = Array.from(document.body.querySelectorAll<HTMLElement>('*'))
          .filter((element) => element.getBoundingClientRect().right > innerWidth + 1 && isShown(element))
          // The innermost culprits: an element none of whose children also sticks out.
          .filter(
            (element) =>
              !Array.from(element.children).some((child) => child.getBoundingClientRect().right > innerWidth + 1),
          )
          .slice(0, 5);
        problems.push(
          `the page is ${scrollWidth} px wide in a ${innerWidth} px window; sticking out: ${widest.map(describe).join(', ')}`,
        );
      }

      const controls = Array.from(document.querySelectorAll<HTMLElement>(CONTROLS)).filter(isShown);

      // 2. Two visible controls overlap (one inside the other is a composition, not an overlap).
      const rects = controls.map((control) => control.getBoundingClientRect());
      for (let i = 0; i < controls.length; i += 1) {
        for (let j = i + 1; j < controls.length; j += 1) {
          const [a, b] = [rects[i]!, rects[j]!];
          const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (overlapX <= 1 || overlapY <= 1) continue;
          if (controls[i]!.contains(controls[j]!) || controls[j]!.contains(controls[i]!)) continue;
          // A control of a floating layer over one of the page is the floating check's business (below).
          if (floatingAncestor(controls[i]!) !== floatingAncestor(controls[j]!)) continue;
          // A control's own label wraps it (a radio inside its label): one target, not two.
          const labelOf = (control: HTMLElement) =>
            control instanceof HTMLInputElement ? Array.from(control.labels ?? []) : [];
          if (labelOf(controls[i]!).some((label) => label.contains(controls[j]!))) continue;
          if (labelOf(controls[j]!).some((label) => label.contains(controls[i]!))) continue;
          problems.push(`${describe(controls[i]!)} overlaps ${describe(controls[j]!)}`);
        }
      }

      /**
       * The part of the window where `element` can be seen: cut by every ancestor that clips its overflow (a dialog
       * that scrolls its content). What it scrolls out of sight is hidden there, not covered.
       */
      const visibleArea = (element: Element) => {
        const area = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          // The document's own scrolling is the window's.
          if (parent === document.body || parent === document.documentElement) break;
          const style = getComputedStyle(parent);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const box = parent.getBoundingClientRect();
          area.left = Math.max(area.left, box.left);
          area.top = Math.max(area.top, box.top);
          area.right = Math.min(area.right, box.right);
          area.bottom = Math.min(area.bottom, box.bottom);
        }
        return area;
      };

      /** The floating element that covers `control` at its centre or a corner, if any. */
      const coveredBy = (control: HTMLElement): HTMLElement | null => {
        const own = floatingAncestor(control);
        const rect = control.getBoundingClientRect();
        const inset = Math.min(2, rect.width / 4, rect.height / 4);
        const points: Array<[number, number]> = [
          [rect.left + rect.width / 2, rect.top + rect.height / 2],
          [rect.left + inset, rect.top + inset],
          [rect.right - inset, rect.top + inset],
          [rect.left + inset, rect.bottom - inset],
          [rect.right - inset, rect.bottom - inset],
        ];
        const area = visibleArea(control);
        for (const [x, y] of points) {
          if (x < area.left || y < area.top || x >= area.right || y >= area.bottom) continue;
          const hit = document.elementFromPoint(x, y);
          if (!hit || control.contains(hit) || hit.contains(control)) continue;
          const floating = floatingAncestor(hit);
          if (floating && floating !== own && !floating.contains(control)) return floating;
        }
        return null;
      };
      const floatingName = (floating: HTMLElement) => {
        const named = floating.matches('[aria-label], [role]')
          ? floating
          : floating.querySelector('[aria-label], [role]');
        return `<${floating.tagName.toLowerCase()}> "${named ? accessibleName(named) : accessibleName(floating)}"`;
      };

      /** A page's main action: a form's submit button, `In den Warenkorb`, `Weiter` (3a and 3b). */
      const isMainAction = (control: HTMLElement): boolean =>
        !(header && header.contains(control)) &&
        ((control instanceof HTMLButtonElement &&
          control.type === 'submit' &&
          control.form !== null &&
          !control.closest('header, [role="dialog"], [role="search"]')) ||
          mainActionNames.some((name) => accessibleName(control).startsWith(name)));
      const mainActions = controls.filter((control) => !floatingAncestor(control) && isMainAction(control));

      // 3a. A floating element over a control in the first screen. A prompt awaiting a decision (the consent banner)
      // may lie over the page's foot, but never over a main action of a sticky layer, which scrolling does not free
      // (issue 29: the seminar page's booking box and its `In den Warenkorb` at 1366 × 900).
      const scroll = { x: scrollX, y: scrollY };
      for (const control of controls) {
        const rect = control.getBoundingClientRect();
        if (rect.top >= innerHeight || rect.bottom <= 0) continue;
        const floating = coveredBy(control);
        const stickyMainAction = floatingAncestor(control) !== null && isMainAction(control);
        if (floating && prompt && floating.contains(prompt) && !stickyMainAction) continue;
        if (floating) problems.push(`${floatingName(floating)} covers ${describe(control)} in the first screen`);
      }

      // 3b. … or over the page's main action scrolled to the middle of the screen.
      for (const action of mainActions) {
        action.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
        const floating = coveredBy(action);
        if (floating) problems.push(`${floatingName(floating)} covers the main action ${describe(action)}`);
      }
      window.scrollTo({ left: scroll.x, top: scroll.y, behavior: 'instant' });

      // 4. Clipped control text: cut off by overflow, or running outside the control's box.
      for (const control of controls) {
        if (
          control instanceof HTMLInputElement ||
          control instanceof HTMLSelectElement ||
          control instanceof HTMLTextAreaElement
        ) {
          continue;
        }
        const style = getComputedStyle(control);
        const clips = /hidden|clip/.test(style.overflowX) || /hidden|clip/.test(style.overflowY);
        if (clips) {
          if (control.scrollWidth > control.clientWidth + 1 || control.scrollHeight > control.clientHeight + 1) {
            problems.push(
              `${describe(control)} clips its text (${control.scrollWidth}×${control.scrollHeight} in ${control.clientWidth}×${control.clientHeight})`,
            );
          }
          continue;
        }
        // The text a visitor sees: text nodes whose element is shown (not a visually hidden name or a closed part).
        const box = control.getBoundingClientRect();
        const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!(node.textContent ?? '').trim() || !node.parentElement || !isShown(node.parentElement)) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const text = range.getBoundingClientRect();
          if (
            text.width > 0 &&
            (text.left < box.left - 1 ||
              text.right > box.right + 1 ||
              text.top < box.top - 1 ||
              text.bottom > box.bottom + 1)
          ) {
            problems.push(`${describe(control)}: its text runs outside its box (text ${rectText(text)})`);
            break;
          }
        }
      }
      return problems;
    },
    { mainActionNames: MAIN_ACTION_NAMES, promptSelector: options.promptAwaitingDecision ?? null },
  );
}
