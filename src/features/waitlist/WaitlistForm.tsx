import { Gift } from 'lucide-react';
import { type ReactNode, type Ref, type RefObject, useEffect, useId } from 'react';

import { Alert } from '@/components/Alert';
import { Button, type ButtonProps } from '@/components/Button';
import { EmailField } from '@/components/EmailField';
import { FinePrint } from '@/components/FinePrint';
import { HoneypotField } from '@/components/HoneypotField';
import { TextField } from '@/components/TextField';
import { useHydrating } from '@/components/useHydrating';
import { paths } from '@shared/content/paths';
import { privacyNotice } from '@/content/privacyNotice';
import { waitlistCopy } from '@shared/content/waitlist';
import type { WaitlistFormState } from './useWaitlistForm';
import { PromiseNote, PromiseTitle, Stack } from './WaitlistDialog.styles';

export type WaitlistFormProps = {
  /** The form's state (`useWaitlistForm`). */
  form: WaitlistFormState;
  /** The form element's id, for a submit button placed outside it (the dialog's footer). */
  id?: string;
  /** The email field, which takes focus after an error so the person can correct it and retry. */
  emailRef: RefObject<HTMLInputElement | null>;
  /** The `<form>` element itself. */
  formRef?: Ref<HTMLFormElement>;
  /** Placed at the end of the form, after the privacy line: the page's submit button. */
  children?: ReactNode;
};

/**
 * The waitlist sign-up form (product.md §2, §5): the 50% off first year promise, the error of the last try,
 * email (with its typo suggestion), first name and company, and the privacy line. A real form that posts to /waitlist with the
 * fields the server reads, so the browser can send it before the app has started or without
 * JavaScript; once the app runs, it submits through the app (`form.submit` prevents the post).
 */
export function WaitlistForm({ form, id, emailRef, formRef, children }: WaitlistFormProps) {
  const { values, error } = form;
  const errorId = useId();
  const submitting = form.status === 'submitting';
  const appStarted = !useHydrating();

  useEffect(() => {
    if (error) emailRef.current?.focus();
  }, [error, emailRef]);

  return (
    <Stack>
      <PromiseNote>
        <Gift size={20} aria-hidden="true" />
        <div>
          <PromiseTitle>{waitlistCopy.promiseTitle}</PromiseTitle>
          <p>{waitlistCopy.promiseText}</p>
        </div>
      </PromiseNote>
      {error && (
        <Alert tone="error" id={errorId}>
          {error}
        </Alert>
      )}
      {/* With the app running the server checks the email's format (product.md §5) and the app says when it is
          missing, so the browser's own checks stay out of the way; before that, they are all there is. */}
      <Stack
        as="form"
        ref={formRef}
        id={id}
        method="post"
        action={paths.waitlist}
        noValidate={appStarted}
        onSubmit={form.submit}
      >
        <EmailField
          ref={emailRef}
          label={waitlistCopy.emailLabel}
          name="email"
          autoComplete="email"
          required
          fullWidth
          value={values.email}
          onChange={(event) => form.setField('email', event.target.value)}
          onAcceptSuggestion={(address) => form.setField('email', address)}
          disabled={submitting}
          aria-invalid={form.emailMissing || undefined}
          aria-describedby={form.emailMissing ? errorId : undefined}
        />
        <TextField
          label={waitlistCopy.nameLabel}
          name="name"
          autoComplete="given-name"
          fullWidth
          value={values.name}
          onChange={(event) => form.setField('name', event.target.value)}
          disabled={submitting}
        />
        <TextField
          label={waitlistCopy.companyLabel}
          optional
          name="company"
          autoComplete="organization"
          fullWidth
          value={values.company}
          onChange={(event) => form.setField('company', event.target.value)}
          disabled={submitting}
        />
        <HoneypotField value={values.honeypot} onChange={(value) => form.setField('honeypot', value)} />
        {/* Opens in a new tab, so the form and what the person typed are still here when they come back. */}
        <FinePrint
          text={privacyNotice.formNotice.waitlist}
          linkLabel={privacyNotice.formNotice.linkLabel}
          href={paths.privacy}
          newTabNote={privacyNotice.formNotice.newTabNote}
        />
        {children}
      </Stack>
    </Stack>
  );
}

export type WaitlistSubmitButtonProps = Omit<ButtonProps, 'type' | 'form' | 'loading' | 'loadingLabel' | 'children'> & {
  form: WaitlistFormState;
  /** The id of the form it submits, when it is placed outside it. */
  formId?: string;
};

/**
 * "Join Waitlist", "Joining Waitlist..." while sending (product.md §2). Disabled while the email is empty once
 * the app runs; before that it is the browser's own submit button, which must stay usable.
 */
export function WaitlistSubmitButton({ form, formId, disabled, ...rest }: WaitlistSubmitButtonProps) {
  const appStarted = !useHydrating();
  return (
    <Button
      type="submit"
      form={formId}
      disabled={disabled || (appStarted && !form.canSubmit)}
      loading={form.status === 'submitting'}
      loadingLabel={waitlistCopy.submitting}
      {...rest}
    >
      {waitlistCopy.submit}
    </Button>
  );
}
