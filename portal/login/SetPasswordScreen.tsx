import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { api } from '@/api';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { PageMeta } from '@/components/PageMeta';
import { TextField } from '@/components/TextField';
import { siteConfig } from '@/config/site';
import { fieldLimits } from '@shared/contract/constants';
import { AdminBrand } from '../shell/SectionNav';
import {
  LoginCard,
  LoginForm,
  LoginIntro,
  LoginLead,
  LoginLinks,
  LoginTitle,
  loginErrorMessage,
  TextLink,
} from './loginLayout';
import { passwordSetState, setPasswordTokenOf } from './setPasswordLink';

/** The shortest password the server takes (the contract's `newPasswordField`, which brings zod along). */
export const MIN_PASSWORD_LENGTH = 12;

export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
export const CONFIRMATION_MISSING_MESSAGE = 'Type the new password again to confirm it';
export const PASSWORDS_DIFFER_MESSAGE = 'The passwords do not match';
export const LINK_INCOMPLETE_MESSAGE = 'This link is incomplete. Open the link from your invitation mail again.';

type FieldErrors = { password?: string; confirmation?: string };

/** What is wrong with the two fields before anything is sent; empty when the password can go. */
export function setPasswordProblems(password: string, confirmation: string): FieldErrors {
  const errors: FieldErrors = {};
  if (password.length < MIN_PASSWORD_LENGTH) errors.password = PASSWORD_TOO_SHORT_MESSAGE;
  if (confirmation === '') errors.confirmation = CONFIRMATION_MISSING_MESSAGE;
  else if (confirmation !== password) errors.confirmation = PASSWORDS_DIFFER_MESSAGE;
  return errors;
}

/**
 * The screen of a mailed set-password link (issue 42), `<admin path>/set-password#token=…`, shown
 * whoever is signed in: a new password, typed twice. The token is read from the fragment once and taken
 * out of the address bar, so it stays in no history entry and no bookmark. Once set, the login screen
 * opens with the account's address filled in and a notice; a refusal (a link expired or used) shows the
 * server's message.
 */
export function SetPasswordScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => setPasswordTokenOf(location.hash));
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const passwordField = useRef<HTMLInputElement>(null);
  const confirmationField = useRef<HTMLInputElement>(null);
  const titleId = useId();

  const save = useMutation({
    mutationFn: api.auth.setPassword,
    // Replacing this entry: going back must not open a link that no longer works.
    onSuccess: ({ email }) => void navigate('/', { replace: true, state: passwordSetState(email) }),
  });

  // The router replaces the history entry (history.replaceState): the address keeps its path, not the token.
  useEffect(() => {
    if (location.hash) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    // Once, on arrival: the token is in `token` by then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    const problems = setPasswordProblems(password, confirmation);
    setErrors(problems);
    if (problems.password) passwordField.current?.focus();
    else if (problems.confirmation) confirmationField.current?.focus();
    else save.mutate({ token, password });
  };

  return (
    <>
      <PageMeta
        title="Set Your Password · Admin"
        description="Set the password of your admin account."
        brandName={siteConfig.brandName}
      />
      <meta name="robots" content="noindex" />
      <LoginCard>
        {/* Checked here, with messages in words, rather than by the browser's bubbles. */}
        <LoginForm onSubmit={submit} aria-labelledby={titleId} noValidate>
          <AdminBrand />
          <LoginIntro>
            <LoginTitle id={titleId}>Set your password</LoginTitle>
            {token && <LoginLead>Choose the password you will sign in to the admin portal with.</LoginLead>}
          </LoginIntro>
          {!token && <Alert tone="error">{LINK_INCOMPLETE_MESSAGE}</Alert>}
          {save.isError && <Alert tone="error">{loginErrorMessage(save.error)}</Alert>}
          {token && (
            <>
              <TextField
                ref={passwordField}
                label="New password"
                type="password"
                name="new-password"
                autoComplete="new-password"
                required
                fullWidth
                maxLength={fieldLimits.password}
                hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
                error={errors.password}
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setErrors(({ password: _fixed, ...rest }) => rest);
                }}
                readOnly={save.isPending}
              />
              <TextField
                ref={confirmationField}
                label="Confirm password"
                type="password"
                name="confirm-password"
                autoComplete="new-password"
                required
                fullWidth
                maxLength={fieldLimits.password}
                error={errors.confirmation}
                value={confirmation}
                onChange={(event) => {
                  setConfirmation(event.target.value);
                  setErrors(({ confirmation: _fixed, ...rest }) => rest);
                }}
                readOnly={save.isPending}
              />
              <Button
                type="submit"
                size="lg"
                fullWidth
                loading={save.isPending}
                loadingLabel="Setting password..."
                startIcon={<KeyRound size={18} aria-hidden="true" />}
              >
                Set password
              </Button>
            </>
          )}
          <LoginLinks>
            <TextLink to="/">Go to sign in</TextLink>
          </LoginLinks>
        </LoginForm>
      </LoginCard>
    </>
  );
}
