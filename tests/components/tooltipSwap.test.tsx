import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from '@/components/Tooltip';

/**
 * A prerendered page's tooltips hydrate as their triggers alone (as the prerenderer rendered them). Each swaps to Radix
 * when the user first turns to its trigger (mouse over it, keyboard focus on it), not all after the first paint, where
 * the swaps were long tasks on a phone.
 */
describe('Tooltip after hydration', () => {
  const triggers = ['Plätze', 'Preis', 'Termin'];

  const tooltips = (TooltipComponent: typeof Tooltip = Tooltip) => (
    <>
      {triggers.map((label) => (
        <TooltipComponent key={label} content={`Erklärung zu ${label}`}>
          <button type="button">{label}</button>
        </TooltipComponent>
      ))}
    </>
  );

  const renderTooltips = () => render(tooltips());

  /** The markup as the prerenderer writes it: rendered to a string by a Tooltip module whose Radix code never loaded. */
  async function prerenderedMarkup(): Promise<string> {
    let markup = '';
    await jest.isolateModulesAsync(async () => {
      const { renderToString } = await import('react-dom/server');
      const fresh = await import('@/components/Tooltip');
      markup = renderToString(tooltips(fresh.Tooltip));
    });
    return markup;
  }

  /**
   * Hydrates the prerendered markup, with the Radix code already loaded (jest.setup preloads it). On a phone, a part of
   * the page loaded lazily hydrates after the tooltip's code has arrived: that is this case.
   */
  async function renderHydrated() {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = await prerenderedMarkup();
    render(tooltips(), { container, hydrate: true });
  }

  /** Radix's trigger marks its element with data-state; the trigger alone has none. */
  const swapped = () =>
    triggers.filter((label) => screen.getByRole('button', { name: label }).hasAttribute('data-state'));

  it('renders Radix at once outside hydration (Radix code already loaded)', () => {
    renderTooltips();
    expect(swapped()).toEqual(triggers);
  });

  it('hydrates as the triggers alone and stays so until the user turns to one', async () => {
    await renderHydrated();
    // Every effect and timer has run: still no swap.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(swapped()).toEqual([]);
  });

  it('swaps the trigger the mouse moves over, and only that one; its tip opens after the delay', async () => {
    const user = userEvent.setup();
    await renderHydrated();
    await user.hover(screen.getByRole('button', { name: 'Preis' }));
    expect(swapped()).toEqual(['Preis']);
    expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent('Erklärung zu Preis');
  });

  it('swaps the trigger the keyboard focus moves to, keeps the focus on it and shows its tip', async () => {
    const user = userEvent.setup();
    await renderHydrated();
    await user.tab();
    await user.tab();
    const preis = screen.getByRole('button', { name: 'Preis' });
    expect(preis).toHaveFocus();
    expect(swapped()).toEqual(['Plätze', 'Preis']);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Erklärung zu Preis');
  });
});
