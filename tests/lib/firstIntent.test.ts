import { onFirstIntent } from '@/lib/firstIntent';

/** A pointer event as the browser sends it. */
function pointer(type: 'pointerover' | 'pointermove', target: Element, pointerType: string) {
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType }));
}

describe('onFirstIntent (one set of listeners on the document for every marked element)', () => {
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

  it('answers the first mouse pointer over the element or anything inside it, once, and no other element', () => {
    const onFirst = jest.fn();
    const onSecond = jest.fn();
    onFirstIntent('data-intent-test', 'first', onFirst);
    onFirstIntent('data-intent-test', 'second', onSecond);
    pointer('pointerover', second.firstElementChild!, 'mouse');
    pointer('pointerover', second, 'mouse');
    expect(onSecond).toHaveBeenCalledTimes(1);
    expect(onFirst).not.toHaveBeenCalled();
  });

  it('answers a mouse pointer that moves on the element (one resting there when the element registered)', () => {
    const onFirst = jest.fn();
    onFirstIntent('data-intent-test', 'first', onFirst);
    pointer('pointermove', first, 'mouse');
    expect(onFirst).toHaveBeenCalledTimes(1);
  });

  it('ignores touch and pen: their events come right before the click a swap would take away', () => {
    const onFirst = jest.fn();
    onFirstIntent('data-intent-test', 'first', onFirst);
    pointer('pointerover', first, 'touch');
    pointer('pointermove', first, 'pen');
    expect(onFirst).not.toHaveBeenCalled();
  });

  it('answers keyboard focus moving to the element', () => {
    const onFirst = jest.fn();
    onFirstIntent('data-intent-test', 'first', onFirst);
    first.focus();
    expect(onFirst).toHaveBeenCalledTimes(1);
  });

  it('answers at once when the element already has the keyboard focus', () => {
    first.focus();
    const onFirst = jest.fn();
    onFirstIntent('data-intent-test', 'first', onFirst);
    expect(onFirst).toHaveBeenCalledTimes(1);
  });

  it('stops listening when told to', () => {
    const onFirst = jest.fn();
    const stop = onFirstIntent('data-intent-test', 'first', onFirst);
    stop();
    pointer('pointerover', first, 'mouse');
    first.focus();
    expect(onFirst).not.toHaveBeenCalled();
  });
});
