import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';

import type { KeyValueStorage } from '@/api';
import { hasVisibleText } from '@shared/contract/textRules';
import { joinWaitlist, toJoinPayload, type WaitlistFormValues } from './joinWaitlist';
import { waitlistMessages } from '@shared/content/waitlist';

/** The waitlist's timings (product.md §4 and §9), in milliseconds. */
export const waitlistTimings = {
  /** From the success view to closing by itself. */
  autoClose: 2000,
  /** From that automatic close to the reset of the form. */
  resetAfterAutoClose: 500,
  /** From a close by the person to the reset of the form. */
  resetAfterClose: 300,
} as const;

export type WaitlistStatus = 'editing' | 'submitting' | 'joined';

const emptyValues: WaitlistFormValues = { email: '', name: '', company: '', honeypot: '' };

export type UseWaitlistFormOptions = {
  /** Whether the dialog is shown: opening it again starts from a fresh form. Always true on the page. */
  open: boolean;
  /**
   * Asks the owner to close the dialog (2 s after the success view, or when the person closes it).
   * Left out on the waitlist page, where the success view stays.
   */
  onClose?: () => void;
  /** Where sign-ups are kept in the browser. @default the browser's local storage */
  storage?: KeyValueStorage;
};

/**
 * The state of the waitlist form: the fields, submitting, the success view, the error, and, in the
 * dialog, the spec's timings for closing and resetting.
 */
export function useWaitlistForm({ open, onClose, storage }: UseWaitlistFormOptions) {
  const [values, setValues] = useState(emptyValues);
  const [status, setStatus] = useState<WaitlistStatus>('editing');
  const [error, setError] = useState<string | null>(null);
  const [emailMissing, setEmailMissing] = useState(false);

  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const resetPending = useRef(false);
  // Set at once, before React renders the disabled button, so a double press sends one sign-up.
  const sending = useRef(false);
  const mounted = useRef(false);
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  });

  const cancelTimers = () => {
    timers.current.forEach(clearTimeout);
    timers.current.clear();
  };
  const after = (milliseconds: number, task: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      task();
    }, milliseconds);
    timers.current.add(timer);
  };

  const reset = () => {
    resetPending.current = false;
    setValues(emptyValues);
    setStatus('editing');
    setError(null);
    setEmailMissing(false);
  };
  const resetAfter = (milliseconds: number) => {
    resetPending.current = true;
    after(milliseconds, reset);
  };

  useEffect(() => {
    mounted.current = true;
    const pending = timers.current;
    return () => {
      mounted.current = false;
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  // Opened again before the reset ran (a quick close and reopen): reset now, not in front of the person.
  useEffect(() => {
    if (open && resetPending.current) {
      cancelTimers();
      reset();
    }
  }, [open]);

  const setField = (field: keyof WaitlistFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'email') setEmailMissing(false);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (status !== 'editing' || sending.current) return;
    const payload = toJoinPayload(values);
    // Invisible characters only (a zero-width space) are no address: the server would say it is required.
    if (!hasVisibleText(payload.email)) {
      setError(waitlistMessages.emailRequired);
      setEmailMissing(true);
      return;
    }
    setError(null);
    setStatus('submitting');
    sending.current = true;
    const result = await joinWaitlist(payload, storage).finally(() => {
      sending.current = false;
    });
    if (!mounted.current) return;
    if (result.outcome === 'failed') {
      setStatus('editing');
      setError(result.message);
      return;
    }
    setStatus('joined');
    if (!latestOnClose.current) return;
    after(waitlistTimings.autoClose, () => {
      latestOnClose.current?.();
      resetAfter(waitlistTimings.resetAfterAutoClose);
    });
  };

  /** The person closes the dialog; ignored while submitting, when closing is blocked. */
  const close = () => {
    if (status === 'submitting') return;
    cancelTimers();
    onClose?.();
    resetAfter(waitlistTimings.resetAfterClose);
  };

  return {
    values,
    status,
    error,
    /** The email was empty when the person submitted. */
    emailMissing,
    /** The submit button is disabled while the email is empty. */
    canSubmit: status === 'editing' && values.email.trim() !== '',
    setField,
    submit,
    close,
  };
}

export type WaitlistFormState = ReturnType<typeof useWaitlistForm>;

/**
 * Focus follows what the form shows. While submitting, every control is disabled and the browser would
 * drop focus to the page, so `holder` (the dialog, the page's card) keeps it; on success it goes to the
 * view that replaced the form. (After a failure the form itself puts it on the email.)
 */
export function useWaitlistFocus(
  status: WaitlistStatus,
  holder: RefObject<HTMLElement | null>,
  success: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (status === 'submitting') holder.current?.focus();
    if (status === 'joined') success.current?.focus();
  }, [status, holder, success]);
}
