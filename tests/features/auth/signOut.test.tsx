import { screen, waitFor } from '@testing-library/react';
import { paths } from '@/config/paths';
import { renderApp } from '../../utils/renderApp';
import { signInAs } from '../../utils/session';

describe('sign out (docs/states.md)', () => {
  it('clears the profile, the admin flag and the admin caches, and leaves the admin area', async () => {
    await signInAs('admin');
    const { user, store, location } = renderApp(paths.adminDashboard);
    expect(await screen.findByRole('heading', { level: 1, name: 'Übersicht' })).toBeInTheDocument();
    await waitFor(() => expect(store.getState().auth.profile).not.toBeNull());
    expect(store.getState().auth.adminStatus).toBe(true);
    expect(Object.keys(store.getState().auth.adminCache)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Abmelden' }));

    await waitFor(() => expect(store.getState().auth.status).toBe('signedOut'));
    const auth = store.getState().auth;
    expect(auth.profile).toBeNull();
    expect(auth.user).toBeNull();
    expect(auth.adminStatus).toBe('unknown');
    expect(auth.adminCache).toEqual({});
    await waitFor(() => expect(location().pathname).toBe(paths.adminLogin));
    expect(Object.keys(localStorage).filter((key) => key.startsWith('sb-'))).toEqual([]);
    expect(await screen.findByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
  });
});
