import type { ComponentPropsWithRef, Ref } from 'react';
import styled, { css } from 'styled-components';

import { focusRingOn } from '@/theme/focusRing';

export type CardElement = 'div' | 'article' | 'section' | 'aside' | 'li';
export type CardVariant = 'outlined' | 'elevated';
export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

export type CardProps = Omit<ComponentPropsWithRef<'div'>, 'ref'> & {
  /** The element to render: `article` for a self-contained item, `li` inside a list. @default 'div' */
  as?: CardElement;
  /** `outlined` lies flat on a hairline border; `elevated` floats on a shadow. @default 'outlined' */
  variant?: CardVariant;
  /** Space between the edge and the content. @default 'md' */
  padding?: CardPadding;
  /**
   * The card responds to the pointer (it lifts on hover) and shows a focus ring while a control
   * inside it, such as its link, has keyboard focus. @default false
   */
  interactive?: boolean;
  /** The root element, whichever `as` renders. */
  ref?: Ref<HTMLElement>;
};

type CardStyleProps = { $variant: CardVariant; $padding: CardPadding; $interactive: boolean };

const paddingStyles: Record<CardPadding, ReturnType<typeof css>> = {
  none: css`
    padding: 0;
  `,
  sm: css`
    padding: ${({ theme }) => theme.space[400]};
  `,
  md: css`
    padding: ${({ theme }) => theme.space[600]};
  `,
  lg: css`
    padding: ${({ theme }) => theme.space[800]};
  `,
};

const interactiveStyles = css`
  transition:
    box-shadow ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard},
    border-color ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard},
    transform ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};

  &:hover {
    border-color: ${({ theme }) => theme.color.border.strong};
    box-shadow: ${({ theme }) => theme.shadow.lg};
    transform: translateY(-2px);
  }

  /* The control inside draws the ring; the card's edge joins in. Keyboard focus only, so a mouse
     click on the card's link leaves it as it was. */
  &:has(:focus-visible) {
    border-color: ${({ theme }) => theme.color.border.focus};
  }
`;

const StyledCard = styled.div<CardStyleProps>`
  display: block;
  min-width: 0;
  list-style: none;
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.primary};
  /* A light card on a dark band too. */
  ${focusRingOn('light')}
  overflow-wrap: break-word;
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme, $variant }) => ($variant === 'elevated' ? theme.shadow.md : 'none')};

  ${({ $padding }) => paddingStyles[$padding]}
  ${({ $interactive }) => $interactive && interactiveStyles}
`;

/** A surface that groups related content: a feature, a stat, a list item. */
export function Card({
  as = 'div',
  variant = 'outlined',
  padding = 'md',
  interactive = false,
  ref,
  ...rest
}: CardProps) {
  return (
    <StyledCard
      as={as}
      // `as` changes the element, so the ref is the element it renders, not necessarily a div.
      ref={ref as Ref<HTMLDivElement>}
      $variant={variant}
      $padding={padding}
      $interactive={interactive}
      {...rest}
    />
  );
}
