import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

import { BrandMark } from '@/components/BrandMark';
import { siteConfig } from '@/config/site';

const StyledLink = styled.a<{ $tone: 'default' | 'inverse' }>`
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

/** The brand mark and name, linking home: the same mark as the favicon, the app icons and the share cards. */
export function BrandLink({ tone = 'default', ...rest }: BrandLinkProps) {
  return (
    <StyledLink href="/" aria-label={`${siteConfig.brandName} home`} $tone={tone} {...rest}>
      <BrandMark size={36} />
      {siteConfig.brandName}
    </StyledLink>
  );
}
