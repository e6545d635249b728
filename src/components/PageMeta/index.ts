export { PageMeta, pageTitle, removeForeignHeadTags } from './PageMeta';
export type { PageMetaProps } from './PageMeta';
