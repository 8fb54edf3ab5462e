export { PageMeta, type PageMetaProps } from './PageMeta';
export { type ShareImage, ShareMeta, type ShareMetaProps } from './ShareMeta';
