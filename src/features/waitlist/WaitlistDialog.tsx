import { CircleCheck, Gift } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';

import type { KeyValueStorage } from '../../api';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { FinePrint } from '../../components/FinePrint';
import { HoneypotField } from '../../components/HoneypotField';
import { TextField } from '../../components/TextField';
import { siteConfig } from '../../config/site';
import { paths } from '../../content/paths';
import { privacyNotice } from '../../content/privacyNotice';
import { useWaitlistForm } from './useWaitlistForm';
import { Perk, Perks, PerksIntro, PromiseNote, PromiseTitle, Stack, SuccessView } from './WaitlistDialog.styles';
import { waitlistCopy } from '../../content/waitlist';

export type WaitlistDialogProps = {
  /** Whether the dialog is shown. It is controlled: it closes only when the owner sets this to false. */
  open: boolean;
  /**
   * Called when the dialog should close: when the person closes it, and 2 s after a successful
   * sign-up. Never called while a sign-up is being sent.
   */
  onClose: () => void;
  /** Where sign-ups are kept in the browser. @default the browser's local storage */
  storage?: KeyValueStorage;
};

/**
 * The waitlist sign-up (SPEC §2, §4, §8): email, first name and company, sent to the server, kept in
 * the browser when the server cannot be reached, then a success view that closes by itself.
 */
export function WaitlistDialog({ open, onClose, storage }: WaitlistDialogProps) {
  const form = useWaitlistForm({ open, onClose, storage });
  const { values, status, error } = form;
  const formId = useId();
  const errorId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const submitting = status === 'submitting';
  const joined = status === 'joined';

  // Focus follows what changed. While submitting, every control is disabled and the browser would drop
  // focus to the page behind, so the dialog holds it; after a failure it goes to the email, so the
  // person can correct and retry; on success, to the view that replaced the form.
  useEffect(() => {
    if (submitting) dialogRef.current?.focus();
  }, [submitting]);
  useEffect(() => {
    if (error) emailRef.current?.focus();
  }, [error]);
  useEffect(() => {
    if (joined) successRef.current?.focus();
  }, [joined]);

  if (joined) {
    return (
      <Dialog ref={dialogRef} open={open} onClose={form.close} title={waitlistCopy.successTitle}>
        <SuccessView ref={successRef} tabIndex={-1}>
          <Alert tone="success" title={waitlistCopy.welcomeTitle(siteConfig.brandName)}>
            {waitlistCopy.welcomeText}
          </Alert>
          <div>
            <PerksIntro id={`${formId}-perks`}>{waitlistCopy.perksIntro}</PerksIntro>
            <Perks aria-labelledby={`${formId}-perks`}>
              {waitlistCopy.perks.map((perk) => (
                <Perk key={perk}>
                  <CircleCheck size={20} aria-hidden="true" />
                  {perk}
                </Perk>
              ))}
            </Perks>
          </div>
        </SuccessView>
      </Dialog>
    );
  }

  return (
    <Dialog
      ref={dialogRef}
      open={open}
      onClose={form.close}
      title={waitlistCopy.title}
      description={waitlistCopy.description(siteConfig.brandName)}
      preventClose={submitting}
      initialFocusRef={emailRef}
      footer={
        <Button
          type="submit"
          form={formId}
          disabled={!form.canSubmit}
          loading={submitting}
          loadingLabel={waitlistCopy.submitting}
        >
          {waitlistCopy.submit}
        </Button>
      }
    >
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
        {/* The server checks the email's format (SPEC §5), so the browser's own checks stay out of the way. */}
        <Stack as="form" id={formId} noValidate onSubmit={form.submit}>
          <TextField
            ref={emailRef}
            label={waitlistCopy.emailLabel}
            type="email"
            name="email"
            autoComplete="email"
            required
            fullWidth
            value={values.email}
            onChange={(event) => form.setField('email', event.target.value)}
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
        </Stack>
        {/* Opens in a new tab, so the dialog and what the person typed are still here when they come back. */}
        <FinePrint
          text={privacyNotice.formNotice.waitlist}
          linkLabel={privacyNotice.formNotice.linkLabel}
          href={paths.privacy}
          newTabNote={privacyNotice.formNotice.newTabNote}
        />
      </Stack>
    </Dialog>
  );
}
