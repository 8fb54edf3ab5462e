import { useMutation } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

import { api, ApiError } from '@/api';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import type { SessionResponse } from '@shared/contract';
import { CHALLENGE_EXPIRED_MESSAGE } from '@shared/contract/constants';
import { AdminBrand } from '../shell/SectionNav';
import { LoginForm, LoginIntro, LoginLead, LoginLinks, LoginTitle, loginErrorMessage, TextButton } from './loginLayout';

/** Which code the field takes: the six digits of the authenticator app, or one of the recovery codes. */
type CodeKind = 'app' | 'recovery';

const fieldOf: Record<CodeKind, { label: string; lead: string; switchTo: string }> = {
  app: {
    label: 'Authentication code',
    lead: 'Enter the 6-digit code from your authenticator app.',
    switchTo: 'Use a recovery code instead',
  },
  recovery: {
    label: 'Recovery code',
    lead: 'Enter one of the recovery codes you saved when you turned on two-factor authentication.',
    switchTo: 'Use your authenticator app instead',
  },
};

/**
 * What is sent of the typed code. Apps show the six digits in two groups ("123 456"), so spaces go; a
 * recovery code goes as typed, since the server takes it in any case, with or without dashes and spaces.
 */
const codeToSend = (kind: CodeKind, typed: string) => (kind === 'app' ? typed.replace(/\s+/g, '') : typed.trim());

export type SecondFactorStepProps = {
  /** The challenge the password step answered (valid five minutes). */
  challenge: string;
  /** Called with the session once a code was accepted. */
  onSignedIn: (session: SessionResponse) => void;
  /**
   * Back to the password step: the admin asked for it (no message), or the challenge expired (its
   * message, for the step's banner).
   */
  onBack: (message?: string) => void;
};

/**
 * The second step of signing in, for an account with a second factor (issue 42): a code from the
 * authenticator app, or a recovery code instead. A refusal shows the server's message and selects the
 * code for retyping; an expired challenge goes back to the password step, which says why.
 */
export function SecondFactorStep({ challenge, onSignedIn, onBack }: SecondFactorStepProps) {
  const [kind, setKind] = useState<CodeKind>('app');
  const [code, setCode] = useState('');
  const codeField = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const verify = useMutation({
    mutationFn: api.auth.loginWithCode,
    onSuccess: onSignedIn,
    onError: (error) => {
      if (error instanceof ApiError && error.message === CHALLENGE_EXPIRED_MESSAGE) onBack(error.message);
    },
  });
  const field = fieldOf[kind];

  // The code is what this step asks for: the field has focus when the step opens.
  useEffect(() => {
    codeField.current?.focus();
  }, []);

  // A refused code stays in the field, selected, so typing the next one replaces it.
  const refused = verify.isError && !verify.isPending;
  useEffect(() => {
    if (refused) codeField.current?.select();
  }, [refused]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    verify.mutate({ challenge, code: codeToSend(kind, code) });
  };

  const switchKind = () => {
    setKind(kind === 'app' ? 'recovery' : 'app');
    setCode('');
    verify.reset();
    // The same input takes the other kind of code: focus goes back to it from the button.
    codeField.current?.focus();
  };

  return (
    <LoginForm onSubmit={submit} aria-labelledby={titleId}>
      <AdminBrand />
      <LoginIntro>
        <LoginTitle id={titleId}>Two-factor authentication</LoginTitle>
        <LoginLead>{field.lead}</LoginLead>
      </LoginIntro>
      {verify.isError && <Alert tone="error">{loginErrorMessage(verify.error)}</Alert>}
      <TextField
        ref={codeField}
        label={field.label}
        name={kind === 'app' ? 'otp' : 'recovery-code'}
        inputMode={kind === 'app' ? 'numeric' : 'text'}
        autoComplete={kind === 'app' ? 'one-time-code' : 'off'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={64}
        required
        fullWidth
        value={code}
        onChange={(event) => setCode(event.target.value)}
        readOnly={verify.isPending}
      />
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={verify.isPending}
        loadingLabel="Verifying..."
        startIcon={<ShieldCheck size={18} aria-hidden="true" />}
      >
        Verify
      </Button>
      <LoginLinks>
        <TextButton type="button" onClick={switchKind} disabled={verify.isPending}>
          {field.switchTo}
        </TextButton>
        <TextButton type="button" onClick={() => onBack()} disabled={verify.isPending}>
          Back to sign in
        </TextButton>
      </LoginLinks>
    </LoginForm>
  );
}
