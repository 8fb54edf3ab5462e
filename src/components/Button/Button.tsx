import type { ComponentPropsWithRef, ReactNode } from 'react';

import { Spinner } from '../Spinner';
import { type ButtonSize, type ButtonVariant, StyledButton } from './Button.styles';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  /**
   * Shows a spinner, disables the button and marks it busy.
   * @default false
   */
  loading?: boolean;
  /** What the button reads while loading, e.g. "Joining Waitlist...". @default the children */
  loadingLabel?: ReactNode;
  /** An icon before the label. */
  startIcon?: ReactNode;
  /** An icon after the label. */
  endIcon?: ReactNode;
};

/** The action button. For navigation use `ButtonLink`, which looks the same. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  loadingLabel,
  startIcon,
  endIcon,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...rest}
    >
      {loading ? <Spinner size="sm" label={null} /> : startIcon}
      {loading ? (loadingLabel ?? children) : children}
      {!loading && endIcon}
    </StyledButton>
  );
}
