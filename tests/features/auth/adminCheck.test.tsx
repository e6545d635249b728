import { act, screen, waitFor } from '@testing-library/react';
import { ADMIN_STATUS_CACHE_MS } from '@/config/constants';
import { adminPageEntered } from '@/features/auth';
import { paths } from '@/config/paths';
import { renderApp } from '../../utils/renderApp';
import { recordRequests, signInAs } from '../../utils/session';

describe('admin role check (docs/states.md)', () => {
  afterEach(() => jest.useRealTimers());

  it('asks has_role with the user id and role admin, then caches the answer for 5 minutes', async () => {
    await signInAs('admin');
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const hasRole = recordRequests('/rpc/has_role');
    const { store } = renderApp(paths.adminDashboard);
    expect(await screen.findByRole('heading', { level: 1, name: 'Übersicht' })).toBeInTheDocument();
    expect(hasRole.count()).toBe(1);
    const userId = store.getState().auth.user!.id;
    expect(hasRole.json()).toEqual({ _user_id: userId, _role: 'admin' });
    const firstCheck = store.getState().auth.adminCache[userId]!.checkedAt;

    // Inside the 5 minutes: answered from the cache, no second RPC.
    await act(() => jest.advanceTimersByTimeAsync(ADMIN_STATUS_CACHE_MS - 1000));
    act(() => {
      store.dispatch(adminPageEntered());
    });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(hasRole.count()).toBe(1);
    expect(store.getState().auth.adminStatus).toBe(true);

    // After 5 minutes: asked again.
    await act(() => jest.advanceTimersByTimeAsync(2000));
    act(() => {
      store.dispatch(adminPageEntered());
    });
    await waitFor(() => expect(hasRole.count()).toBe(2));
    await waitFor(() =>
      expect(store.getState().auth.adminCache[userId]!.checkedAt - firstCheck).toBeGreaterThanOrEqual(
        ADMIN_STATUS_CACHE_MS,
      ),
    );
    expect(store.getState().auth.adminStatus).toBe(true);
  });

  it('a customer is not admin', async () => {
    await signInAs('customer');
    const { store } = renderApp(paths.home);
    await waitFor(() => expect(store.getState().auth.adminStatus).toBe(false));
  });
});
