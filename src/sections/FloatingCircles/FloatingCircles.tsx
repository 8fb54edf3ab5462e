import type { ComponentPropsWithRef } from 'react';
import styled, { keyframes } from 'styled-components';

import { media } from '@/theme';

export type FloatingCirclesProps = ComponentPropsWithRef<'div'>;

/**
 * Where each circle sits and how it moves: size in rem, position in % of the area, and a duration
 * and delay so no two float in step. Eight, as product.md §9 asks for the coming-soon page.
 */
const circles = [
  { size: 14, top: -6, left: -4, duration: 9, delay: 0 },
  { size: 6, top: 12, left: 78, duration: 7, delay: -2 },
  { size: 10, top: 58, left: 88, duration: 11, delay: -4 },
  { size: 4, top: 30, left: 8, duration: 6, delay: -1 },
  { size: 8, top: 78, left: 4, duration: 10, delay: -3 },
  { size: 5, top: 84, left: 60, duration: 8, delay: -5 },
  { size: 3, top: 8, left: 40, duration: 6.5, delay: -2.5 },
  { size: 12, top: -8, left: 92, duration: 12, delay: -6 },
] as const;

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

const Circle = styled.span`
  position: absolute;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.brand.subtle};
  opacity: 0.12;
  animation: ${float} ease-in-out infinite alternate;

  ${media.reducedMotion} {
    animation: none;
  }
`;

/**
 * Wraps content (the coming-soon hero) with eight softly floating decorative circles. They are
 * hidden from assistive technology, take no pointer events, and stand still for people who ask
 * for reduced motion.
 */
export function FloatingCircles({ children, ...rest }: FloatingCirclesProps) {
  return (
    <Area {...rest}>
      {children}
      <Layer aria-hidden="true" data-testid="floating-circles">
        {circles.map(({ size, top, left, duration, delay }) => (
          <Circle
            key={`${top}-${left}`}
            style={{
              width: `${size}rem`,
              height: `${size}rem`,
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
