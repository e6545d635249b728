export { PageMeta, pageTitle } from './PageMeta';
export type { PageMetaProps } from './PageMeta';
