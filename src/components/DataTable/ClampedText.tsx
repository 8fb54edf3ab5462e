import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';

export type ClampedTextProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  /** The text; all of it stays in the page for screen readers and search, only the view is clipped. */
  children: ReactNode;
  /** The whole text, shown as the tooltip. @default the children, when they are text */
  title?: string;
  /** How many lines show before the rest is cut with an ellipsis. @default 1 */
  lines?: 1 | 2 | 3;
};

const Clamp = styled.span<{ $lines: number }>`
  display: -webkit-box;
  /* Never wider than its cell, even in a column of stacked values sized to their content: the cut is here. */
  max-width: 100%;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${({ $lines }) => $lines};
  overflow: hidden;
  /* Lines break between words only; a word longer than the cell ends in an ellipsis, never split. */
  overflow-wrap: normal;
  word-break: normal;
  text-overflow: ellipsis;
`;

/**
 * Text cut to a few lines with an ellipsis, so one long value (a 200-character subject) cannot make a
 * table row tall; the whole text shows as the tooltip on hover.
 */
export function ClampedText({ children, lines = 1, title, ...rest }: ClampedTextProps) {
  return (
    <Clamp $lines={lines} title={title ?? (typeof children === 'string' ? children : undefined)} {...rest}>
      {children}
    </Clamp>
  );
}
