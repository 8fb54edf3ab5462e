import { deferredSection } from '@/components/lazyComponent';

/**
 * The closing call to action as the pages place it, last on the page: its markup shows at once, its
 * code (the waitlist dialog's trigger) waits for the idle browser, out of the JavaScript a page needs to
 * become interactive. Pressed before then, Join Waitlist sends its form to /waitlist, as it does
 * without JavaScript.
 */
export const DeferredCallToAction = deferredSection(
  () => import('./CallToAction').then((module) => module.CallToAction),
  { hydrate: 'never' },
);
