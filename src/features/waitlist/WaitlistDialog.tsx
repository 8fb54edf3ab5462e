import { useId, useRef } from 'react';

import type { KeyValueStorage } from '@/api';
import { Dialog } from '@/components/Dialog';
import { siteConfig } from '@/config/site';
import { waitlistCopy } from '@shared/content/waitlist';
import { useWaitlistFocus, useWaitlistForm } from './useWaitlistForm';
import { WaitlistForm, WaitlistSubmitButton } from './WaitlistForm';
import { WaitlistSuccess } from './WaitlistSuccess';

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
 * The waitlist sign-up (product.md §2, §4, §8): email, first name and company, sent to the server, kept in
 * the browser when the server cannot be reached, then a success view that closes by itself.
 */
export function WaitlistDialog({ open, onClose, storage }: WaitlistDialogProps) {
  const form = useWaitlistForm({ open, onClose, storage });
  const formId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const submitting = form.status === 'submitting';
  const joined = form.status === 'joined';

  useWaitlistFocus(form.status, dialogRef, successRef);

  if (joined) {
    return (
      <Dialog ref={dialogRef} open={open} onClose={form.close} title={waitlistCopy.successTitle}>
        <WaitlistSuccess ref={successRef} />
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
      footer={<WaitlistSubmitButton form={form} formId={formId} />}
    >
      <WaitlistForm form={form} id={formId} emailRef={emailRef} />
    </Dialog>
  );
}
