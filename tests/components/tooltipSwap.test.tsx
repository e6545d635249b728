import { act, render, screen } from '@testing-library/react';
import { Tooltip } from '@/components/Tooltip';
import { setHydrating } from '@/lib/hydration';

/**
 * A prerendered page's tooltips hydrate as their triggers alone (as the prerenderer rendered them) and swap to Radix
 * afterwards, one tooltip per task: mounted together, Radix's first effects re-rendered them all in one long task.
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

  /** Radix's trigger marks its element with data-state; the trigger alone has none. */
  const swapped = () =>
    triggers.filter((label) => screen.getByRole('button', { name: label }).hasAttribute('data-state'));

  afterEach(() => {
    setHydrating(false);
    jest.useRealTimers();
  });

  it('renders Radix at once outside hydration (Radix code already loaded)', () => {
    renderTooltips();
    expect(swapped()).toEqual(triggers);
  });

  it('hydrates as the trigger alone, then swaps one tooltip per task, keeping the trigger usable', async () => {
    jest.useFakeTimers();
    setHydrating(true);
    renderTooltips();
    setHydrating(false);
    expect(swapped()).toEqual([]);

    // The effects ask for the (loaded) Radix code; the first swap's task is then due.
    await act(async () => undefined);
    const afterEachTask: string[][] = [];
    for (let task = 0; task < triggers.length; task += 1) {
      // Runs the timers due now only: the next swap's timer is set once this swap is done.
      await act(async () => jest.runOnlyPendingTimers());
      afterEachTask.push(swapped());
    }
    expect(afterEachTask).toEqual([['Plätze'], ['Plätze', 'Preis'], triggers]);

    jest.useRealTimers();
    act(() => screen.getByRole('button', { name: 'Preis' }).focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Erklärung zu Preis');
  });

  it('passes the focus on when the focused trigger swaps, and shows its tip', async () => {
    jest.useFakeTimers();
    setHydrating(true);
    renderTooltips();
    setHydrating(false);
    act(() => screen.getByRole('button', { name: 'Termin' }).focus());

    await act(async () => undefined);
    for (let task = 0; task < triggers.length; task += 1) await act(async () => jest.runOnlyPendingTimers());
    expect(swapped()).toEqual(triggers);
    expect(screen.getByRole('button', { name: 'Termin' })).toHaveFocus();
    jest.useRealTimers();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Erklärung zu Termin');
  });
});
