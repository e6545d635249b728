import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Pages/NotFound',
  component: NotFoundPage,
  parameters: { route: { path: '/gibt-es-nicht' } },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    await expect(canvas.getByText('Fehler 404')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', paths.home);
    await waitFor(() => expect(document.title).toBe(`Seite nicht gefunden | ${site.name}`));
    await expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  },
};

/** The canonical link names the path that was not found. */
export const DeepPath: Story = {
  parameters: { route: { path: '/berlin/seo/zu-tief' } },
  play: async () => {
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${site.origin}/berlin/seo/zu-tief`,
      ),
    );
  },
};
