import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { ImpressumPage } from './ImpressumPage';

const meta = {
  title: 'Pages/Legal/Impressum',
  component: ImpressumPage,
  parameters: { route: { path: paths.impressum } },
} satisfies Meta<typeof ImpressumPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    await expect(canvas.getByText('Amtsgericht Berlin-Charlottenburg')).toBeInTheDocument();
    await expect(canvas.getByText(/DE123456789/)).toBeInTheDocument();
    await expect(canvas.getByText(/nicht bereit und nicht verpflichtet/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Impressum | ${site.name}`));
  },
};
