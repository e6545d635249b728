import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'App/Layout/SiteFooter',
  component: SiteFooter,
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Storybook runs in demo mode (no live Supabase configured), so the demo tools show (loaded on demand). */
export const DemoMode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'Demo-Modus' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Demo-Postfach' })).toHaveAttribute('href', paths.demoMailbox);
    await expect(canvas.getByRole('button', { name: 'Demo-Daten zurücksetzen' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  },
};

/** The legal pages a German shop must link (docs/quality.md). */
export const LegalLinks: Story = {
  play: async ({ canvasElement }) => {
    const legal = within(within(canvasElement).getByRole('navigation', { name: 'Rechtliches' }));
    const expected: Array<[string, string]> = [
      ['Impressum', paths.impressum],
      ['Datenschutz', paths.datenschutz],
      ['Barrierefreiheit', paths.barrierefreiheit],
      ['AGB', paths.agb],
      ['Widerrufsbelehrung', paths.widerruf],
      ['Vertrag widerrufen', paths.withdrawal],
    ];
    for (const [name, href] of expected) {
      await expect(legal.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  },
};
