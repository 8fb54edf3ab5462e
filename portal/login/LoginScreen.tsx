import { useMutation } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { api } from '@/api';
import { Alert, type AlertTone } from '@/components/Alert';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import type { LoginResponse, SessionResponse } from '@shared/contract';
import { AdminBrand } from '../shell/SectionNav';
import { SESSION_EXPIRED_MESSAGE } from '../session/sessionMessages';
import {
  LOGIN_UNREACHABLE_MESSAGE,
  LoginCard,
  LoginForm,
  LoginIntro,
  LoginLead,
  LoginTitle,
  loginErrorMessage,
} from './loginLayout';
import { SecondFactorStep } from './SecondFactorStep';
import { passwordSetEmail } from './setPasswordLink';

export { LOGIN_UNREACHABLE_MESSAGE, loginErrorMessage, SESSION_EXPIRED_MESSAGE };

/** The notice above the form once a password was set from a mailed link. */
export const PASSWORD_SET_NOTICE = 'Your password is set. Sign in with it.';

/** A banner above the form that no request of this form raised: why the admin is (back) here. */
type Notice = { tone: AlertTone; message: string };

export type LoginScreenProps = {
  /** Called with the token and user of a successful login (after the second step, for an account with one). */
  onSignedIn: (session: SessionResponse) => void;
  /** The previous session ended because a call answered 401: say so above the form. @default false */
  expired?: boolean;
  /** The e-mail to start with, e.g. the one whose session expired. @default '' */
  defaultEmail?: string;
};

/**
 * The admin login (product.md §2, §5, §8): e-mail and password, both required; the button reads
 * "Signing in..." while the request runs; a refusal shows the server's message in a banner. An account
 * with a second factor then gets a second step in the same card (issue 42), a code of its authenticator
 * app or a recovery code. Opened from the set-password screen, the form holds the address whose
 * password was just set, under a notice saying so.
 */
export function LoginScreen({ onSignedIn, expired = false, defaultEmail = '' }: LoginScreenProps) {
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the history state is cleared below, so signing out later shows no stale notice.
  const [passwordSetFor] = useState(() => passwordSetEmail(location.state));
  const [email, setEmail] = useState(passwordSetFor ?? defaultEmail);
  const [password, setPassword] = useState('');
  const [notice, setNotice] = useState<Notice | null>(() => {
    if (passwordSetFor !== undefined) return { tone: 'success', message: PASSWORD_SET_NOTICE };
    return expired ? { tone: 'warning', message: SESSION_EXPIRED_MESSAGE } : null;
  });
  const [challenge, setChallenge] = useState<string | null>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  // Whether the password field takes focus when the first step shows: the address is filled in already.
  const focusPassword = useRef(passwordSetFor !== undefined);
  const titleId = useId();

  const login = useMutation({
    mutationFn: api.auth.login,
    onSuccess: (answer: LoginResponse) => {
      if ('twoFactorRequired' in answer) {
        // The password did its part: it is not kept while the second step runs.
        setPassword('');
        setChallenge(answer.challenge);
      } else onSignedIn(answer);
    },
  });

  useEffect(() => {
    if (passwordSetFor !== undefined) void navigate(location, { replace: true, state: null });
    // Once, on arrival: the location this screen was opened at.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (challenge === null && focusPassword.current) {
      focusPassword.current = false;
      passwordField.current?.focus();
    }
  }, [challenge]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    login.mutate({ email: email.trim(), password });
  };

  /** Back from the second step, the address kept; with the server's message when the challenge expired. */
  const backToPassword = (message?: string) => {
    login.reset();
    setNotice(message ? { tone: 'error', message } : null);
    focusPassword.current = true;
    setChallenge(null);
  };

  if (challenge !== null) {
    return (
      <LoginCard>
        <SecondFactorStep challenge={challenge} onSignedIn={onSignedIn} onBack={backToPassword} />
      </LoginCard>
    );
  }

  return (
    <LoginCard>
      <LoginForm onSubmit={submit} aria-labelledby={titleId}>
        <AdminBrand />
        <LoginIntro>
          <LoginTitle id={titleId}>Admin Sign In</LoginTitle>
          <LoginLead>Sign in to review waitlist sign-ups and contact messages.</LoginLead>
        </LoginIntro>
        {notice && <Alert tone={notice.tone}>{notice.message}</Alert>}
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
          ref={passwordField}
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
      </LoginForm>
    </LoginCard>
  );
}
