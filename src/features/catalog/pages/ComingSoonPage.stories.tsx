import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { ComingSoonPage } from './ComingSoonPage';

const meta = {
  title: 'Pages/ComingSoon',
  component: ComingSoonPage,
  parameters: { route: { path: paths.comingSoon } },
} satisfies Meta<typeof ComingSoonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Demnächst verfügbar' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Zu den Webinaren' })).toHaveAttribute('href', paths.webinars);
    await expect(canvas.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await waitFor(() => expect(document.title).toBe(`Demnächst verfügbar | ${site.name}`));
  },
};
