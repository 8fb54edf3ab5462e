import { deferredSection } from '@/components/lazyComponent';

/**
 * The grid of feature cards as the pages place it: text, icons and pictures that never change once
 * drawn, so a prerendered page never fetches its code; a navigation to the page does (ADR 0028).
 */
export const DeferredFeatureGrid = deferredSection(() => import('./FeatureGrid').then((module) => module.FeatureGrid), {
  hydrate: 'never',
});
