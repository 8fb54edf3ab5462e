import { Mail } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

import { Container } from '@/components/Container';
import { siteConfig } from '@/config/site';
import { paths } from '@shared/content/paths';
import { privacyNotice } from '@/content/privacyNotice';
import { focusRingOn, media } from '@/theme';
import { BrandLink } from './BrandLink';
import { navigationItems } from './navigation';

const Footer = styled.footer`
  padding-block: ${({ theme }) => `${theme.space[1200]} ${theme.space[800]}`};
  background: ${({ theme }) => theme.color.surface.inverse};
  color: ${({ theme }) => theme.color.text.onBrand};
  ${focusRingOn('inverse')}
`;

/** The columns below lay out by the room inside the gutters (container queries), as the page's grids do. */
const Inner = styled(Container)`
  container-type: inline-size;
`;

/**
 * Balanced at every width: one column on the narrowest phones; then the brand across the top and
 * Explore and Support in two equal halves under it; from where all three fit, the brand at the left
 * edge, Support ending at the right edge and Explore between them, the two gaps equal. (Before, the
 * brand took half the row and the two link columns sat bunched in the other half.)
 */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[800]};
  grid-template-areas: 'brand' 'explore' 'support';

  /* Two halves, each wide enough for the e-mail address: below that, phones keep one column. */
  @container (min-width: 30rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    grid-template-areas: 'brand brand' 'explore support';
  }

  /* The brand block at its width, then the two link columns at theirs; the space left is shared out. */
  @container (min-width: 48rem) {
    grid-template-columns: minmax(0, 22rem) auto auto;
    grid-template-areas: 'brand explore support';
    justify-content: space-between;
  }
`;

const Brand = styled.div`
  grid-area: brand;
`;

const Explore = styled.nav`
  grid-area: explore;
`;

const Support = styled.div`
  grid-area: support;
`;

const Tagline = styled.p`
  max-width: 22rem;
  margin-top: ${({ theme }) => theme.space[300]};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

const ColumnTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[300]};
  font-size: ${({ theme }) => theme.typography.fontSize[300]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const LinkList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[100]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FooterLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  color: inherit;
  text-decoration: none;

  /* A touch target on phones; a tighter list where a pointer is the usual way in. */
  ${media.up('md')} {
    min-height: 2.25rem;
  }

  &:hover {
    text-decoration: underline;
  }
`;

const MailLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  min-height: 2.75rem;
  color: inherit;
  overflow-wrap: anywhere;

  ${media.up('md')} {
    min-height: 2.25rem;
  }
`;

const Legal = styled.p`
  margin-top: ${({ theme }) => theme.space[1000]};
  padding-top: ${({ theme }) => theme.space[600]};
  border-top: 1px solid ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

/**
 * The page's foot: the brand, the navigation links again, the support e-mail, the privacy note and the
 * copyright line.
 */
export function SiteFooter(props: ComponentPropsWithRef<'footer'>) {
  const year = new Date().getFullYear();
  return (
    <Footer {...props}>
      <Inner>
        <Columns>
          <Brand>
            <BrandLink tone="inverse" />
            <Tagline>Professional invoicing for freelancers and small and growing businesses. Launching soon.</Tagline>
          </Brand>
          <Explore aria-label="Footer">
            <ColumnTitle>Explore</ColumnTitle>
            <LinkList>
              {navigationItems.map((item) => (
                <li key={item.to}>
                  <FooterLink href={item.to}>{item.label}</FooterLink>
                </li>
              ))}
            </LinkList>
          </Explore>
          <Support>
            <ColumnTitle>Support</ColumnTitle>
            <LinkList>
              <li>
                <MailLink href={`mailto:${siteConfig.supportEmail}`}>
                  <Mail size={18} aria-hidden />
                  {siteConfig.supportEmail}
                </MailLink>
              </li>
              <li>
                <FooterLink href={paths.privacy}>{privacyNotice.title}</FooterLink>
              </li>
            </LinkList>
          </Support>
        </Columns>
        <Legal>
          © {year} {siteConfig.brandName}. All rights reserved.
        </Legal>
      </Inner>
    </Footer>
  );
}
