import { act, screen, within } from '@testing-library/react';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@/config/constants';
import { selectToasts, toastShown } from '@/features/toasts';
import { renderApp } from '../../utils/renderApp';

describe('toasts', () => {
  // The saga resumes on a promise after its timer fires, so time is advanced with the async variant.
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function region() {
    return within(screen.getByRole('region', { name: 'Meldungen' }));
  }

  it('shows a toast for 4 seconds in a polite live region', async () => {
    const { store } = renderApp('/', { userEventOptions: { advanceTimers: jest.advanceTimersByTime } });
    act(() => {
      store.dispatch(toastShown({ title: 'Zum Warenkorb hinzugefügt', variant: 'success' }));
    });
    expect(region().getByText('Zum Warenkorb hinzugefügt')).toBeInTheDocument();
    expect(region().getByRole('status')).toHaveAttribute('aria-live', 'polite');

    await act(() => jest.advanceTimersByTimeAsync(TOAST_DURATION_MS - 1));
    expect(region().getByText('Zum Warenkorb hinzugefügt')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(region().queryByText('Zum Warenkorb hinzugefügt')).not.toBeInTheDocument();
    expect(selectToasts(store.getState())).toEqual([]);
  });

  it('shows at most 3 at a time: a fourth pushes out the oldest', async () => {
    const { store, started } = renderApp('/');
    await started();
    expect(TOAST_LIMIT).toBe(3);
    act(() => {
      for (const title of ['Erste', 'Zweite', 'Dritte', 'Vierte']) store.dispatch(toastShown({ title }));
    });
    expect(region().queryByText('Erste')).not.toBeInTheDocument();
    expect(
      region()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Zweite'),
      expect.stringContaining('Dritte'),
      expect.stringContaining('Vierte'),
    ]);
  });

  it('expires each toast 4 s after it was shown, not after the last one', async () => {
    const { store } = renderApp('/');
    act(() => {
      store.dispatch(toastShown({ title: 'Früh' }));
    });
    await act(() => jest.advanceTimersByTimeAsync(2000));
    act(() => {
      store.dispatch(toastShown({ title: 'Spät' }));
    });
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(region().queryByText('Früh')).not.toBeInTheDocument();
    expect(region().getByText('Spät')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(region().queryByText('Spät')).not.toBeInTheDocument();
  });

  it('can be closed before it expires', async () => {
    const { store, user, started } = renderApp('/', {
      userEventOptions: { advanceTimers: jest.advanceTimersByTime },
    });
    await started();
    act(() => {
      store.dispatch(toastShown({ title: 'Gespeichert' }));
    });
    await user.click(region().getByRole('button', { name: 'Benachrichtigung schließen' }));
    expect(region().queryByText('Gespeichert')).not.toBeInTheDocument();
  });
});

describe('toasts wait for the reader (WCAG 2.2.1)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function region() {
    return within(screen.getByRole('region', { name: 'Meldungen' }));
  }

  it('pauses while hovered and runs the rest of its 4 s after the pointer leaves', async () => {
    const { store, user } = renderApp('/', { userEventOptions: { advanceTimers: jest.advanceTimersByTime } });
    act(() => {
      store.dispatch(toastShown({ title: 'Zum Warenkorb hinzugefügt', variant: 'success' }));
    });
    await act(() => jest.advanceTimersByTimeAsync(1000));
    await user.hover(region().getByText('Zum Warenkorb hinzugefügt'));
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(region().getByText('Zum Warenkorb hinzugefügt')).toBeInTheDocument();

    await user.unhover(region().getByText('Zum Warenkorb hinzugefügt'));
    await act(() => jest.advanceTimersByTimeAsync(TOAST_DURATION_MS - 1000 - 1));
    expect(region().getByText('Zum Warenkorb hinzugefügt')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(region().queryByText('Zum Warenkorb hinzugefügt')).not.toBeInTheDocument();
  });

  it('pauses while its close button has the focus', async () => {
    const { store } = renderApp('/');
    act(() => {
      store.dispatch(toastShown({ title: 'Gespeichert' }));
    });
    act(() => region().getByRole('button', { name: 'Benachrichtigung schließen' }).focus());
    await act(() => jest.advanceTimersByTimeAsync(TOAST_DURATION_MS * 3));
    expect(region().getByText('Gespeichert')).toBeInTheDocument();

    act(() => region().getByRole('button', { name: 'Benachrichtigung schließen' }).blur());
    await act(() => jest.advanceTimersByTimeAsync(TOAST_DURATION_MS));
    expect(region().queryByText('Gespeichert')).not.toBeInTheDocument();
  });

  it('keeps an error toast until it is closed', async () => {
    const { store, user } = renderApp('/', { userEventOptions: { advanceTimers: jest.advanceTimersByTime } });
    act(() => {
      store.dispatch(toastShown({ title: 'Das hat nicht geklappt', variant: 'error' }));
      store.dispatch(toastShown({ title: 'Hinweis', variant: 'info' }));
    });
    await act(() => jest.advanceTimersByTimeAsync(TOAST_DURATION_MS * 10));
    expect(region().getByText('Das hat nicht geklappt')).toBeInTheDocument();
    expect(region().queryByText('Hinweis')).not.toBeInTheDocument();

    await user.click(region().getByRole('button', { name: 'Benachrichtigung schließen' }));
    expect(region().queryByText('Das hat nicht geklappt')).not.toBeInTheDocument();
  });
});
