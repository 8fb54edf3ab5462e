export { type ShowcaseTab, SystemShowcase, type SystemShowcaseProps } from './SystemShowcase';
