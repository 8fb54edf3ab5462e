import styled, { css, type DefaultTheme } from 'styled-components';

/**
 * `inverse` is the light button of the dark bands; `outlineInverse` the quieter second action beside
 * a primary one there (Learn More next to Join Waitlist in the home hero).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'inverse' | 'outlineInverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonStyleProps = {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
};

const variantStyles = (theme: DefaultTheme): Record<ButtonVariant, ReturnType<typeof css>> => ({
  primary: css`
    background: ${theme.color.brand.primary};
    color: ${theme.color.text.onBrand};
    &:hover:not(:disabled) {
      background: ${theme.color.brand.primaryHover};
    }
    &:active:not(:disabled) {
      background: ${theme.color.brand.primaryActive};
    }
  `,
  secondary: css`
    background: ${theme.color.surface.raised};
    color: ${theme.color.text.link};
    border-color: ${theme.color.brand.primary};
    &:hover:not(:disabled) {
      background: ${theme.color.surface.brandSubtle};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.color.text.primary};
    &:hover:not(:disabled) {
      background: ${theme.color.status.neutral.bg};
    }
  `,
  danger: css`
    background: ${theme.color.status.error.fg};
    color: ${theme.color.text.onBrand};
    &:hover:not(:disabled) {
      filter: brightness(0.92);
    }
  `,
  inverse: css`
    background: ${theme.color.surface.raised};
    color: ${theme.color.brand.primaryActive};
    &:hover:not(:disabled) {
      background: ${theme.color.surface.brandSubtle};
    }
  `,
  outlineInverse: css`
    background: transparent;
    color: ${theme.color.text.onBrand};
    border-color: ${theme.color.text.onInverseSecondary};
    &:hover:not(:disabled) {
      background: ${theme.color.border.inverse};
    }
  `,
});

const sizeStyles: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: 2.25rem;
    padding: ${({ theme }) => `${theme.space[100]} ${theme.space[300]}`};
    font-size: ${({ theme }) => theme.typography.fontSize[200]};
  `,
  md: css`
    min-height: 2.75rem;
    padding: ${({ theme }) => `${theme.space[200]} ${theme.space[500]}`};
    font-size: ${({ theme }) => theme.typography.fontSize[300]};
  `,
  lg: css`
    min-height: 3.25rem;
    padding: ${({ theme }) => `${theme.space[300]} ${theme.space[800]}`};
    font-size: ${({ theme }) => theme.typography.fontSize[400]};
  `,
};

/** Shared by `Button` and `ButtonLink` so a link that looks like a button is the same button. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[200]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1.5px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  ${({ $size }) => sizeStyles[$size]}
  ${({ theme, $variant }) => variantStyles(theme)[$variant]}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  svg {
    flex: none;
  }
`;

export const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;
