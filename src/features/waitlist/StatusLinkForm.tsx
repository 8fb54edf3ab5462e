import { Mail } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';

import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Card, type CardProps } from '@/components/Card';
import { EmailField } from '@/components/EmailField';
import { HoneypotField } from '@/components/HoneypotField';
import { useHydrating } from '@/components/useHydrating';
import { statusLinkCopy } from '@/content/statusLink';
import { media } from '@/theme';
import { formOutcomePaths } from '@shared/content/paths';
import { type StatusLinkStatus, useStatusLinkForm } from './useStatusLinkForm';

export type StatusLinkFormProps = Omit<CardProps, 'as' | 'children' | 'ref'>;

/** Holds focus while the request is on its way (every control is disabled then); no ring for that. */
const Root = styled(Card)`
  &:focus {
    outline: none;
  }
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.typography.fontSize[500]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space[200]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  margin-top: ${({ theme }) => theme.space[500]};

  & > button {
    width: 100%;
  }

  ${media.up('sm')} {
    & > button {
      align-self: flex-start;
      width: auto;
    }
  }
`;

/**
 * Focus follows the request, as in the page's other forms: while it is on its way every control is
 * disabled, so the card keeps focus; then it goes to the server's message, or back to the address with
 * the error read along with it (the field is described by it) so it can be corrected.
 */
function useStatusLinkFocus(
  status: StatusLinkStatus,
  {
    holder,
    sent,
    email,
  }: {
    holder: RefObject<HTMLElement | null>;
    sent: RefObject<HTMLElement | null>;
    email: RefObject<HTMLInputElement | null>;
  },
) {
  useEffect(() => {
    if (status === 'sending') holder.current?.focus({ preventScroll: true });
    if (status === 'sent') sent.current?.focus({ preventScroll: true });
    if (status === 'error') email.current?.focus();
  }, [status, holder, sent, email]);
}

/**
 * "Already on the list? Get your status link" (product.md §2, /waitlist): a member who lost the link to
 * their status page has it mailed again. A real form posting to the server's `/waitlist/status-link`
 * (the address and the honeypot), so it works before the app has started and without JavaScript, when
 * the server answers with a small page of its own. With the app running it asks the JSON API and shows
 * the server's message in place: the same whether or not the address is on the list.
 */
export function StatusLinkForm({ variant = 'outlined', padding = 'lg', ...rest }: StatusLinkFormProps) {
  const { formRef, email, honeypot, status, message, emailMissing, canSubmit, setEmail, setHoneypot, submit } =
    useStatusLinkForm();
  const appStarted = !useHydrating();
  const headingId = useId();
  const errorId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const sending = status === 'sending';
  const failed = status === 'error' && message !== null;
  useStatusLinkFocus(status, { holder: rootRef, sent: sentRef, email: emailRef });

  return (
    <Root
      ref={rootRef}
      forwardedAs="section"
      tabIndex={-1}
      aria-labelledby={headingId}
      aria-busy={sending || undefined}
      variant={variant}
      padding={padding}
      {...rest}
    >
      <Heading id={headingId}>{statusLinkCopy.title}</Heading>
      <Description>{statusLinkCopy.description}</Description>
      {/* With the app running the server checks the address's format and the app says when it is
          missing, so the browser's own checks stay out of the way; before that, they are all there is. */}
      <Form
        ref={formRef}
        method="post"
        action={formOutcomePaths.statusLink.form}
        noValidate={appStarted}
        onSubmit={submit}
        aria-labelledby={headingId}
      >
        <EmailField
          ref={emailRef}
          label={statusLinkCopy.emailLabel}
          aria-label={statusLinkCopy.emailAccessibleName}
          name="email"
          autoComplete="email"
          required
          fullWidth
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onAcceptSuggestion={setEmail}
          disabled={sending}
          aria-invalid={emailMissing || undefined}
          aria-describedby={failed ? errorId : undefined}
        />
        <HoneypotField value={honeypot} onChange={setHoneypot} />
        <Button
          type="submit"
          size="lg"
          disabled={appStarted && !canSubmit}
          loading={sending}
          loadingLabel={statusLinkCopy.submitting}
          startIcon={<Mail size={18} aria-hidden="true" />}
        >
          {statusLinkCopy.submit}
        </Button>
        {status === 'sent' && (
          <Alert ref={sentRef} tabIndex={-1} tone="success" title={statusLinkCopy.sentTitle}>
            {message}
          </Alert>
        )}
        {failed && (
          <Alert id={errorId} tone="error">
            {message}
          </Alert>
        )}
      </Form>
    </Root>
  );
}
