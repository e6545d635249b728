import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { DiscountedPriceTag } from './DiscountedPriceTag';

const TERMS = { earlyBirdPercent: 10, earlyBirdDays: 60, groupDiscountPercent: 10, groupMinParticipants: 3 };

const meta = {
  title: 'Features/Catalog/DiscountedPriceTag',
  component: DiscountedPriceTag,
  args: { netCents: 129000, vatRate: 19, terms: TERMS },
} satisfies Meta<typeof DiscountedPriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A date whose early bird runs (far ahead, so always): the early-bird price, its last day, the regular one struck. */
export const EarlyBirdRunning: Story = {
  args: { startDate: '2099-06-01' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 1.290,00 € − 10 % = 1.161,00 € net, 1.381,59 € gross; regular 1.535,10 € gross; last day 02.04.2099.
    await expect(canvas.getByText('1.381,59 €')).toBeInTheDocument();
    await expect(canvas.getByText('Frühbucherpreis bis 02.04.2099')).toBeInTheDocument();
    await expect(canvasElement.querySelector('del')).toHaveTextContent('statt 1.535,10 €');
    await expect(canvas.getByText('Gruppenrabatt ab 3 Personen: 10 %')).toBeInTheDocument();
  },
};

/** A date whose early bird is over (it starts tomorrow at the latest): the regular price, no struck price. */
export const EarlyBirdOver: Story = {
  args: { startDate: '2000-01-01', terms: { ...TERMS, groupDiscountPercent: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1.535,10 €')).toBeInTheDocument();
    await expect(canvasElement).not.toHaveTextContent('Frühbucher');
    await expect(canvasElement.querySelector('del')).toBeNull();
  },
};

/** A seminar card (no date): the rules of both discounts. */
export const Rules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Frühbucherrabatt 10 % bis 60 Tage vor Beginn')).toBeInTheDocument();
    await expect(canvas.getByText('Gruppenrabatt ab 3 Personen: 10 %')).toBeInTheDocument();
  },
};
