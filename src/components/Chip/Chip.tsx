import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type ChipTone = 'default' | 'error' | 'warning' | 'success' | 'info';
export type ChipSize = 'sm' | 'md';

export type ChipProps = ComponentPropsWithRef<'span'> & {
  /**
   * The colour, by meaning: message status New is `error`, In Progress `warning`, Resolved
   * `success`, Closed `default` (neutral). The text always says the status too, so colour is never
   * the only signal.
   * @default 'default'
   */
  tone?: ChipTone;
  /** @default 'md' */
  size?: ChipSize;
  /** An icon before the label; decorative, so it is hidden from assistive technology. */
  icon?: ReactNode;
};

type ChipStyleProps = { $tone: ChipTone; $size: ChipSize };

const sizeStyles: Record<ChipSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: 1.5rem;
    padding: ${({ theme }) => `${theme.space[50]} ${theme.space[200]}`};
    font-size: ${({ theme }) => theme.typography.fontSize[100]};
  `,
  md: css`
    min-height: 1.75rem;
    padding: ${({ theme }) => `${theme.space[100]} ${theme.space[300]}`};
    font-size: ${({ theme }) => theme.typography.fontSize[200]};
  `,
};

const StyledChip = styled.span<ChipStyleProps>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  max-width: 100%;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: 1.2;
  white-space: nowrap;
  vertical-align: middle;

  /* Every status pair is foreground on its own fill, which keeps text above 4.5:1 (WCAG AA). */
  ${({ theme, $tone }) => {
    const colors = theme.color.status[$tone === 'default' ? 'neutral' : $tone];
    return css`
      color: ${colors.fg};
      background: ${colors.bg};
      border-color: ${colors.border};
    `;
  }}

  ${({ $size }) => sizeStyles[$size]}

  svg {
    flex: none;
    width: 1.15em;
    height: 1.15em;
  }
`;

const IconSlot = styled.span`
  display: contents;
`;

/** A small status label: a message's status, or a marker such as "Admin" or "Secure Session". */
export function Chip({ tone = 'default', size = 'md', icon, children, ...rest }: ChipProps) {
  return (
    <StyledChip $tone={tone} $size={size} {...rest}>
      {icon && <IconSlot aria-hidden="true">{icon}</IconSlot>}
      {children}
    </StyledChip>
  );
}
