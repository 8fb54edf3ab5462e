import type { ComponentProps } from 'react';
import styled from 'styled-components';

/** 36, 40, 44, 48 and 56 px at the default font size. */
export type IconBadgeSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/**
 * `subtle` is a brand-coloured icon on the pale brand tint (topic cards, contact methods);
 * `subtleStrong` the same tint with the darker link colour (stat cards, feature cards); `solid` a
 * white icon on the brand colour (the logo, teaser tiles, the quick-response note).
 */
export type IconBadgeTone = 'subtle' | 'subtleStrong' | 'solid';

export type IconBadgeShape = 'square' | 'round';

const sizes: Record<IconBadgeSize, string> = { xs: '2.25rem', sm: '2.5rem', md: '2.75rem', lg: '3rem', xl: '3.5rem' };

/**
 * A small tinted square or circle holding an icon (pass a lucide icon sized to fit as the child). It is
 * decorative: give it `aria-hidden="true"` so the text beside it says what it means.
 *
 * A styled span with transient props rather than a component that sets them: every public page loads
 * it (the logo is one), and /contact is within a few bytes of its JavaScript budget
 * (e2e/bundle-budget.spec.ts); the wrapper cost 37 of them.
 */
export const IconBadge = styled.span<{
  /** @default 'sm' */
  $size?: IconBadgeSize;
  /** @default 'subtle' */
  $tone?: IconBadgeTone;
  /** `square` has the theme's medium rounded corners; `round` is a circle. @default 'square' */
  $shape?: IconBadgeShape;
}>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => sizes[$size ?? 'sm']};
  height: ${({ $size }) => sizes[$size ?? 'sm']};
  border-radius: ${({ theme, $shape }) => theme.radius[$shape === 'round' ? 'pill' : 'md']};
  background: ${({ theme, $tone }) => ($tone === 'solid' ? theme.color.brand.primary : theme.color.surface.brandSubtle)};
  color: ${({ theme, $tone }) =>
    $tone === 'solid'
      ? theme.color.text.onBrand
      : $tone === 'subtleStrong'
        ? theme.color.text.link
        : theme.color.brand.primary};
`;

export type IconBadgeProps = ComponentProps<typeof IconBadge>;
