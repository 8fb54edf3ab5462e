import { deferredSection } from '@/components/lazyComponent';

export type { HeroShotProps } from './HeroShot';

/**
 * The hero's product shot, hydrated once the browser is idle: a picture needs no script, so its code
 * (and the screenshot manifest's) stays out of what a page needs to become interactive, and the pages
 * whose hero has no shot do not load it at all. Prerendered, it shows (and is fetched first) at once.
 * A folder of its own, outside sections/Hero, which the build puts in the chunk every hero page loads.
 */
export const HeroShot = deferredSection(() => import('./HeroShot').then((module) => module.HeroShot));
