import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';

import { type ButtonSize, type ButtonStyleProps, type ButtonVariant, buttonStyles } from './Button.styles';

export type ButtonLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  /** A path inside the site ("/features") navigates in place (BrowserLocation); a web address opens in a new tab. */
  href: string;
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** @default false */
  fullWidth?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
};

const StyledAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A link that looks like a `Button`. External links open in a new tab. */
export function ButtonLink({
  href,
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  startIcon,
  endIcon,
  children,
  ...rest
}: ButtonLinkProps) {
  const styleProps = { $variant: variant, $size: size, $fullWidth: fullWidth };
  const opensElsewhere = /^https?:/.test(href);
  return (
    <StyledAnchor
      href={href}
      target={opensElsewhere ? '_blank' : undefined}
      rel={opensElsewhere ? 'noopener noreferrer' : undefined}
      {...styleProps}
      {...rest}
    >
      {startIcon}
      {children}
      {endIcon}
    </StyledAnchor>
  );
}
