import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { WiderrufPage } from './WiderrufPage';

const meta = {
  title: 'Pages/Legal/Widerruf',
  component: WiderrufPage,
  parameters: { route: { path: paths.widerruf } },
} satisfies Meta<typeof WiderrufPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Widerrufsbelehrung' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Muster-Widerrufsformular' })).toBeInTheDocument();
    await expect(canvas.getByText(/Hiermit widerrufe\(n\) ich\/wir/)).toBeInTheDocument();
    await expect(canvas.getByText(/§ 312g Abs. 2 Nr. 9 BGB/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Widerrufsbelehrung | ${site.name}`));
  },
};
