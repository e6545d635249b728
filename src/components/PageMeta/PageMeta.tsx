import { fallbackDescription, fallbackTitle, site } from '@/config/site';

export interface PageMetaProps {
  /** The page's own title; the site name is appended. Without it the fallback title of docs/product.md is used. */
  title?: string;
  description?: string;
  /** The route path for the canonical link, e.g. `/berlin`. */
  path: string;
  /** Absolute or root-relative image for Open Graph / Twitter cards. */
  image?: string;
  type?: 'website' | 'article' | 'product';
  noIndex?: boolean;
  /** schema.org objects rendered as JSON-LD. */
  jsonLd?: object | readonly object[];
}

export function pageTitle(title?: string): string {
  return title ? `${title} | ${site.name}` : fallbackTitle;
}

/**
 * Title, description, canonical, Open Graph and Twitter tags for one route (docs/quality.md). React 19 hoists
 * `<title>`, `<meta>` and `<link>` into the head wherever they are rendered (the prerenderer splits them off the same
 * way); the JSON-LD script stays where PageMeta stands, and search engines read it anywhere in the document.
 */
export function PageMeta({ title, description, path, image, type = 'website', noIndex, jsonLd }: PageMetaProps) {
  const fullTitle = pageTitle(title);
  const text = description ?? fallbackDescription;
  const canonical = new URL(path, site.origin).toString();
  const imageUrl = new URL(image ?? '/icons/og-default.png', site.origin).toString();
  const structured = jsonLd ? (Array.isArray(jsonLd) ? jsonLd : [jsonLd]) : [];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={canonical} />
      {noIndex ? <meta name="robots" content="noindex, nofollow" /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={site.locale} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={imageUrl} />
      {structured.map((item, index) => (
        <script key={index} type="application/ld+json">
          {JSON.stringify(item)}
        </script>
      ))}
    </>
  );
}
