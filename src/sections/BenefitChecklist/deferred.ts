import { deferredSection } from '@/components/lazyComponent';

/**
 * The checklist as the pages place it, below the first screen: text with nothing to click, so its code
 * waits for the idle browser while its prerendered markup shows at once.
 */
export const DeferredBenefitChecklist = deferredSection(
  () => import('./BenefitChecklist').then((module) => module.BenefitChecklist),
  { hydrate: 'never' },
);
