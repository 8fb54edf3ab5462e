export { type ShowcaseAction, showcaseReducer, type ShowcaseState, wrapIndex } from './showcaseState';
export { type ShowcaseImage, type ShowcaseTab, SystemShowcase, type SystemShowcaseProps } from './SystemShowcase';
