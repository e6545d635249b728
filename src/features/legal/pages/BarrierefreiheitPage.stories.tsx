import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { BarrierefreiheitPage } from './BarrierefreiheitPage';

const meta = {
  title: 'Pages/Legal/Barrierefreiheit',
  component: BarrierefreiheitPage,
  parameters: { route: { path: paths.barrierefreiheit } },
} satisfies Meta<typeof BarrierefreiheitPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The statement with its barrier report form (issue 31). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Barrierefreiheitserklärung' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Bekannte Einschränkungen' })).toBeInTheDocument();
    await expect(canvas.getByRole('form', { name: 'Barriere melden' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Barrierefreiheitserklärung | ${site.name}`));
  },
};
