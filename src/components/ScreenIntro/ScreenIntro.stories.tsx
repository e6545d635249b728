import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { ScreenIntro } from './ScreenIntro';

const meta = {
  title: 'Components/ScreenIntro',
  component: ScreenIntro,
  args: {
    heading: 'Seminare in Berlin',
    lead: 'Praxisseminare zu SEO, Google Ads und KI im Marketing – in kleinen Gruppen mitten in Berlin.',
  },
} satisfies Meta<typeof ScreenIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: args.heading })).toBeInTheDocument();
    await expect(canvas.getByText(/Praxisseminare zu SEO/)).toBeInTheDocument();
  },
};

export const WithEyebrow: Story = {
  args: { eyebrow: 'Seminarort', heading: 'Seminare in München' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Seminarort')).toBeInTheDocument();
  },
};

export const HeadingOnly: Story = {
  args: { lead: undefined, heading: 'Impressum' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    await expect(canvas.queryByRole('paragraph')).not.toBeInTheDocument();
  },
};

export const WithChildren: Story = {
  args: {
    heading: 'Webinare',
    lead: 'Live und online, mit Aufzeichnung.',
    children: (
      <button type="button" className="button">
        Alle Termine
      </button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Alle Termine' })).toBeInTheDocument();
  },
};
