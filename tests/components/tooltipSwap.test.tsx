import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from '@/components/Tooltip';
import { setHydrating } from '@/lib/hydration';

/**
 * A prerendered page's tooltips hydrate as their triggers alone (as the prerenderer rendered them). Each swaps to Radix
 * when the user first turns to its trigger (mouse over it, keyboard focus on it), not all after the first paint, where
 * the swaps were long tasks on a phone.
 */
describe('Tooltip after hydration', () => {
  const triggers = ['Plätze', 'Preis', 'Termin'];

  function renderTooltips() {
    render(
      <>
        {triggers.map((label) => (
          <Tooltip key={label} content={`Erklärung zu ${label}`}>
            <button type="button">{label}</button>
          </Tooltip>
        ))}
      </>,
    );
  }

  function renderHydrated() {
    setHydrating(true);
    renderTooltips();
    setHydrating(false);
  }

  /** Radix's trigger marks its element with data-state; the trigger alone has none. */
  const swapped = () =>
    triggers.filter((label) => screen.getByRole('button', { name: label }).hasAttribute('data-state'));

  afterEach(() => setHydrating(false));

  it('renders Radix at once outside hydration (Radix code already loaded)', () => {
    renderTooltips();
    expect(swapped()).toEqual(triggers);
  });

  it('hydrates as the triggers alone and stays so until the user turns to one', async () => {
    renderHydrated();
    // The code is loaded (jest.setup preloads it) and every effect and timer has run: still no swap.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(swapped()).toEqual([]);
  });

  it('swaps the trigger the mouse moves over, and only that one; its tip opens after the delay', async () => {
    const user = userEvent.setup();
    renderHydrated();
    await user.hover(screen.getByRole('button', { name: 'Preis' }));
    expect(swapped()).toEqual(['Preis']);
    expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent('Erklärung zu Preis');
  });

  it('swaps the trigger the keyboard focus moves to, keeps the focus on it and shows its tip', async () => {
    const user = userEvent.setup();
    renderHydrated();
    await user.tab();
    await user.tab();
    const preis = screen.getByRole('button', { name: 'Preis' });
    expect(preis).toHaveFocus();
    expect(swapped()).toEqual(['Plätze', 'Preis']);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Erklärung zu Preis');
  });
});
