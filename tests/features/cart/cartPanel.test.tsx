import { act, screen, waitFor, within } from '@testing-library/react';
import { addToCartRequested, type CartItemInput } from '@/features/cart';
import { SEO_MUENCHEN } from '../../utils/cartItems';
import { renderApp } from '../../utils/renderApp';

const DATE: CartItemInput = { ...SEO_MUENCHEN, seatsLeft: 3 };

async function withOneDate() {
  const view = renderApp('/muenchen');
  await waitFor(() => expect(view.store.getState().cart.isLoading).toBe(false));
  act(() => {
    view.store.dispatch(addToCartRequested(DATE));
  });
  await waitFor(() => expect(view.store.getState().cart.itemCount).toBe(1));
  return view;
}

describe('Warenkorb panel', () => {
  it('shows the count in the header and opens the panel with the line and the total', async () => {
    const { user } = await withOneDate();
    const button = screen.getByRole('button', { name: 'Warenkorb (1 Platz)' });
    await user.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Warenkorb' });
    // The cart's line (the "added" toast, shown inside the open panel, names the seminar too).
    const line = within(panel)
      .getByRole('button', { name: /^Entfernen\W+SEO-Grundlagen$/ })
      .closest('li') as HTMLElement;
    expect(within(line).getByText('SEO-Grundlagen')).toBeInTheDocument();
    expect(within(line).getByText(/10\.12\.2026, 09:00 Uhr · Digitalakademie München/)).toBeInTheDocument();
    // The line's price and the total are the same amount here.
    expect(
      within(panel).getAllByText('1.535,10 €', { normalizer: (text) => text.replace(/\u00a0/g, ' ') }),
    ).toHaveLength(2);
  });

  it('changes quantities up to the seats left, removes at zero and links to checkout with the cart id', async () => {
    const { user, store } = await withOneDate();
    await user.click(screen.getByRole('button', { name: /^Warenkorb/ }));
    const panel = await screen.findByRole('dialog', { name: 'Warenkorb' });
    const more = within(panel).getByRole('button', { name: 'Einen Platz mehr' });
    await user.click(more);
    await user.click(more);
    expect(within(panel).getByText('3 Plätze')).toBeInTheDocument();
    expect(more).toBeDisabled();
    // The modal hides the page from assistive technology meanwhile; the badge updates behind it.
    expect(screen.getByRole('button', { name: 'Warenkorb (3 Plätze)', hidden: true })).toBeInTheDocument();

    const checkout = within(panel).getByRole('link', { name: 'Zur Kasse' });
    expect(checkout).toHaveAttribute('href', `/checkout?cartId=${store.getState().cart.cartId}`);

    await user.click(within(panel).getByRole('button', { name: /^Entfernen\W+SEO-Grundlagen$/ }));
    expect(within(panel).getByText(/Ihr Warenkorb ist leer/)).toBeInTheDocument();
    expect(store.getState().cart.itemCount).toBe(0);
  });

  it('"Warenkorb leeren" empties the cart under a new id', async () => {
    const { user, store } = await withOneDate();
    const before = store.getState().cart.cartId;
    await user.click(screen.getByRole('button', { name: /^Warenkorb/ }));
    const panel = await screen.findByRole('dialog', { name: 'Warenkorb' });
    await user.click(within(panel).getByRole('button', { name: 'Warenkorb leeren' }));
    await waitFor(() => expect(store.getState().cart.cartId).not.toBe(before));
    expect(within(panel).getByText(/Ihr Warenkorb ist leer/)).toBeInTheDocument();
  });

  it('closes with Escape and returns focus to the header button', async () => {
    const { user } = await withOneDate();
    const button = screen.getByRole('button', { name: /^Warenkorb/ });
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Warenkorb' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Warenkorb' })).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });
});
