import { Mail } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { Container } from '@/components/Container';
import { siteConfig } from '@/config/site';
import { paths } from '@shared/content/paths';
import { privacyNotice } from '@/content/privacyNotice';
import { media } from '@/theme';
import { BrandLink } from './BrandLink';
import { navigationItems } from './navigation';

const Footer = styled.footer`
  padding-block: ${({ theme }) => `${theme.space[1200]} ${theme.space[800]}`};
  background: ${({ theme }) => theme.color.surface.inverse};
  color: ${({ theme }) => theme.color.text.onBrand};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[800]};

  ${media.up('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Tagline = styled.p`
  max-width: 24rem;
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

const FooterLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  color: inherit;
  text-decoration: none;

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
      <Container>
        <Columns>
          <div>
            <BrandLink tone="inverse" />
            <Tagline>Professional invoicing for freelancers and small and growing businesses. Launching soon.</Tagline>
          </div>
          <nav aria-label="Footer">
            <ColumnTitle>Explore</ColumnTitle>
            <LinkList>
              {navigationItems.map((item) => (
                <li key={item.to}>
                  <FooterLink to={item.to}>{item.label}</FooterLink>
                </li>
              ))}
            </LinkList>
          </nav>
          <div>
            <ColumnTitle>Support</ColumnTitle>
            <LinkList>
              <li>
                <MailLink href={`mailto:${siteConfig.supportEmail}`}>
                  <Mail size={18} aria-hidden />
                  {siteConfig.supportEmail}
                </MailLink>
              </li>
              <li>
                <FooterLink to={paths.privacy}>{privacyNotice.title}</FooterLink>
              </li>
            </LinkList>
          </div>
        </Columns>
        <Legal>
          © {year} {siteConfig.brandName}. All rights reserved.
        </Legal>
      </Container>
    </Footer>
  );
}
