import { CircleCheck, Send } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useRef } from 'react';
import styled from 'styled-components';

import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Card, type CardProps } from '@/components/Card';
import { EmailField } from '@/components/EmailField';
import { FinePrint } from '@/components/FinePrint';
import { HoneypotField } from '@/components/HoneypotField';
import { TextArea } from '@/components/TextArea';
import { TextField } from '@/components/TextField';
import { anchors } from '@/content/anchors';
import { contactContent, type ContactFieldName } from '@/content/contact';
import { paths } from '@shared/content/paths';
import { privacyNotice } from '@/content/privacyNotice';
import { focusRing, media } from '@/theme';
import { useContactFocus } from './useContactFocus';
import { useContactForm } from './useContactForm';

export type ContactFormProps = Omit<CardProps, 'as' | 'children' | 'onSubmit' | 'ref'> & {
  /** The level of the form's heading, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3;
};

const Root = styled(Card)`
  /* Scrolled to from the technical support card: clear of a sticky navigation bar. */
  scroll-margin-top: ${({ theme }) => theme.space[2400]};

  &:focus {
    outline: none;
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.typography.fontSize[600]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space[200]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[500]};
  margin-top: ${({ theme }) => theme.space[600]};

  ${media.up('sm')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/** A row that spans both columns on wider screens. */
const Wide = styled.div`
  min-width: 0;

  ${media.up('sm')} {
    grid-column: 1 / -1;
  }
`;

const SubmitRow = styled(Wide)`
  display: flex;
  justify-content: flex-end;

  & > button {
    width: 100%;
  }

  ${media.up('sm')} {
    & > button {
      width: auto;
    }
  }
`;

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * The contact form of /contact (product.md §4): five required fields, sent trimmed through the service layer.
 * While sending, every field is disabled and the button reads "Sending..."; once sent, a success banner
 * shows and, 3 seconds later, the form resets; a failed send shows the error and keeps the values. Focus stays
 * in the form throughout (`useContactFocus`): on the form's container while sending, then on the outcome.
 */
export function ContactForm({ headingLevel = 2, id = anchors.contactForm, ...rest }: ContactFormProps) {
  const { form } = contactContent;
  const {
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
  } = useContactForm();
  const headingId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  useContactFocus(status, { holder: rootRef, success: successRef, error: errorRef });

  const locked = status === 'sending' || status === 'sent';

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read now: React clears `currentTarget` once the handler has returned.
    const formElement = event.currentTarget;
    const firstBlank = await submit();
    const blankField = firstBlank && formElement.elements.namedItem(firstBlank);
    if (blankField instanceof HTMLElement) blankField.focus();
  };

  // The browser checks `required` and the e-mail format before submitting. Its bubble is replaced by
  // the field's own message, which stays visible and is read with the field.
  const handleInvalid = (name: ContactFieldName) => (event: FormEvent<FieldElement>) => {
    event.preventDefault();
    const { validity } = event.currentTarget;
    setFieldError(
      name,
      validity.valueMissing ? form.fields[name].requiredMessage : name === 'email' ? form.invalidEmailMessage : '',
    );
    // Focus goes where the browser would put it: on the first invalid field. (Reading `validity`
    // rather than matching `:invalid`, which in some DOMs re-runs the checks and fires this again.)
    const field = event.currentTarget;
    const fields = Array.from(field.form?.elements ?? []) as FieldElement[];
    if (fields.find((element) => element.validity && !element.validity.valid) === field) field.focus();
  };

  const fieldProps = (name: ContactFieldName) => ({
    name,
    label: form.fields[name].label,
    placeholder: form.fields[name].placeholder,
    autoComplete: form.fields[name].autoComplete,
    required: true,
    fullWidth: true,
    disabled: locked,
    value: values[name],
    error: fieldErrors[name],
    onChange: (event: ChangeEvent<FieldElement>) => setValue(name, event.target.value),
    onInvalid: handleInvalid(name),
  });

  const submitLabel = status === 'sent' ? form.submit.sent : form.submit.idle;

  return (
    <Root
      ref={rootRef}
      forwardedAs="section"
      id={id}
      tabIndex={-1}
      aria-labelledby={headingId}
      aria-busy={status === 'sending' || undefined}
      variant="elevated"
      padding="lg"
      {...rest}
    >
      <Heading as={`h${headingLevel}`} id={headingId}>
        {form.title}
      </Heading>
      <Description>{form.description}</Description>
      {/* A real form posting to /contact with the fields the server reads: the browser sends it before the
          app has started or without JavaScript; with the app running, `handleSubmit` sends it instead. */}
      <Form
        ref={formRef}
        method="post"
        action={paths.contact}
        onSubmit={handleSubmit}
        onFocus={preloadSending}
        aria-labelledby={headingId}
      >
        <TextField {...fieldProps('firstName')} />
        <TextField {...fieldProps('lastName')} />
        <Wide>
          <EmailField {...fieldProps('email')} onAcceptSuggestion={(address) => setValue('email', address)} />
        </Wide>
        <Wide>
          <TextField {...fieldProps('subject')} />
        </Wide>
        <Wide>
          <TextArea rows={6} {...fieldProps('message')} />
        </Wide>
        <HoneypotField value={honeypot} onChange={setHoneypot} />
        <Wide>
          {/* Opens in a new tab, so a half-written message is still here when the visitor comes back. */}
          <FinePrint
            text={privacyNotice.formNotice.contact}
            linkLabel={privacyNotice.formNotice.linkLabel}
            href={paths.privacy}
            newTabNote={privacyNotice.formNotice.newTabNote}
          />
        </Wide>
        {status === 'sent' && (
          <Wide>
            <Alert ref={successRef} tabIndex={-1} tone="success" title={form.success.title}>
              {form.success.message}
            </Alert>
          </Wide>
        )}
        {status === 'error' && errorMessage && (
          <Wide>
            <Alert ref={errorRef} tabIndex={-1} tone="error">
              {errorMessage}
            </Alert>
          </Wide>
        )}
        <SubmitRow>
          <Button
            type="submit"
            size="lg"
            loading={status === 'sending'}
            loadingLabel={form.submit.sending}
            disabled={status === 'sent'}
            startIcon={
              status === 'sent' ? <CircleCheck size={18} aria-hidden="true" /> : <Send size={18} aria-hidden="true" />
            }
          >
            {submitLabel}
          </Button>
        </SubmitRow>
      </Form>
    </Root>
  );
}
