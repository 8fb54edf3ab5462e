import { ProductShot } from '@/components/ProductShot';
import { type ScreenshotName, screenshots } from '@/content/screenshots';
import { media } from '@/theme';
import type { HeroProps, HeroTone } from '@/sections/Hero';

export type HeroShotProps = {
  /** The screen, by its name in the screenshot manifest (read here, so the manifest loads with the shot). */
  screen: ScreenshotName;
  /** The hero's tone, so the frame, shadow and glow suit its band. */
  tone: HeroTone;
  /** The hero's `mediaPlacement`: how wide the shot is drawn. @default 'beside' */
  placement?: NonNullable<HeroProps['mediaPlacement']>;
};

/**
 * The width the shot is drawn at, by the Hero's grid: from the large breakpoint beside the text (`wide`:
 * all but the text's 30 rem column, 832 px at the layout's widest; `beside`: half of what the gap leaves,
 * 656 px), below it under the text at the page's width.
 */
const sizes = {
  wide: '(min-width: 1440px) 832px, (min-width: 1200px) calc(100vw - 38rem), (min-width: 900px) calc(100vw - 4rem), calc(100vw - 2rem)',
  beside:
    '(min-width: 1440px) 656px, (min-width: 1200px) calc(50vw - 4rem), (min-width: 900px) calc(100vw - 4rem), calc(100vw - 2rem)',
} as const;

/** On phones the whole screen would be drawn at a quarter of its size: its narrow crop, at the page's width. */
const narrow = { media: media.below('sm'), sizes: 'calc(100vw - 2rem)' };

/**
 * A hero's product shot: the whole screen in a browser's frame, the page's largest paint (fetched first,
 * never lazily), and its narrow crop on phones. Every page that opens on the product opens on this.
 */
export function HeroShot({ screen, tone, placement = 'beside' }: HeroShotProps) {
  return (
    <ProductShot
      screenshot={screenshots[screen]}
      sizes={sizes[placement]}
      narrow={narrow}
      priority
      frame="browser"
      tone={tone === 'inverse' ? 'inverse' : 'light'}
    />
  );
}
