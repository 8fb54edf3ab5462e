import { type FormEvent, type RefObject, useEffect, useRef } from 'react';
import styled from 'styled-components';

import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { CountedTextArea } from '@/components/TextArea';
import type { ContactMessage } from '@shared/contract';
import { fieldLimits } from '@shared/contract/constants';
import { BreakableEmail } from '../common/BreakableText';
import { formatDateTime, machineDate } from '../common/format';
import { senderName } from './messageRules';
import { canSendReply, replySubject } from './replyRules';
import { SavedReplyPicker } from './SavedReplyPicker';
import { FactList } from './detailsStyles';

export type ReplyComposerProps = {
  /** The message answered: the reply goes to its sender, under its subject; its text is shown here only. */
  message: Pick<ContactMessage, 'firstName' | 'lastName' | 'email' | 'subject' | 'message' | 'createdAt'>;
  /** The text typed so far; the dialog holds it, so it can be kept as a draft. */
  value: string;
  /** Called with the new text on every change. */
  onChange: (value: string) => void;
  /** Sends the reply's text as typed (the server trims it). */
  onSend: (body: string) => void;
  /** Sends it as `onSend` does and resolves the message: with it, "Send & resolve" stands beside Send. */
  onSendAndResolve?: (body: string) => void;
  /** Closes the composer; what was typed goes with it. */
  onCancel: () => void;
  /** The reply is being sent: the text stays as it is and the buttons wait. @default false */
  sending?: boolean;
  /** The send under way came from "Send & resolve", which shows it rather than Send. @default false */
  resolving?: boolean;
  /** Why the last send failed, in a sentence (the server's own words); `null` when it did not. @default null */
  error?: string | null;
  /** The reply's text box, for the dialog to put the cursor back in it (its "r" key). */
  textRef?: RefObject<HTMLTextAreaElement | null>;
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[400]};
  padding: ${({ theme }) => theme.space[400]};
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.subtle};
  min-width: 0;
`;

const Quote = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space[100]};
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};

  blockquote {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[300]};
    border-left: 3px solid ${({ theme }) => theme.color.border.strong};
    line-height: ${({ theme }) => theme.typography.lineHeight.normal};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[200]};
`;

/**
 * Writes a reply to a contact message, in the message's dialog: to the sender, under "Re: <subject>",
 * the text typed here (a saved reply can be put in it, `SavedReplyPicker`), with the original shown under
 * it to answer from. The mail carries the reply alone,
 * not the original (docs/security.md: the address may be someone else's), from the site's address, with
 * the support address as Reply-To. Send waits for some text
 * and for a send under way, and refuses a text over the limit (kept whole, with a counter and an error);
 * a refusal shows in an alert with the server's message, the text kept. "Send & resolve", when offered,
 * sends the same way; what else it does is the dialog's.
 */
export function ReplyComposer({
  message,
  value,
  onChange,
  onSend,
  onSendAndResolve,
  onCancel,
  sending = false,
  resolving = false,
  error = null,
  textRef: givenTextRef,
}: ReplyComposerProps) {
  const ownTextRef = useRef<HTMLTextAreaElement>(null);
  const textRef = givenTextRef ?? ownTextRef;
  const name = senderName(message);
  const sendable = canSendReply(value);

  // Opening the composer is asking to write: the cursor goes to the text at once.
  useEffect(() => textRef.current?.focus(), [textRef]);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendable && !sending) onSend(value);
  };

  return (
    <Form aria-label={`Reply to ${name}`} onSubmit={send}>
      {/* To and Subject, as a mail client shows them above the text: fixed here, so not fields. */}
      <FactList $compact>
        <dt>To</dt>
        <dd>
          {name} &lt;
          <BreakableEmail email={message.email} />
          &gt;
        </dd>
        <dt>Subject</dt>
        <dd>{replySubject(message.subject)}</dd>
      </FactList>
      <SavedReplyPicker
        firstName={message.firstName}
        textRef={textRef}
        value={value}
        onChange={onChange}
        disabled={sending}
      />
      <CountedTextArea
        ref={textRef}
        label="Your reply"
        value={value}
        rows={6}
        characterLimit={fieldLimits.message}
        fullWidth
        readOnly={sending}
        hint="Sent from the site's address; an answer comes back to yours."
        onChange={(event) => onChange(event.target.value)}
      />
      <Quote>
        <figcaption>
          On <time dateTime={machineDate(message.createdAt)}>{formatDateTime(message.createdAt)}</time>, {name} wrote:
        </figcaption>
        <blockquote>{message.message}</blockquote>
      </Quote>
      {error !== null && (
        <Alert tone="error" title="Reply not sent">
          {error}
        </Alert>
      )}
      <Actions>
        <Button variant="ghost" disabled={sending} onClick={onCancel}>
          Cancel
        </Button>
        {onSendAndResolve && (
          <Button
            variant="secondary"
            disabled={!sendable || sending}
            loading={sending && resolving}
            loadingLabel="Sending..."
            onClick={() => onSendAndResolve(value)}
          >
            Send &amp; resolve
          </Button>
        )}
        <Button type="submit" disabled={!sendable || sending} loading={sending && !resolving} loadingLabel="Sending...">
          Send
        </Button>
      </Actions>
    </Form>
  );
}
