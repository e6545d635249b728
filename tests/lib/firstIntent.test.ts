import { onFirstIntent } from '@/lib/firstIntent';

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
