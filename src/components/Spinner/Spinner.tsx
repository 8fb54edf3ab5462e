import type { ComponentPropsWithRef } from 'react';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const sizes = { sm: '1rem', md: '1.5rem', lg: '2.5rem' } as const;

export type SpinnerProps = ComponentPropsWithRef<'span'> & {
  /**
   * What is loading, announced to screen readers. Pass `null` when the spinner sits inside
   * something that already says it (a button reading "Joining Waitlist...").
   * @default 'Loading'
   */
  label?: string | null;
  /** @default 'md' */
  size?: keyof typeof sizes;
};

const Ring = styled.span<{ $size: keyof typeof sizes }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => sizes[$size]};
  height: ${({ $size }) => sizes[$size]};
  border-radius: 50%;
  border: 0.15em solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.8s linear infinite;

  /* Reduced motion: a slower turn still says "working" without the constant spin. */
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s !important;
    animation-iteration-count: infinite !important;
  }
`;

/** A circular activity indicator. With a label it is a `status` region screen readers announce. */
export function Spinner({ label = 'Loading', size = 'md', ...rest }: SpinnerProps) {
  if (label === null) return <Ring $size={size} aria-hidden="true" {...rest} />;
  return <Ring $size={size} role="status" aria-label={label} {...rest} />;
}
