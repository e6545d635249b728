import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { ConsentBanner } from './ConsentBanner';

const meta = {
  title: 'Features/Consent/ConsentBanner',
  component: ConsentBanner,
  args: { onAccept: fn(), onReject: fn() },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: both choices side by side, equally prominent, and the link to the privacy policy. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Ihre Privatsphäre' });
    await expect(within(banner).getByRole('button', { name: 'Akzeptieren' })).toBeInTheDocument();
    await expect(within(banner).getByRole('button', { name: 'Ablehnen' })).toBeInTheDocument();
    await expect(within(banner).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      paths.datenschutz,
    );
  },
};

/** `Akzeptieren` reports the choice. */
export const Accepted: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Akzeptieren' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

/** `Ablehnen` reports the choice. */
export const Rejected: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ablehnen' }));
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};
