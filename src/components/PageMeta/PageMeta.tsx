import { useEffect } from 'react';
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

/** The head tags PageMeta manages: one of each per page. */
const MANAGED_HEAD_TAGS =
  'title, meta[name="description"], link[rel="canonical"], meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"]';

/** The managed tags some mounted PageMeta renders right now. */
const renderedHeadTags = new Set<Element>();

function rendered(node: Element | null) {
  if (!node) return undefined;
  renderedHeadTags.add(node);
  return () => {
    renderedHeadTags.delete(node);
  };
}

/**
 * Removes managed head tags no PageMeta renders: the prerendered page's (or index.html's) title, description and
 * canonical stay in the head when React renders the page anew (a query string, a route the file was not prerendered
 * for) or hydrates it with other values, and React adds its own beside them instead of reusing them.
 */
export function removeForeignHeadTags(doc: Document = document): void {
  for (const tag of doc.head.querySelectorAll(MANAGED_HEAD_TAGS)) if (!renderedHeadTags.has(tag)) tag.remove();
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
  // After each commit, once every PageMeta of it has its tags (refs) attached: one title, description, canonical.
  useEffect(() => removeForeignHeadTags());
  return (
    <>
      <title ref={rendered}>{fullTitle}</title>
      <meta ref={rendered} name="description" content={text} />
      <link ref={rendered} rel="canonical" href={canonical} />
      {noIndex ? <meta ref={rendered} name="robots" content="noindex, nofollow" /> : null}
      <meta ref={rendered} property="og:type" content={type} />
      <meta ref={rendered} property="og:site_name" content={site.name} />
      <meta ref={rendered} property="og:locale" content={site.locale} />
      <meta ref={rendered} property="og:title" content={fullTitle} />
      <meta ref={rendered} property="og:description" content={text} />
      <meta ref={rendered} property="og:url" content={canonical} />
      <meta ref={rendered} property="og:image" content={imageUrl} />
      <meta ref={rendered} name="twitter:card" content="summary_large_image" />
      <meta ref={rendered} name="twitter:title" content={fullTitle} />
      <meta ref={rendered} name="twitter:description" content={text} />
      <meta ref={rendered} name="twitter:image" content={imageUrl} />
      {structured.map((item, index) => (
        <script key={index} type="application/ld+json">
          {JSON.stringify(item)}
        </script>
      ))}
    </>
  );
}
