/**
 * A prerendered page shows its buttons before the app has hydrated them; until then a tap on one had no handler and
 * was lost (on a slow phone for seconds). The page's head script records such taps, the app replays them once it runs.
 *
 * Recorded: buttons inside `#root` that are not disabled, each once in the order first tapped (a visitor who taps
 * „In den Warenkorb“ three times because nothing happened wants one seat). A recorded tap is kept from submitting its
 * form natively. Links need nothing: they navigate without JavaScript.
 */

import { SWAP_ATTRIBUTE } from '../layouts/headerMenu/types';

/** The global the head script leaves its `take` function in, for `takeEarlyClicks`. */
const TAKE_GLOBAL = '__takeEarlyClicks';

/** Runs in the page's head, before the body is parsed. */
export const EARLY_CLICKS_SCRIPT =
  `(function(){var q=[];function r(e){var b=e.target instanceof Element&&e.target.closest('button');` +
  `if(!b||b.disabled||!b.closest('#root'))return;e.preventDefault();if(q.indexOf(b)<0)q.push(b)}` +
  `document.addEventListener('click',r,true);` +
  `window.${TAKE_GLOBAL}=function(){document.removeEventListener('click',r,true);return q.splice(0)}})()`;

/**
 * Stops recording and returns the buttons tapped so far. Called right before React attaches its own listeners
 * (`hydrateRoot`), so that a tap is either recorded here or handled by React, never both.
 */
export function takeEarlyClicks(): HTMLButtonElement[] {
  const take: unknown = Reflect.get(window, TAKE_GLOBAL);
  Reflect.deleteProperty(window, TAKE_GLOBAL);
  return typeof take === 'function' ? (take() as HTMLButtonElement[]) : [];
}

/** Clicks the recorded buttons that are still on the page and enabled (hydration keeps the prerendered elements). */
export function replayClicks(buttons: readonly HTMLButtonElement[]): void {
  for (const button of buttons) {
    if (button.isConnected && !button.disabled) button.click();
  }
}

/**
 * Replays at once the recorded buttons of markup that is swapped for its enhanced version on the user's first intent
 * (`data-swap`: the header menu, see `onFirstIntent`) and returns the others, which wait for the sagas. Called as soon
 * as React has hydrated: a keyboard user who tabbed to `Seminare` and pressed Enter early has the focus there, so the
 * menu is swapped right after hydration and the recorded button leaves the page. Opening the menu needs React only.
 */
export function replaySwappedClicks(buttons: readonly HTMLButtonElement[]): HTMLButtonElement[] {
  const swapped = buttons.filter((button) => button.closest(`[${SWAP_ATTRIBUTE}]`));
  replayClicks(swapped);
  return buttons.filter((button) => !swapped.includes(button));
}
