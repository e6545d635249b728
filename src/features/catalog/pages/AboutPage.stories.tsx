import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { AboutPage } from './AboutPage';

const meta = {
  title: 'Pages/About',
  component: AboutPage,
  parameters: { route: { path: paths.about } },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Über uns' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: site.secondBrand })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Mehr über Inhouse-Schulungen' })).toHaveAttribute(
      'href',
      paths.inhouse,
    );
    await expect(canvas.getByRole('link', { name: 'Seminare in München' })).toHaveAttribute('href', '/muenchen');
    await waitFor(() => expect(document.title).toBe(`Über uns | ${site.name}`));
  },
};
