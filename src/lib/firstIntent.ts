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
  const listener = (event: Event) => {
    if (!isIntentEvent(event)) return;
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

/** A mouse pointer's arrival or move, or keyboard focus. */
function isIntentEvent(event: Event): boolean {
  if (event.type === 'focusin') return isKeyboardFocus(event.target);
  const pointerType = (event as Partial<PointerEvent>).pointerType;
  return pointerType !== 'touch' && pointerType !== 'pen';
}

/** A focus the browser shows as keyboard focus (a tap or click on a button focuses it without). */
function isKeyboardFocus(target: EventTarget | null): boolean {
  return target instanceof Element && target.matches(':focus-visible');
}

type IntentCallbacks = Map<string, () => void>;
const delegated = new Map<string, IntentCallbacks>();

/**
 * As `onFirstIntent`, for the element marked `attribute="value"`, with one set of listeners on the document for all
 * elements marked with `attribute`: a page's tooltips register here without looking their elements up (a search of the
 * document by attribute, one per tooltip, was a long task on a phone). A pointer resting on the element when this is
 * called counts once it moves.
 */
export function onFirstIntentOn(attribute: string, value: string, onIntent: () => void): () => void {
  let callbacks = delegated.get(attribute);
  if (!callbacks) {
    const registered: IntentCallbacks = (callbacks = new Map());
    delegated.set(attribute, registered);
    const listener = (event: Event) => {
      const marked = event.target instanceof Element ? event.target.closest(`[${attribute}]`) : null;
      const callback = marked ? registered.get(marked.getAttribute(attribute) ?? '') : undefined;
      if (!marked || !callback || !isIntentEvent(event)) return;
      registered.delete(marked.getAttribute(attribute) ?? '');
      callback();
    };
    for (const type of ['pointerover', 'pointermove', 'focusin']) document.addEventListener(type, listener, true);
  }
  const active = document.activeElement;
  if (active?.closest(`[${attribute}]`)?.getAttribute(attribute) === value && isKeyboardFocus(active)) {
    onIntent();
    return () => undefined;
  }
  const registered = callbacks;
  registered.set(value, onIntent);
  return () => {
    if (registered.get(value) === onIntent) registered.delete(value);
  };
}
