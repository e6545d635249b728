import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { CITY_NAMES, CITY_SLUGS } from '@/config/paths';
import { site } from '@/config/site';
import { SiteHeader } from './SiteHeader';

const meta = {
  title: 'App/Layout/SiteHeader',
  component: SiteHeader,
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: site.name })).toHaveAttribute('href', '/');
    const nav = within(canvas.getByRole('navigation', { name: 'Hauptnavigation' }));
    for (const name of ['Webinare', 'Inhouse-Schulungen', 'Über uns', 'Anmelden', 'Registrieren']) {
      await expect(nav.getByRole('link', { name })).toBeInTheDocument();
    }
    // The cart opens its panel: a button with the item count.
    await expect(nav.getByRole('button', { name: 'Warenkorb (0 Plätze)' })).toBeInTheDocument();
    await expect(nav.getByRole('button', { name: 'Seminare' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A narrow screen: the navigation folds behind `Menü`, which the play function opens. */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Menü' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveAttribute('aria-controls', 'hauptnavigation');
  },
};

/** `Seminare` is a disclosure: opened, it lists the six seminar cities. */
export const SeminareOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('link', { name: /^Seminare in / })).toHaveLength(0);
    const trigger = canvas.getByRole('button', { name: 'Seminare' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const links = canvas.getAllByRole('link', { name: /^Seminare in / });
    await expect(links.map((link) => link.textContent)).toEqual(
      CITY_SLUGS.map((city) => `Seminare in ${CITY_NAMES[city]}`),
    );
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(CITY_SLUGS.map((city) => `/${city}`));
  },
};
