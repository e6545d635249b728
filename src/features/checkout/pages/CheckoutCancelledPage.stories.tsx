import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { CheckoutCancelledPage } from './CheckoutCancelledPage';
import { SEO_HAMBURG, STORY_CART_ID, storedCart } from './storyFixtures';

/** The real app at /checkout/cancelled, where the payment provider sends a cancelled payment. */
const meta = {
  title: 'Pages/Checkout/CheckoutCancelledPage',
  component: CheckoutCancelledPage,
  parameters: {
    route: {
      path: `${paths.checkoutCancelled}?booking=a7000000-0000-4000-8000-00000000beef&cartId=${STORY_CART_ID}`,
      app: true,
    },
  },
  loaders: [storedCart([{ item: SEO_HAMBURG, quantity: 1 }])],
} satisfies Meta<typeof CheckoutCancelledPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing charged, the cart intact, back to the checkout. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Zahlung abgebrochen' })).toBeInTheDocument();
    await expect(await canvas.findByText(/In Ihrem Warenkorb liegen weiterhin 1 Platz/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Zurück zur Kasse' })).toHaveAttribute(
      'href',
      `/checkout?cartId=${STORY_CART_ID}`,
    );
  },
};
