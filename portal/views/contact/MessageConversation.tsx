import styled from 'styled-components';

import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Spinner } from '@/components/Spinner';
import { Chip } from '@/components/Chip';
import type { ContactAnswer, ContactReply } from '@shared/contract';
import { BreakableEmail } from '../common/BreakableText';
import { formatDateTime, machineDate } from '../common/format';
import { MailStateChip } from '../common/MailStateChip';
import { SenderContext, type SenderContextProps } from './SenderContext';

export type MessageConversationProps = {
  /** The replies sent from the portal, oldest first; `undefined` until they are loaded. */
  replies: ContactReply[] | undefined;
  /** The answers the sender sent back by mail, oldest first. @default none */
  answers?: ContactAnswer[];
  /** The id of the heading that names the conversation. */
  labelledBy: string;
  /** The replies are being loaded for the first time. @default false */
  loading?: boolean;
  /** Why they could not be loaded, in a sentence; `null` when they could. @default null */
  error?: string | null;
  /** Loads them again after a failure. */
  onRetry: () => void;
  /** That second try is under way. @default false */
  retrying?: boolean;
  /** The sender's other messages and sign-up, shown above the thread; none without it. */
  sender?: SenderContextProps;
};

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
`;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One mail of the conversation; the customer's answers on a tint, set apart from the team's replies. */
const Entry = styled.li<{ $fromCustomer?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => theme.space[400]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $fromCustomer }) => ($fromCustomer ? theme.color.surface.subtle : 'transparent')};
  min-width: 0;
`;

const ReplyHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[100]} ${theme.space[300]}`};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

const Sender = styled.p`
  flex: 1 1 14rem;
  min-width: 0;
`;

const SenderName = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const SenderAddress = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
`;

const SentAt = styled.time`
  color: ${({ theme }) => theme.color.text.secondary};
  white-space: nowrap;
`;

/** The text as written: its line breaks kept, and any word longer than the line broken rather than overflowing. */
const Body = styled.p`
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Quiet = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

const ErrorBody = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
`;

/** Who wrote a mail of the conversation: a name and, beside it, the address. */
function From({ name, email }: { name: string; email: string }) {
  return (
    <Sender>
      <SenderName>{name || email}</SenderName>{' '}
      <SenderAddress>
        &lt;
        <BreakableEmail email={email} />
        &gt;
      </SenderAddress>
    </Sender>
  );
}

type ConversationEntry =
  { kind: 'reply'; at: string; reply: ContactReply } | { kind: 'answer'; at: string; answer: ContactAnswer };

/**
 * A contact message's conversation, with the sender's other messages and sign-up above it (`SenderContext`,
 * which loads and fails on its own), then the thread oldest first: the replies sent from the portal — who wrote each and
 * when, its text, and where its mail is ("Sent", "Queued", "Failed", "Not sent: no SMTP server
 * configured") — and the answers the sender sent back by mail, on a tint, marked "By e-mail" (and
 * "Auto-reply" for an out-of-office). A spinner while they load, the reason and a retry when they cannot be
 * loaded.
 */
export function MessageConversation({ sender, ...thread }: MessageConversationProps) {
  if (!sender) return <Thread {...thread} />;
  return (
    <Stack>
      <SenderContext {...sender} />
      <Thread {...thread} />
    </Stack>
  );
}

/** The mails of the conversation, oldest first; a spinner while they load, the reason and a retry when they cannot. */
function Thread({
  replies,
  answers = [],
  labelledBy,
  loading = false,
  error = null,
  onRetry,
  retrying = false,
}: Omit<MessageConversationProps, 'sender'>) {
  if (loading) return <Spinner size="sm" label="Loading conversation" />;
  if (error !== null) {
    return (
      <Alert tone="error" title="Conversation not loaded">
        <ErrorBody>
          <p>{error}</p>
          <Button size="sm" variant="secondary" loading={retrying} loadingLabel="Retrying..." onClick={onRetry}>
            Try again
          </Button>
        </ErrorBody>
      </Alert>
    );
  }
  const entries: ConversationEntry[] = [
    ...(replies ?? []).map((reply): ConversationEntry => ({ kind: 'reply', at: reply.createdAt, reply })),
    ...answers.map((answer): ConversationEntry => ({ kind: 'answer', at: answer.receivedAt, answer })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  if (entries.length === 0) return <Quiet>No replies sent from the portal yet.</Quiet>;
  return (
    <List aria-labelledby={labelledBy}>
      {entries.map((entry) =>
        entry.kind === 'reply' ? (
          <Entry key={`reply-${entry.reply.id}`}>
            <ReplyHeader>
              <From name={entry.reply.sentBy.name} email={entry.reply.sentBy.email} />
              <SentAt dateTime={machineDate(entry.at)}>{formatDateTime(entry.at)}</SentAt>
              <MailStateChip state={entry.reply.mailState} />
            </ReplyHeader>
            <Body>{entry.reply.body}</Body>
          </Entry>
        ) : (
          <Entry key={`answer-${entry.answer.id}`} $fromCustomer>
            <ReplyHeader>
              <From name={entry.answer.from.name} email={entry.answer.from.email} />
              <SentAt dateTime={machineDate(entry.at)}>{formatDateTime(entry.at)}</SentAt>
              <Chip tone={entry.answer.automatic ? 'default' : 'info'}>
                {entry.answer.automatic ? 'Auto-reply' : 'By e-mail'}
              </Chip>
            </ReplyHeader>
            <Body>{entry.answer.body}</Body>
          </Entry>
        ),
      )}
    </List>
  );
}
