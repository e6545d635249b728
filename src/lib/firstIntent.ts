type IntentCallbacks = Map<string, () => void>;
const delegated = new Map<string, IntentCallbacks>();

/**
 * Calls `onIntent` once, the first time the user turns to the element marked `attribute="value"`: a mouse pointer over
 * it or moving on it, or the keyboard focus in it (also when it is already there). Returns a function that stops
 * listening. One set of listeners on the document serves every element marked with `attribute`, so a component
 * registers without looking its element up (a search of the document by attribute, one per tooltip, was a long task on
 * a phone).
 *
 * Components that enhance prerendered markup with heavier code (the header's Radix menu, Radix tooltips) swap it in
 * here rather than all at once after the first paint, where the swaps were long tasks on a phone. Touch does not count:
 * a touch's pointer and focus events come right before its click, and a swap then would replace the element the click
 * is meant for; the markup as prerendered works for touch already.
 */
export function onFirstIntent(attribute: string, value: string, onIntent: () => void): () => void {
  const active = document.activeElement;
  if (active?.closest(`[${attribute}]`)?.getAttribute(attribute) === value && isKeyboardFocus(active)) {
    onIntent();
    return () => undefined;
  }
  const registered = listenersFor(attribute);
  registered.set(value, onIntent);
  return () => {
    if (registered.get(value) === onIntent) registered.delete(value);
  };
}

/** The callbacks waiting on elements marked with `attribute`; the document's listeners for them, added once. */
function listenersFor(attribute: string): IntentCallbacks {
  const existing = delegated.get(attribute);
  if (existing) return existing;
  const registered: IntentCallbacks = new Map();
  delegated.set(attribute, registered);
  const listener = (event: Event) => {
    const key =
      event.target instanceof Element ? event.target.closest(`[${attribute}]`)?.getAttribute(attribute) : null;
    const callback = key == null ? undefined : registered.get(key);
    if (key == null || !callback || !isIntentEvent(event)) return;
    registered.delete(key);
    callback();
  };
  for (const type of ['pointerover', 'pointermove', 'focusin']) document.addEventListener(type, listener, true);
  return registered;
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
