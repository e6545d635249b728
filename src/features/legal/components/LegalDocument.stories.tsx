import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { LegalBox, LegalDocument, type LegalSection } from './LegalDocument';

const sections: LegalSection[] = [
  {
    id: 'geltungsbereich',
    title: '§ 1 Geltungsbereich',
    content: <p>Diese Bedingungen gelten für alle Buchungen von Seminaren, Webinaren und Inhouse-Schulungen.</p>,
  },
  {
    id: 'vertragsschluss',
    title: '§ 2 Vertragsschluss',
    content: (
      <>
        <p>Der Vertrag kommt mit unserer Buchungsbestätigung per E-Mail zustande.</p>
        <h3>Buchung über die Website</h3>
        <ol>
          <li>Termin wählen und „In den Warenkorb“ legen.</li>
          <li>Daten eingeben und „Zahlungspflichtig bestellen“.</li>
        </ol>
      </>
    ),
  },
  {
    id: 'zahlung',
    title: '§ 3 Zahlung',
    content: <p>Rechnungen sind innerhalb von 14 Tagen ohne Abzug zu zahlen.</p>,
  },
  {
    id: 'stornobedingungen',
    title: '§ 4 Stornobedingungen',
    content: (
      <>
        <p>Bis 14 Tage vor dem ersten Seminartag ist eine Stornierung kostenfrei.</p>
        <LegalBox>
          <p>Beispiel: Beginnt das Seminar am 15. März, ist die Stornierung bis einschließlich 1. März kostenfrei.</p>
        </LegalBox>
      </>
    ),
  },
];

const meta = {
  title: 'Legal/LegalDocument',
  component: LegalDocument,
  parameters: { layout: 'padded' },
  args: { sections, updated: 'November 2026', updatedIso: '2026-11' },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four sections and more: with a table of contents whose entries jump to the sections. */
export const WithTableOfContents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toc = canvas.getByRole('navigation', { name: 'Inhalt' });
    const links = within(toc).getAllByRole('link');
    await expect(links).toHaveLength(sections.length);
    for (const [index, section] of sections.entries()) {
      await expect(links[index]).toHaveAttribute('href', `#${section.id}`);
      await expect(canvasElement.querySelector(`#${section.id}`)).not.toBeNull();
    }
    await expect(canvas.getByText(/Stand:/)).toHaveTextContent('Stand: November 2026');
  },
};

/** A short text: no table of contents, sections only. */
export const WithoutTableOfContents: Story = {
  args: { sections: sections.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Inhalt' })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  },
};

/** An introduction before the date and the table of contents. */
export const WithIntro: Story = {
  args: {
    intro: <p>Bitte lesen Sie diese Bedingungen vor Ihrer Buchung aufmerksam durch.</p>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Bitte lesen Sie diese Bedingungen/)).toBeInTheDocument();
  },
};
