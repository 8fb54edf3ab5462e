import { useEffect, useState } from 'react';

import { loadOnDemand } from '@/components/loadOnDemand';
import { useAdoptValuesTypedBeforeStart } from '@/components/valuesTypedBeforeStart';
import { contactContent, type ContactFieldName } from '@/content/contact';
import {
  blankContactFields,
  CONTACT_SENT_RESET_MS,
  contactErrorMessage,
  type ContactFormValues,
  emptyContactForm,
  toContactMessage,
} from './contactMessage';

/**
 * The service layer is needed only to send: it is fetched once the visitor starts on the form (see
 * `preloadSending`), else on submit. A fetch that fails is a network failure like any other.
 */
const serviceLayer = loadOnDemand(() => import('@/api').then((module) => module.api));

/** product.md §4: idle (editable), sending, sent (then reset after 3 s), error (editable, values kept). */
export type ContactFormStatus = 'idle' | 'sending' | 'sent' | 'error';

export type ContactFieldErrors = Partial<Record<ContactFieldName, string>>;

/**
 * The state of the contact form: its values, per-field messages, where it is in the send flow and
 * the error banner's text. Messages go through the real service layer (`api.contact.send`).
 */
export function useContactForm() {
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm);
  const [fieldErrors, setFieldErrors] = useState<ContactFieldErrors>({});
  const [status, setStatus] = useState<ContactFormStatus>('idle');
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  // Filled only by bots (see HoneypotField); kept apart from the person's fields and their checks.
  const [honeypot, setHoneypot] = useState('');
  // Put on the <form>: what the visitor typed before the app started is kept and is what gets sent.
  const formRef = useAdoptValuesTypedBeforeStart(values, (typed) => setValues((current) => ({ ...current, ...typed })));

  useEffect(() => {
    if (status !== 'sent') return;
    const timer = setTimeout(() => {
      setValues(emptyContactForm);
      setHoneypot('');
      setStatus('idle');
    }, CONTACT_SENT_RESET_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const clearFieldError = (name: ContactFieldName) =>
    setFieldErrors((errors) => {
      if (!(name in errors)) return errors;
      const { [name]: _cleared, ...rest } = errors;
      return rest;
    });

  /** Records a value as typed; its field's message goes away, since it may no longer apply. */
  const setValue = (name: ContactFieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearFieldError(name);
  };

  /**
   * A new problem of the person's own to fix: the banner of an earlier failed send goes, so the form
   * never shows a stale "check your connection" beside the field that now needs attention.
   */
  const clearSendError = () => {
    setErrorMessage(null);
    setStatus((current) => (current === 'error' ? 'idle' : current));
  };

  /** Shows `message` under one field (the browser found it invalid). */
  const setFieldError = (name: ContactFieldName, message: string) => {
    setFieldErrors((errors) => ({ ...errors, [name]: message }));
    clearSendError();
  };

  /**
   * Sends the message unless a field is blank after trimming, in which case each blank field gets its
   * message and the first one is returned, for the caller to focus.
   */
  const submit = async (): Promise<ContactFieldName | undefined> => {
    if (status === 'sending' || status === 'sent') return undefined;
    const blank = blankContactFields(values);
    if (blank.length > 0) {
      setFieldErrors(Object.fromEntries(blank.map((name) => [name, contactContent.form.fields[name].requiredMessage])));
      clearSendError();
      return blank[0];
    }
    setFieldErrors({});
    setErrorMessage(null);
    setStatus('sending');
    try {
      const api = await serviceLayer.load();
      await api.contact.send(toContactMessage(values, honeypot));
      setStatus('sent');
    } catch (error) {
      setErrorMessage(contactErrorMessage(error));
      setStatus('error');
    }
    return undefined;
  };

  /** Fetches the sending code ahead of the submit, e.g. when the visitor moves into the form. */
  const preloadSending = () => void serviceLayer.load().catch(() => {});

  return {
    formRef,
    values,
    fieldErrors,
    status,
    errorMessage,
    honeypot,
    setHoneypot,
    setValue,
    setFieldError,
    submit,
    preloadSending,
  };
}
