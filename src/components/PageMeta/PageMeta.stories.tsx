import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor } from 'storybook/test';
import { fallbackDescription, fallbackTitle, site } from '@/config/site';
import { PageMeta, pageTitle, type PageMetaProps } from './PageMeta';

function headContent(selector: string): string | null {
  return document.head.querySelector(selector)?.getAttribute('content') ?? null;
}

/** PageMeta draws nothing: the story shows what it wrote into the document head. */
function PageMetaPreview(props: PageMetaProps) {
  return (
    <>
      <PageMeta {...props} />
      <dl style={{ padding: '1rem' }}>
        <dt>Titel</dt>
        <dd>{pageTitle(props.title)}</dd>
        <dt>Kanonische URL</dt>
        <dd>{new URL(props.path, site.origin).toString()}</dd>
        <dt>Indexierung</dt>
        <dd>{props.noIndex ? 'noindex, nofollow' : 'erlaubt'}</dd>
      </dl>
    </>
  );
}

const meta = {
  title: 'Components/PageMeta',
  component: PageMeta,
  render: (args) => <PageMetaPreview {...args} />,
  args: {
    title: 'Seminare in Berlin',
    description: 'Alle Seminartermine in Berlin: SEO, Google Ads, Social Media und KI im Marketing.',
    path: '/berlin',
  },
} satisfies Meta<typeof PageMeta>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const title = `Seminare in Berlin | ${site.name}`;
    await waitFor(() => expect(document.title).toBe(title));
    await expect(headContent('meta[name="description"]')).toMatch(/^Alle Seminartermine in Berlin/);
    await expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${site.origin}/berlin`);
    await expect(headContent('meta[property="og:title"]')).toBe(title);
    await expect(headContent('meta[name="twitter:title"]')).toBe(title);
    await expect(headContent('meta[name="twitter:card"]')).toBe('summary_large_image');
    await expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  },
};

/** Without a title (the home page): the product title and description of docs/product.md. */
export const Fallback: Story = {
  args: { title: undefined, description: undefined, path: '/' },
  play: async () => {
    await waitFor(() => expect(document.title).toBe(fallbackTitle));
    await expect(headContent('meta[name="description"]')).toBe(fallbackDescription);
  },
};

export const NoIndex: Story = {
  args: { title: 'Seite nicht gefunden', path: '/gibt-es-nicht', noIndex: true },
  play: async () => {
    await waitFor(() => expect(document.title).toBe(`Seite nicht gefunden | ${site.name}`));
    await expect(headContent('meta[name="robots"]')).toBe('noindex, nofollow');
  },
};

/**
 * Seminars and webinars carry schema.org JSON-LD. PageMeta renders the script where it stands
 * (React hoists only title, meta and link into the head); search engines read JSON-LD anywhere in the document.
 */
export const WithJsonLd: Story = {
  args: {
    title: 'SEO-Grundlagen in Berlin',
    path: '/berlin/seo-grundlagen',
    type: 'product',
    jsonLd: { '@context': 'https://schema.org', '@type': 'Course', name: 'SEO-Grundlagen' },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(document.title).toBe(`SEO-Grundlagen in Berlin | ${site.name}`));
    const script = canvasElement.ownerDocument.querySelector('script[type="application/ld+json"]');
    await expect(JSON.parse(script?.textContent ?? 'null')).toMatchObject({
      '@type': 'Course',
      name: 'SEO-Grundlagen',
    });
    await expect(headContent('meta[property="og:type"]')).toBe('product');
  },
};
