import { absoluteUrl } from './common';

export interface Crumb {
  name: string;
  path: string;
}

/** The breadcrumb trail a page shows, as schema.org `BreadcrumbList`: the same items in the same order. */
export function breadcrumbListJsonLd(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
