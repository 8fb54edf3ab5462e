import type { ComponentPropsWithRef } from 'react';
import styled, { css, keyframes } from 'styled-components';

import { media } from '@/theme';

export type FloatingCirclesProps = ComponentPropsWithRef<'div'>;

/**
 * Where each circle sits and how it moves: size in rem, position in % of the area, a duration and
 * delay so no two float in step, and its kind. Eight, as product.md §9 asks for the coming-soon page.
 * The large ones are hairline rings, the small ones dots: both in the brand colour the hero's glow is
 * made of, so they read as part of it (they were pale fills that showed as grey smudges on the dark band).
 */
const circles = [
  { size: 14, top: -6, left: -4, duration: 9, delay: 0, kind: 'ring' },
  { size: 0.75, top: 14, left: 76, duration: 7, delay: -2, kind: 'dot' },
  { size: 10, top: 58, left: 88, duration: 11, delay: -4, kind: 'ring' },
  { size: 0.5, top: 34, left: 9, duration: 6, delay: -1, kind: 'dot' },
  { size: 8, top: 76, left: 3, duration: 10, delay: -3, kind: 'ring' },
  { size: 0.625, top: 86, left: 62, duration: 8, delay: -5, kind: 'dot' },
  { size: 0.5, top: 10, left: 38, duration: 6.5, delay: -2.5, kind: 'dot' },
  { size: 18, top: -14, left: 84, duration: 12, delay: -6, kind: 'ring' },
] as const;

type CircleKind = (typeof circles)[number]['kind'];

const float = keyframes`
  from { transform: translate3d(0, 0, 0); }
  to { transform: translate3d(0, -1.5rem, 0); }
`;

const Area = styled.div`
  position: relative;
  overflow: hidden;
`;

/** Above the content so the circles show on any background; clicks and touches pass through. */
const Layer = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  pointer-events: none;
`;

const Circle = styled.span<{ $kind: CircleKind }>`
  position: absolute;
  border-radius: 50%;
  /* Lightens what is under it and nothing else: the white title and button stay white where a circle
     crosses them, the dark band takes the brand's glow. */
  mix-blend-mode: screen;
  animation: ${float} ease-in-out infinite alternate;

  ${({ theme, $kind }) =>
    $kind === 'ring'
      ? css`
          border: 1px solid ${theme.color.brand.primary};
          /* The ring's inside catches a little of the glow, strongest towards the top light. */
          background: radial-gradient(circle at 50% 0%, ${theme.color.brand.primary}, transparent 70%);
          background-clip: padding-box;
          opacity: 0.35;
        `
      : css`
          background: ${theme.color.brand.primary};
          box-shadow: 0 0 0.75rem ${theme.color.brand.primary};
          opacity: 0.9;
        `}

  ${media.reducedMotion} {
    animation: none;
  }
`;

/**
 * Wraps content (the coming-soon hero) with eight softly floating decorative circles, rings and dots in
 * the brand colour. They are
 * hidden from assistive technology, take no pointer events, and stand still for people who ask
 * for reduced motion.
 */
export function FloatingCircles({ children, ...rest }: FloatingCirclesProps) {
  return (
    <Area {...rest}>
      {children}
      <Layer aria-hidden="true" data-testid="floating-circles">
        {circles.map(({ size, top, left, duration, delay, kind }) => (
          <Circle
            key={`${top}-${left}`}
            $kind={kind}
            style={{
              // On phones the circles shrink with the screen, so the rings frame the text instead of crossing it.
              width: `calc(${size} * min(1rem, 3vw))`,
              height: `calc(${size} * min(1rem, 3vw))`,
              top: `${top}%`,
              left: `${left}%`,
              animationDuration: `${duration}s`,
              animationDelay: `${delay}s`,
            }}
          />
        ))}
      </Layer>
    </Area>
  );
}
