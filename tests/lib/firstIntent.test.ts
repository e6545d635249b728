import { onFirstIntent, onFirstIntentOn } from '@/lib/firstIntent';

/** A pointer event as the browser sends it (jsdom has no PointerEvent). */
function pointerOver(target: Element, pointerType: string) {
  const event = new MouseEvent('pointerover', { bubbles: true });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  target.dispatchEvent(event);
}

describe('onFirstIntent', () => {
  let box: HTMLDivElement;
  let button: HTMLButtonElement;

  beforeEach(() => {
    box = document.createElement('div');
    button = document.createElement('button');
    box.append(button);
    document.body.append(box);
  });

  afterEach(() => box.remove());

  it('answers the first mouse pointer over the element or anything inside it, once', () => {
    const intent = jest.fn();
    onFirstIntent(box, intent);
    expect(intent).not.toHaveBeenCalled();
    pointerOver(button, 'mouse');
    pointerOver(button, 'mouse');
    expect(intent).toHaveBeenCalledTimes(1);
  });

  it('ignores touch and pen: their events come right before the click a swap would take away', () => {
    const intent = jest.fn();
    onFirstIntent(box, intent);
    pointerOver(button, 'touch');
    pointerOver(button, 'pen');
    expect(intent).not.toHaveBeenCalled();
  });

  it('answers keyboard focus moving inside', () => {
    const intent = jest.fn();
    onFirstIntent(box, intent);
    button.focus();
    expect(intent).toHaveBeenCalledTimes(1);
  });

  it('answers at once when the focus is already inside', () => {
    button.focus();
    const intent = jest.fn();
    onFirstIntent(box, intent);
    expect(intent).toHaveBeenCalledTimes(1);
  });

  it('stops listening when told to', () => {
    const intent = jest.fn();
    const stop = onFirstIntent(box, intent);
    stop();
    pointerOver(button, 'mouse');
    button.focus();
    expect(intent).not.toHaveBeenCalled();
  });
});

describe('onFirstIntentOn (one set of listeners on the document for every marked element)', () => {
  let first: HTMLButtonElement;
  let second: HTMLSpanElement;

  beforeEach(() => {
    first = document.createElement('button');
    first.dataset.intentTest = 'first';
    second = document.createElement('span');
    second.dataset.intentTest = 'second';
    second.append(document.createElement('b'));
    document.body.append(first, second);
  });

  afterEach(() => {
    first.remove();
    second.remove();
  });

  it('answers the element turned to, once, and no other', () => {
    const onFirst = jest.fn();
    const onSecond = jest.fn();
    onFirstIntentOn('data-intent-test', 'first', onFirst);
    onFirstIntentOn('data-intent-test', 'second', onSecond);
    pointerOver(second.firstElementChild!, 'mouse');
    pointerOver(second, 'mouse');
    expect(onSecond).toHaveBeenCalledTimes(1);
    expect(onFirst).not.toHaveBeenCalled();
    first.focus();
    expect(onFirst).toHaveBeenCalledTimes(1);
  });

  it('ignores touch, and a registration that was stopped', () => {
    const onFirst = jest.fn();
    const stop = onFirstIntentOn('data-intent-test', 'first', onFirst);
    pointerOver(first, 'touch');
    expect(onFirst).not.toHaveBeenCalled();
    stop();
    pointerOver(first, 'mouse');
    expect(onFirst).not.toHaveBeenCalled();
  });

  it('answers at once when the element already has the keyboard focus', () => {
    first.focus();
    const onFirst = jest.fn();
    onFirstIntentOn('data-intent-test', 'first', onFirst);
    expect(onFirst).toHaveBeenCalledTimes(1);
  });
});
