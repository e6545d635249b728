import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { DatenschutzPage } from './DatenschutzPage';

const meta = {
  title: 'Pages/Legal/Datenschutz',
  component: DatenschutzPage,
  parameters: { route: { path: paths.datenschutz } },
} satisfies Meta<typeof DatenschutzPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeInTheDocument();
    const toc = canvas.getByRole('navigation', { name: 'Inhalt' });
    await expect(within(toc).getByRole('link', { name: 'Webanalyse nur mit Ihrer Einwilligung' })).toHaveAttribute(
      'href',
      '#webanalyse',
    );
    await expect(canvas.getByText(/nach 7 Tagen automatisch gelöscht/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Datenschutzerklärung | ${site.name}`));
  },
};
