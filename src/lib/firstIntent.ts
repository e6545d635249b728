/**
 * Calls `onIntent` once, the first time the user turns to `element`: a mouse pointer over it, or the keyboard focus in
 * it (also when it is already there). Returns a function that stops listening.
 *
 * Components that enhance prerendered markup with heavier code (the header's Radix menu, Radix tooltips) swap it in
 * here rather than all at once after the first paint, where the swaps were long tasks on a phone. Touch does not count:
 * a touch's pointer and focus events come right before its click, and a swap then would replace the element the click
 * is meant for; the markup as prerendered works for touch already.
 */
export function onFirstIntent(element: HTMLElement, onIntent: () => void): () => void {
  const isIntent = (event: Event): boolean => {
    if (event.type === 'focusin') return isKeyboardFocus(event.target);
    const pointerType = (event as Partial<PointerEvent>).pointerType;
    return pointerType !== 'touch' && pointerType !== 'pen';
  };
  const listener = (event: Event) => {
    if (!isIntent(event)) return;
    stop();
    onIntent();
  };
  const stop = () => {
    element.removeEventListener('pointerover', listener);
    element.removeEventListener('focusin', listener);
  };

  const active = element.ownerDocument.activeElement;
  if (element.matches(':hover') || (active && element.contains(active) && isKeyboardFocus(active))) {
    onIntent();
    return () => undefined;
  }
  element.addEventListener('pointerover', listener);
  element.addEventListener('focusin', listener);
  return stop;
}

/** A focus the browser shows as keyboard focus (a tap or click on a button focuses it without). */
function isKeyboardFocus(target: EventTarget | null): boolean {
  return target instanceof Element && target.matches(':focus-visible');
}
