import { ChevronDown, KeyRound, LogOut, Menu, ShieldCheck, UserCog, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { ActionMenu } from '@/components/ActionMenu';
import { Button } from '@/components/Button';
import { Chip } from '@/components/Chip';
import { IconButton } from '@/components/IconButton';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { media } from '@/theme';
import type { SessionUser } from '../session/storedSession';
import { displayNameOf, initialsOf } from './initials';
import { type AdminSection, auditSection, sectionPath, teamSection } from '../sections';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[400]} ${theme.space[600]}`};
  padding: ${({ theme }) => `${theme.space[500]} ${theme.space[800]}`};
  background: ${({ theme }) => theme.color.surface.raised};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};

  ${media.down('md')} {
    padding: ${({ theme }) => theme.space[400]};
  }
`;

const TitleRow = styled.div`
  display: flex;
  flex: 1 1 20rem;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
`;

/** The drawer's toggle, where the sidebar is collapsed. */
const MenuToggle = styled(IconButton)`
  margin: ${({ theme }) => `-${theme.space[100]} 0 0 -${theme.space[200]}`};

  ${media.up('md')} {
    display: none;
  }
`;

const Heading = styled.div`
  min-width: 0;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.typography.fontSize[600]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacing.tight};

  ${media.down('md')} {
    font-size: ${({ theme }) => theme.typography.fontSize[500]};
  }
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space[100]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

const Account = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
  margin-left: auto;

  ${media.down('md')} {
    flex: 1 1 100%;
    justify-content: flex-start;
  }
`;

/** The admin menu around who is signed in: it may shrink, so a long name is cut rather than widening the page. */
const AccountMenu = styled(ActionMenu)`
  min-width: 0;
  max-width: 100%;
`;

/** Who is signed in, which opens the admin menu: drawn as the text it is until pointed at. */
const Person = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
  /* The padding gives the hover its room; the margins take it back, so nothing moves or narrows. */
  max-width: calc(100% + 2 * ${({ theme }) => theme.space[200]});
  margin: ${({ theme }) => `-${theme.space[100]} -${theme.space[200]}`};
  padding: ${({ theme }) => `${theme.space[100]} ${theme.space[200]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.status.neutral.bg};
  }

  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand.primary};
  color: ${({ theme }) => theme.color.text.onBrand};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacing.wide};
`;

const Identity = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: ${({ theme }) => theme.typography.lineHeight.snug};
`;

const truncated = `
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Name = styled.span`
  ${truncated}
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const Email = styled.span`
  ${truncated}
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[200]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export type AdminHeaderProps = {
  section: AdminSection;
  user: SessionUser;
  /** The drawer the menu toggle opens (below the medium breakpoint). */
  drawerId: string;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  /** Opens the signed-in admin's profile (their name and signature). */
  onOpenProfile: () => void;
  /** Opens the signed-in admin's second factor (turn it on or off, new recovery codes). */
  onOpenTwoFactor: () => void;
  onLogout: () => void;
};

/**
 * The shell's header (product.md §2): the chosen section's title and description, then who is signed in —
 * initials, name and e-mail, a button that opens the admin menu (Profile, Two-factor authentication, and
 * the Team and Audit log screens, which the sidebar does not list) — the Admin and Secure Session chips,
 * and Logout.
 */
export function AdminHeader({
  section,
  user,
  drawerId,
  drawerOpen,
  onOpenDrawer,
  onOpenProfile,
  onOpenTwoFactor,
  onLogout,
}: AdminHeaderProps) {
  const name = displayNameOf(user);
  const navigate = useNavigate();
  return (
    <Bar>
      <TitleRow>
        <MenuToggle
          label="Open menu"
          icon={<Menu size={24} />}
          aria-expanded={drawerOpen}
          aria-controls={drawerOpen ? drawerId : undefined}
          onClick={onOpenDrawer}
        />
        <Heading>
          <Title>{section.title}</Title>
          <Description>{section.description}</Description>
        </Heading>
      </TitleRow>
      <Account>
        <AccountMenu
          label="Your account"
          items={[
            { label: 'Profile', icon: <UserRound size={16} />, onSelect: onOpenProfile },
            { label: 'Two-factor authentication', icon: <KeyRound size={16} />, onSelect: onOpenTwoFactor },
            ...[teamSection, auditSection].map((section) => {
              const Icon = section.icon;
              return {
                label: section.title,
                icon: <Icon size={16} />,
                onSelect: () => navigate(sectionPath(section)),
              };
            }),
          ]}
          trigger={(props) => (
            <Person {...props}>
              {/* Read before what is shown, which stays part of the name (WCAG 2.5.3, label in name). */}
              <VisuallyHidden>Your account: </VisuallyHidden>
              <Avatar aria-hidden="true">{initialsOf(user)}</Avatar>
              <Identity>
                <Name title={name}>{name}</Name>
                <Email title={user.email}>{user.email}</Email>
              </Identity>
              <ChevronDown size={16} aria-hidden="true" />
            </Person>
          )}
        />
        <Chips aria-label="Session">
          <li>
            <Chip size="sm" tone="info" icon={<UserCog />}>
              Admin
            </Chip>
          </li>
          <li>
            <Chip size="sm" tone="success" icon={<ShieldCheck />}>
              Secure Session
            </Chip>
          </li>
        </Chips>
        <Button variant="secondary" size="sm" startIcon={<LogOut size={16} aria-hidden="true" />} onClick={onLogout}>
          Logout
        </Button>
      </Account>
    </Bar>
  );
}
