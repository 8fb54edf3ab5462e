import {
  Bell,
  ChartColumn,
  ChevronDown,
  CircleHelp,
  FileText,
  LayoutDashboard,
  LayoutTemplate,
  type LucideIcon,
  Package,
  Search,
  Settings,
  Sparkles,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

import { fieldControlStyles } from '@/components/Field';
import { IconButton } from '@/components/IconButton';
import { siteConfig } from '@/config/site';
import { workspace } from './data';
import { VisuallyHidden } from './ui';

export type NavId = 'dashboard' | 'invoices' | 'clients' | 'products' | 'templates' | 'reports' | 'settings';

const navigation: { id: NavId; label: string; icon: LucideIcon; count?: number }[] = [
  { id: 'dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { id: 'invoices', label: 'Invoices', icon: FileText, count: 5 },
  { id: 'clients', label: 'Clients', icon: Users },
  { id: 'products', label: 'Products', icon: Package },
  { id: 'templates', label: 'Templates', icon: LayoutTemplate },
  { id: 'reports', label: 'Reports', icon: ChartColumn },
  { id: 'settings', label: 'Settings', icon: Settings },
];

/** The screens are drawn for a 1280 × 800 window, the size they are captured at. */
const Frame = styled.div`
  display: grid;
  grid-template-columns: 15rem minmax(0, 1fr);
  grid-template-rows: 4rem minmax(0, 1fr);
  min-width: 1200px;
  height: 100vh;
  min-height: 800px;
  background: ${({ theme }) => theme.color.surface.subtle};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  line-height: ${({ theme }) => theme.typography.lineHeight.snug};

  /* Product density: form controls a notch smaller than on the marketing pages. */
  input:not([type='checkbox']):not([type='radio']),
  select,
  textarea {
    min-height: 2.5rem;
    font-size: ${({ theme }) => theme.typography.fontSize[200]};
  }
`;

const Sidebar = styled.aside`
  grid-row: 1 / span 2;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[600]};
  padding: ${({ theme }) => `${theme.space[500]} ${theme.space[400]}`};
  background: ${({ theme }) => theme.color.surface.inverse};
  color: ${({ theme }) => theme.color.text.onBrand};
`;

const Brand = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => `0 ${theme.space[200]}`};
  font-size: ${({ theme }) => theme.typography.fontSize[400]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacing.tight};
`;

const BrandMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brand.primary};
`;

const NavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const NavLink = styled.a<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[300]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $active }) => ($active ? theme.color.brand.primary : 'transparent')};
  color: ${({ theme }) => theme.color.text.onBrand};
  opacity: ${({ $active }) => ($active ? 1 : 0.78)};
  font-weight: ${({ theme, $active }) =>
    $active ? theme.typography.fontWeight.semibold : theme.typography.fontWeight.medium};
  text-decoration: none;

  &:hover {
    opacity: 1;
  }
`;

const NavCount = styled.span`
  margin-left: auto;
  min-width: 1.5rem;
  padding: ${({ theme }) => `0 ${theme.space[200]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.status.error.bg};
  color: ${({ theme }) => theme.color.status.error.fg};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  text-align: center;
`;

const PlanCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  margin-top: auto;
  padding: ${({ theme }) => theme.space[400]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.primary};

  strong {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[200]};
    color: ${({ theme }) => theme.color.text.link};
  }
`;

const PlanMeter = styled.span`
  display: block;
  height: 0.375rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand.subtle};
  overflow: hidden;

  span {
    display: block;
    height: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.color.brand.primary};
  }
`;

const PlanNote = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
`;

