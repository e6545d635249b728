import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import type { CartItem, CartState } from '../cartSlice';
import CartPanel from './CartPanel';

const SEO_MUENCHEN: CartItem = {
  id: 'a1000000-0000-4000-8000-000000000001-2026-12-10-09:00-1',
  seminarId: 'a1000000-0000-4000-8000-000000000001',
  sessionId: 'a3000000-0000-4000-8000-000000000002',
  sessionDate: '2026-12-10',
  startTime: '09:00',
  locationName: 'Digitalakademie München',
  price: 153510,
  priceNet: 129000,
  vatRate: 19,
  title: 'SEO-Grundlagen',
  city: 'München',
  seatsLeft: 2,
  quantity: 1,
};

function cart(items: CartItem[]): { cart: CartState } {
  return {
    cart: {
      items,
      total: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
      itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
      isLoading: false,
      cartId: 'cart_1795478336279_story',
      panelOpen: true,
      revision: 0,
    },
  };
}

const meta = {
  title: 'Features/Cart/CartPanel',
  component: CartPanel,
  // The panel is a dialog in a portal; the page behind it stays in the canvas.
  decorators: [
    (Story) => (
      <>
        <p>Seminarseite hinter dem Warenkorb</p>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof CartPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: says so and how to fill it. */
export const Empty: Story = {
  parameters: { store: { preloadedState: cart([]) } },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Warenkorb' });
    await expect(dialog).toHaveTextContent('Ihr Warenkorb ist leer.');
  },
};

/** One date: quantity, total and the way to the checkout with the cart id. */
export const WithItems: Story = {
  parameters: { store: { preloadedState: cart([SEO_MUENCHEN]) } },
  play: async () => {
    const dialog = within(within(document.body).getByRole('dialog', { name: 'Warenkorb' }));
    await expect(dialog.getByText('SEO-Grundlagen')).toBeInTheDocument();
    await expect(dialog.getByText('1 Platz')).toBeInTheDocument();
    await expect(dialog.getByRole('link', { name: /Zur Kasse/ })).toHaveAttribute(
      'href',
      '/checkout?cartId=cart_1795478336279_story',
    );
  },
};

/** Prices: a group of three booking early, each discount as its own row and the total the checkout will charge. */
export const WithDiscounts: Story = {
  parameters: {
    store: {
      preloadedState: cart([
        {
          ...SEO_MUENCHEN,
          // Far ahead, so the 60-day early bird runs whenever the story is run.
          sessionDate: '2099-06-01',
          seatsLeft: 10,
          quantity: 3,
          discounts: { earlyBirdPercent: 10, earlyBirdDays: 60, groupDiscountPercent: 10, groupMinParticipants: 3 },
        },
      ]),
    },
  },
  play: async () => {
    const dialog = within(within(document.body).getByRole('dialog', { name: 'Warenkorb' }));
    // 3 × 1.290,00 € net; each discount 387,00 € net + 73,53 € VAT; total 3.096,00 € net + 588,24 € VAT.
    await expect(dialog.getByText('Frühbucherrabatt 10 %: −460,53 €')).toBeInTheDocument();
    await expect(dialog.getByText('Gruppenrabatt 10 %: −460,53 €')).toBeInTheDocument();
    await expect(dialog.getByText('3.684,24 €')).toBeInTheDocument();
  },
};

/** At the seats left: `Einen Platz mehr` is disabled. */
export const AtSeatLimit: Story = {
  parameters: { store: { preloadedState: cart([{ ...SEO_MUENCHEN, quantity: 2 }]) } },
  play: async () => {
    const dialog = within(within(document.body).getByRole('dialog', { name: 'Warenkorb' }));
    await expect(dialog.getByText('2 Plätze')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Einen Platz mehr' })).toBeDisabled();
  },
};

/** `Einen Platz weniger` at one seat removes the line: the panel shows the empty state. */
export const LastSeatRemoved: Story = {
  parameters: { store: { preloadedState: cart([SEO_MUENCHEN]) } },
  play: async () => {
    const body = within(document.body);
    await userEvent.click(body.getByRole('button', { name: 'Einen Platz weniger' }));
    await expect(body.getByRole('dialog', { name: 'Warenkorb' })).toHaveTextContent('Ihr Warenkorb ist leer.');
  },
};
