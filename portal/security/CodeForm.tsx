import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

import { Alert } from '@/components/Alert';
import { Button, type ButtonVariant } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { failureMessage } from '../views/common/failures';
import { isCodeRefusal } from './twoFactorRules';

export type CodeFormProps = {
  /** The field's label, e.g. "6-digit code from the app". */
  label: string;
  /** What the field says when the form is sent empty (nothing is sent then). */
  missingMessage: string;
  /**
   * Only the app's six digits are taken here (turning the factor on): phones show their number pad.
   * Without it, a recovery code (letters and dashes) may be typed too. @default false
   */
  numeric?: boolean;
  /** The button that sends the code, e.g. "Turn on". */
  submitLabel: string;
  /** What that button reads while the server checks the code, e.g. "Turning on...". */
  pendingLabel: string;
  /** `danger` for a button that weakens the account (turning the factor off). @default 'primary' */
  submitVariant?: Extract<ButtonVariant, 'primary' | 'danger'>;
  /** The code is with the server. */
  pending: boolean;
  /**
   * Why the last try failed, or null: a wrong code shows under the field, anything else (too many
   * tries, the server unreachable) in a banner above the buttons.
   */
  error: unknown;
  /** Sends the code, trimmed. */
  onSubmit: (code: string) => void;
  /** The code was changed after a failure: the owner forgets that failure. */
  onEdit?: () => void;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
  /** Puts the cursor in the field when the form appears (a form opened by a press). @default false */
  focusOnMount?: boolean;
  /** The form's accessible name. @default the submit label */
  formLabel?: string;
  /** What the form is for and what it changes, above the field. */
  children?: ReactNode;
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[400]};
`;

const CodeInput = styled(TextField)`
  font-family: ${({ theme }) => theme.typography.fontFamily.mono};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacing.wide};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[300]};
`;

/**
 * One code of the second factor, asked for before something changes (turning it on or off, new
 * recovery codes). A wrong code is named under the field, which is focused with what was typed selected,
 * so the next code replaces it; typing again clears the message.
 */
export function CodeForm({
  label,
  missingMessage,
  numeric = false,
  submitLabel,
  pendingLabel,
  submitVariant = 'primary',
  pending,
  error,
  onSubmit,
  onEdit,
  onCancel,
  focusOnMount = false,
  formLabel,
  children,
}: CodeFormProps) {
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  const refused = isCodeRefusal(error);
  useEffect(() => {
    // The field again, the wrong code selected: typing the next one replaces it.
    if (!refused) return;
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [refused, error]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const typed = code.trim();
    if (!typed) {
      setMissing(true);
      inputRef.current?.focus();
      return;
    }
    onSubmit(typed);
  };

  const fieldError = missing ? missingMessage : refused ? failureMessage(error) : undefined;

  return (
    <Form aria-label={formLabel ?? submitLabel} noValidate onSubmit={submit}>
      {children}
      <CodeInput
        ref={inputRef}
        label={label}
        name="code"
        value={code}
        autoComplete="one-time-code"
        inputMode={numeric ? 'numeric' : 'text'}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={64}
        readOnly={pending}
        error={fieldError}
        onChange={(event) => {
          setCode(event.target.value);
          setMissing(false);
          if (error) onEdit?.();
        }}
      />
      {error != null && !refused && (
        <Alert tone="error" title="Nothing changed">
          {failureMessage(error)}
        </Alert>
      )}
      <Actions>
        {onCancel && (
          <Button variant="ghost" disabled={pending} onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant={submitVariant} loading={pending} loadingLabel={pendingLabel}>
          {submitLabel}
        </Button>
      </Actions>
    </Form>
  );
}