const TopBar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[400]};
  padding: ${({ theme }) => `0 ${theme.space[600]}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.surface.raised};
`;

const SearchBox = styled.div`
  position: relative;
  width: 26rem;

  > svg {
    position: absolute;
    top: 50%;
    left: ${({ theme }) => theme.space[300]};
    transform: translateY(-50%);
    color: ${({ theme }) => theme.color.text.secondary};
    pointer-events: none;
  }
`;

const SearchInput = styled.input`
  ${fieldControlStyles}
  padding-left: ${({ theme }) => theme.space[1000]};
  border-color: ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.surface.subtle};
`;

const Shortcut = styled.kbd`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space[300]};
  transform: translateY(-50%);
  padding: ${({ theme }) => `0 ${theme.space[200]}`};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.secondary};
  font-family: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
`;

const TopActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  margin-left: auto;
`;

const Account = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  margin-left: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => `${theme.space[100]} ${theme.space[200]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  text-align: start;
  cursor: pointer;

  span {
    display: flex;
    flex-direction: column;
  }

  small {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.typography.fontSize[100]};
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand.accent};
  color: ${({ theme }) => theme.color.text.onBrand};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

const Main = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  min-height: 0;
  padding: ${({ theme }) => `${theme.space[500]} ${theme.space[600]}`};
  overflow: hidden;
`;

const PageHeading = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[400]};

  h1 {
    font-size: ${({ theme }) => theme.typography.fontSize[600]};
    font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  }

  p {
    margin-top: ${({ theme }) => theme.space[100]};
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

const HeadingActions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
`;

export type AppFrameProps = {
  /** The navigation item of the screen shown. */
  active: NavId;
  /** The screen's heading. */
  title: ReactNode;
  /** A line under the heading. */
  description?: ReactNode;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  /** Shown above the heading, such as a trial banner or a breadcrumb. */
  before?: ReactNode;
  children: ReactNode;
};

/**
 * The invoicing product's window: the sidebar with its navigation and trial status, the top bar with
 * search and the signed-in user, and the screen's heading and content.
 */
export function AppFrame({ active, title, description, actions, before, children }: AppFrameProps) {
  const trialUsed = (workspace.trialLength - workspace.trialDaysLeft) / workspace.trialLength;
  return (
    <Frame>
      <Sidebar>
        <Brand>
          <BrandMark aria-hidden="true">
            <FileText size={18} />
          </BrandMark>
          {siteConfig.brandName}
        </Brand>
        <nav aria-label="Product">
          <NavList>
            {navigation.map(({ id, label, icon: Icon, count }) => (
              <li key={id}>
                <NavLink href={`/app/${id}`} $active={id === active} aria-current={id === active ? 'page' : undefined}>
                  <Icon size={18} aria-hidden="true" />
                  {label}
                  {count !== undefined && (
                    <NavCount>
                      {count}
                      <VisuallyHidden> overdue</VisuallyHidden>
                    </NavCount>
                  )}
                </NavLink>
              </li>
            ))}
          </NavList>
        </nav>
        <PlanCard>
          <strong>
            <Sparkles size={16} aria-hidden="true" />
            Free trial
          </strong>
          <PlanMeter aria-hidden="true">
            <span style={{ width: `${Math.round(trialUsed * 100)}%` }} />
          </PlanMeter>
          <PlanNote>{workspace.trialDaysLeft} days left · then from $19/month</PlanNote>
        </PlanCard>
      </Sidebar>
      <TopBar>
        <SearchBox role="search">
          <Search size={18} aria-hidden="true" />
          <SearchInput type="search" aria-label="Search" placeholder="Search invoices, clients and products" />
          <Shortcut>Ctrl K</Shortcut>
        </SearchBox>
        <TopActions>
          <IconButton label="Help" icon={<CircleHelp size={20} />} />
          <IconButton label="Notifications, 3 unread" icon={<Bell size={20} />} />
          <Account type="button">
            <Avatar aria-hidden="true">{workspace.initials}</Avatar>
            <span>
              <strong>{workspace.user}</strong>
              <small>{workspace.company}</small>
            </span>
            <ChevronDown size={16} aria-hidden="true" />
          </Account>
        </TopActions>
      </TopBar>
      <Main>
        {before}
        <PageHeading>
          <div>
            <h1>{title}</h1>
            {description && <p>{description}</p>}
          </div>
          {actions && <HeadingActions>{actions}</HeadingActions>}
        </PageHeading>
        {children}
      </Main>
    </Frame>
  );
}
