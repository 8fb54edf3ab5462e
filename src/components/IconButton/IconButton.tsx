import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';

import { focusRingOnAnyBackground } from '@/theme/focusRing';

type IconButtonVariant = 'ghost' | 'solid' | 'overlay';
type IconButtonSize = 'sm' | 'md' | 'lg';

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> & {
  /**
   * The accessible name: what the button does ("Close", "Next image"). Required because an icon
   * alone says nothing to a screen reader; it also becomes the tooltip.
   */
  label: string;
  /** The icon, decorative (it is hidden from assistive technology). */
  icon: ReactNode;
  /** `overlay` sits on images and dark backdrops. @default 'ghost' */
  variant?: IconButtonVariant;
  /** @default 'md' */
  size?: IconButtonSize;
};

const dimension: Record<IconButtonSize, string> = { sm: '2rem', md: '2.75rem', lg: '3.25rem' };

const StyledIconButton = styled.button<{ $variant: IconButtonVariant; $size: IconButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => dimension[$size]};
  height: ${({ $size }) => dimension[$size]};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.duration.fast};

  ${({ theme, $variant }) =>
    ({
      ghost: css`
        background: transparent;
        color: ${theme.color.text.primary};
        &:hover:not(:disabled) {
          background: ${theme.color.status.neutral.bg};
        }
      `,
      solid: css`
        background: ${theme.color.surface.raised};
        color: ${theme.color.text.primary};
        border-color: ${theme.color.border.strong};
        box-shadow: ${theme.shadow.sm};
        &:hover:not(:disabled) {
          background: ${theme.color.surface.subtle};
        }
      `,
      overlay: css`
        background: ${theme.color.surface.overlay};
        color: ${theme.color.text.onBrand};
        &:hover:not(:disabled) {
          background: ${theme.color.surface.inverse};
        }
        /* Over an image, whose colours nobody knows in advance. */
        &:focus-visible {
          ${focusRingOnAnyBackground}
        }
      `,
    })[$variant]}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

/** A button that shows only an icon; its `label` is the accessible name and the tooltip. */
export function IconButton({ label, icon, variant = 'ghost', size = 'md', type = 'button', ...rest }: IconButtonProps) {
  return (
    <StyledIconButton type={type} aria-label={label} title={label} $variant={variant} $size={size} {...rest}>
      <span aria-hidden="true" style={{ display: 'contents' }}>
        {icon}
      </span>
    </StyledIconButton>
  );
}
