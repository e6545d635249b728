/**
 * The header re-renders only when what it shows changes. A guest's session check ending (`loading` → `signedOut`)
 * changes nothing it shows; re-rendered then, the header and every link of its menu were a long task after a page's
 * start on a phone.
 */
import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from '@/app/createAppStore';
import { SiteHeader } from '@/app/layouts/SiteHeader';
import { sessionChanged } from '@/features/auth';

type Session = NonNullable<Parameters<typeof sessionChanged>[0]>;
const customerSession = { user: { id: 'customer-1', email: 'kunde@akademie.test' } } as Session;

function renderHeader() {
  const store = createAppStore();
  let renders = 0;
  render(
    <Provider store={store}>
      <MemoryRouter>
        <Profiler id="header" onRender={() => (renders += 1)}>
          <SiteHeader />
        </Profiler>
      </MemoryRouter>
    </Provider>,
  );
  return { store, renders: () => renders };
}

describe('SiteHeader renders', () => {
  it('not again when a guest’s session check ends', () => {
    const { store, renders } = renderHeader();
    const before = renders();
    act(() => {
      store.dispatch(sessionChanged(null));
    });
    expect(store.getState().auth.status).toBe('signedOut');
    expect(renders()).toBe(before);
    expect(screen.getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
  });

  it('again when someone signs in, showing `Mein Konto`', () => {
    const { store, renders } = renderHeader();
    const before = renders();
    act(() => {
      store.dispatch(sessionChanged(customerSession));
    });
    expect(renders()).toBeGreaterThan(before);
    expect(screen.getByRole('link', { name: 'Mein Konto' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Anmelden' })).not.toBeInTheDocument();
  });
});
