import { Receipt } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { IconBadge } from '@/components/IconBadge';
import { siteConfig } from '@/config/site';

const StyledLink = styled(Link)<{ $tone: 'default' | 'inverse' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  min-height: 2.75rem;
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme, $tone }) => ($tone === 'inverse' ? theme.color.text.onBrand : theme.color.text.primary)};
  font-size: ${({ theme }) => theme.typography.fontSize[500]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.extrabold};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacing.tight};
  text-decoration: none;
  white-space: nowrap;
`;

export type BrandLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  /** `inverse` sits on the dark footer. @default 'default' */
  tone?: 'default' | 'inverse';
};

/** The logo and brand name, linking home. */
export function BrandLink({ tone = 'default', ...rest }: BrandLinkProps) {
  return (
    <StyledLink to="/" aria-label={`${siteConfig.brandName} home`} $tone={tone} {...rest}>
      <IconBadge aria-hidden="true" $size="xs" $tone="solid">
        <Receipt size={20} />
      </IconBadge>
      {siteConfig.brandName}
    </StyledLink>
  );
}
