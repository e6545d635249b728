import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
    // The cart sits in the header's row (on a phone too, outside `Menü`): a button with the item count.
    await expect(canvas.getByRole('button', { name: 'Warenkorb (0 Plätze)' })).toBeInTheDocument();
    await expect(nav.getByRole('button', { name: 'Seminare' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A phone (390 px): logo, `Warenkorb` and `Menü` in one row; `Menü` opens the navigation, Escape closes it. */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Menü' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveAttribute('aria-controls', 'hauptnavigation');
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();
    await userEvent.click(menu);
  },
};

/** `Seminare` opens a list of links: the six seminar cities, then the topics. */
export const SeminareOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('link', { name: /^Seminare in / })).toHaveLength(0);
    const trigger = canvas.getByRole('button', { name: 'Seminare' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const links = await canvas.findAllByRole('link', { name: /^Seminare in / });
    await expect(links.map((link) => link.textContent)).toEqual(
      CITY_SLUGS.map((city) => `Seminare in ${CITY_NAMES[city]}`),
    );
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(CITY_SLUGS.map((city) => `/${city}`));
  },
};

/** The keyboard in `Seminare`: arrows move through the links, Escape closes and returns the focus to `Seminare`. */
export const SeminareKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Seminare' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Seminare in Berlin' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Seminare in München' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};
