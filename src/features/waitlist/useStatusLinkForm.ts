import { type FormEvent, useEffect, useRef, useState } from 'react';

import { useAdoptValuesTypedBeforeStart } from '@/components/valuesTypedBeforeStart';
import { statusLinkCopy } from '@/content/statusLink';
import { hasVisibleText } from '@shared/contract/textRules';
import { requestStatusLink } from './requestStatusLink';

/** idle (editable) → sending (locked) → sent (the server's message) or error; both stay editable. */
export type StatusLinkStatus = 'idle' | 'sending' | 'sent' | 'error';

/**
 * The state of the status link form: the address, the honeypot, where the request is, and what the last
 * one came to (the server's message once sent, else the error).
 */
export function useStatusLinkForm() {
  const [email, setEmail] = useState('');
  // Filled only by bots (see HoneypotField).
  const [honeypot, setHoneypot] = useState('');
  const [status, setStatus] = useState<StatusLinkStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [emailMissing, setEmailMissing] = useState(false);
  // Set at once, before React renders the disabled button, so a double press sends one request.
  const sending = useRef(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // The page is prerendered: an address typed before the app started is kept and is what is sent.
  const formRef = useAdoptValuesTypedBeforeStart({ email }, (typed) => {
    if (typed.email !== undefined) setEmail(typed.email);
  });

  const changeEmail = (value: string) => {
    setEmail(value);
    setEmailMissing(false);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending.current) return;
    // Invisible characters only (a zero-width space) are no address: the server would say it is required.
    if (!hasVisibleText(email)) {
      setStatus('error');
      setMessage(statusLinkCopy.errors.emailRequired);
      setEmailMissing(true);
      return;
    }
    sending.current = true;
    setStatus('sending');
    setMessage(null);
    const result = await requestStatusLink(email, honeypot).finally(() => {
      sending.current = false;
    });
    if (!mounted.current) return;
    setStatus(result.outcome === 'sent' ? 'sent' : 'error');
    setMessage(result.message);
  };

  return {
    formRef,
    email,
    honeypot,
    status,
    message,
    /** The address was empty when the person submitted. */
    emailMissing,
    /** The button is disabled while the address is empty. */
    canSubmit: status !== 'sending' && email.trim() !== '',
    setEmail: changeEmail,
    setHoneypot,
    submit,
  };
}
