import { LogOut } from 'lucide-react';
import { useRef } from 'react';
import styled from 'styled-components';

import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { media } from '@/theme';
import { CenteredPage } from '../login/loginLayout';
import { AdminBrand } from '../shell/SectionNav';
import { TwoFactorEnrolment } from './TwoFactorEnrolment';

export type TwoFactorSetupRequiredScreenProps = {
  /** The address of the administrator signed in, to say whose account this is. */
  email: string;
  /**
   * The factor is on and the recovery codes were saved: the session goes on with this token (the one
   * it started with ended when the factor was turned on).
   */
  onEnabled: (token: string) => void;
  /** Signs out instead of setting it up now. */
  onSignOut: () => void;
  /**
   * The factor was just turned on and the recovery codes are shown: this new token is the session's
   * from now on (the old one ended). For a portal that keeps calling the server behind this screen, to
   * store the token before `onEnabled`; the screen stays until the codes are saved.
   */
  onSessionRenewed?: (token: string) => void;
};

/** Wider than the sign-in card: the QR code and the key sit side by side on a laptop. */
const Panel = styled(Card)`
  width: 100%;
  max-width: 36rem;

  /* A phone keeps the width for the QR code and the brand beside Sign out. */
  ${media.down('sm')} {
    padding: ${({ theme }) => theme.space[500]};
  }
`;

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[500]};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};

  /* At the end of the row, and of its own row when it wraps. */
  & > button {
    margin-inline-start: auto;
  }
`;

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.typography.fontSize[700]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacing.tight};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};

  ${media.down('sm')} {
    font-size: ${({ theme }) => theme.typography.fontSize[600]};
  }
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
`;

const Account = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  overflow-wrap: anywhere;

  strong {
    color: ${({ theme }) => theme.color.text.primary};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

/**
 * In place of the portal while `ADMIN_2FA=required` and the signed-in administrator has no second
 * factor: the server opens nothing else to this session. The setup (TwoFactorEnrolment) on a card like
 * the sign-in's, and Sign out. `onEnabled` waits until the recovery codes were saved, as the portal
 * replaces this screen with it; the old token has ended by then, so nothing may call the server with it
 * meanwhile (`onSessionRenewed` hands the new one over at once).
 */
export function TwoFactorSetupRequiredScreen({
  email,
  onEnabled,
  onSignOut,
  onSessionRenewed,
}: TwoFactorSetupRequiredScreenProps) {
  const token = useRef<string | null>(null);

  return (
    <CenteredPage>
      <Panel variant="elevated" padding="lg">
        <Layout>
          <Top>
            <AdminBrand />
            <Button variant="ghost" size="sm" startIcon={<LogOut size={16} aria-hidden="true" />} onClick={onSignOut}>
              Sign out
            </Button>
          </Top>
          <Intro>
            <Title>Set up two-factor authentication</Title>
            <Lead>This portal asks every administrator for a second factor. Set it up to continue.</Lead>
            <Account>
              Signed in as <strong>{email}</strong>
            </Account>
          </Intro>
          <TwoFactorEnrolment
            headingLevel={2}
            onEnabled={(result) => {
              token.current = result.token;
              onSessionRenewed?.(result.token);
            }}
            onDone={() => {
              if (token.current) onEnabled(token.current);
            }}
          />
        </Layout>
      </Panel>
    </CenteredPage>
  );
}
