import { useMutation } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';

import { api, ApiError } from '@/api';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { TextField } from '@/components/TextField';
import type { LoginResponse } from '@shared/contract';
import { media } from '@/theme';
import { AdminBrand } from '../shell/SectionNav';
import { SESSION_EXPIRED_MESSAGE } from '../session/sessionMessages';

export { SESSION_EXPIRED_MESSAGE };

/** Shown when the login request got no answer at all: there is no status text to show. */
export const LOGIN_UNREACHABLE_MESSAGE = 'Unable to connect to server. Please check your connection and try again.';

const Page = styled.main`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space[600]};
  background: ${({ theme }) => theme.color.surface.subtle};

  ${media.down('sm')} {
    padding: ${({ theme }) => theme.space[400]};
  }
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 26rem;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[500]};
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
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** What the error banner says: the server's `message`, else the status text (product.md §8). */
export function loginErrorMessage(error: unknown): string {
  // ApiError's message is already the answer's `message` field, else its status text.
  return error instanceof ApiError ? error.message : LOGIN_UNREACHABLE_MESSAGE;
}

export type LoginScreenProps = {
  /** Called with the token and user of a successful login. */
  onSignedIn: (response: LoginResponse) => void;
  /** The previous session ended because a call answered 401: say so above the form. @default false */
  expired?: boolean;
  /** The e-mail to start with, e.g. the one whose session expired. @default '' */
  defaultEmail?: string;
};

/**
 * The admin login (product.md §2, §5, §8): e-mail and password, both required; the button reads
 * "Signing in..." while the request runs; a refusal shows the server's message in a banner.
 */
export function LoginScreen({ onSignedIn, expired = false, defaultEmail = '' }: LoginScreenProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [expiryNoticeShown, setExpiryNoticeShown] = useState(expired);
  const login = useMutation({ mutationFn: api.auth.login, onSuccess: onSignedIn });
  const titleId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setExpiryNoticeShown(false);
    login.mutate({ email: email.trim(), password });
  };

  return (
    <Page>
      <Panel variant="elevated" padding="lg">
        <Form onSubmit={submit} aria-labelledby={titleId}>
          <AdminBrand />
          <Intro>
            <Title id={titleId}>Admin Sign In</Title>
            <Lead>Sign in to review waitlist sign-ups and contact messages.</Lead>
          </Intro>
          {expiryNoticeShown && <Alert tone="warning">{SESSION_EXPIRED_MESSAGE}</Alert>}
          {login.isError && <Alert tone="error">{loginErrorMessage(login.error)}</Alert>}
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            required
            fullWidth
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            readOnly={login.isPending}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            fullWidth
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            readOnly={login.isPending}
          />
          <Button
            type="submit"
            size="lg"
            fullWidth
            loading={login.isPending}
            loadingLabel="Signing in..."
            startIcon={<LogIn size={18} aria-hidden="true" />}
          >
            Sign In
          </Button>
        </Form>
      </Panel>
    </Page>
  );
}
