import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { CANCELLATION_ANCHOR } from '../cancellationTerms';
import { AgbPage } from './AgbPage';

const meta = {
  title: 'Pages/Legal/AGB',
  component: AgbPage,
  parameters: { route: { path: paths.agb } },
} satisfies Meta<typeof AgbPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' }),
    ).toBeInTheDocument();
    const toc = canvas.getByRole('navigation', { name: 'Inhalt' });
    await expect(within(toc).getByRole('link', { name: /Stornobedingungen/ })).toHaveAttribute(
      'href',
      `#${CANCELLATION_ANCHOR}`,
    );
    await expect(canvasElement.querySelector(`#${CANCELLATION_ANCHOR}`)).toHaveTextContent(
      'bis 14 Tage vor dem ersten Seminartag: kostenfrei',
    );
    await waitFor(() => expect(document.title).toBe(`Allgemeine Geschäftsbedingungen | ${site.name}`));
  },
};

/** Opened from a link to the cancellation terms (checkout, booking e-mail): the section is the target. */
export const CancellationTermsLinked: Story = {
  parameters: { route: { path: `${paths.agb}#${CANCELLATION_ANCHOR}` } },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector(`#${CANCELLATION_ANCHOR}`) as HTMLElement;
    await expect(within(section).getByRole('heading', { level: 2, name: /Stornobedingungen/ })).toBeInTheDocument();
    await expect(section).toHaveTextContent('Ersatzperson');
  },
};
