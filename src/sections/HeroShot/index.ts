import { deferredSection } from '@/components/lazyComponent';

export type { HeroShotProps } from './HeroShot';

/**
 * The hero's product shot, never hydrated: a picture needs no script, so a prerendered page never fetches
 * its code (or the screenshot manifest's); a navigation to its page does. Prerendered, it shows (and its
 * image is fetched first) at once.
 * A folder of its own, outside sections/Hero, which the build puts in the chunk every hero page loads.
 */
export const HeroShot = deferredSection(() => import('./HeroShot').then((module) => module.HeroShot), {
  hydrate: 'never',
});
