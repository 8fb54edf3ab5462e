import styled from 'styled-components';

import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Spinner } from '@/components/Spinner';
import type { ContactReply } from '@shared/contract';
import { BreakableEmail } from '../common/BreakableText';
import { formatDateTime, machineDate } from '../common/format';
import { MailStateChip } from '../common/MailStateChip';

export type MessageConversationProps = {
  /** The replies sent from the portal, oldest first; `undefined` until they are loaded. */
  replies: ContactReply[] | undefined;
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
};

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Reply = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => theme.space[400]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
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

/**
 * The replies sent to a contact message from the portal, oldest first: who wrote each and when, its
 * text, and where its mail is ("Sent", "Queued", "Failed", "Not sent: no SMTP server configured").
 * A spinner while they load, the reason and a retry when they cannot be loaded.
 */
export function MessageConversation({
  replies,
  labelledBy,
  loading = false,
  error = null,
  onRetry,
  retrying = false,
}: MessageConversationProps) {
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
  if (!replies?.length) return <Quiet>No replies sent from the portal yet.</Quiet>;
  return (
    <List aria-labelledby={labelledBy}>
      {replies.map((reply) => (
        <Reply key={reply.id}>
          <ReplyHeader>
            <Sender>
              <SenderName>{reply.sentBy.name}</SenderName>{' '}
              <SenderAddress>
                &lt;
                <BreakableEmail email={reply.sentBy.email} />
                &gt;
              </SenderAddress>
            </Sender>
            <SentAt dateTime={machineDate(reply.createdAt)}>{formatDateTime(reply.createdAt)}</SentAt>
            <MailStateChip state={reply.mailState} />
          </ReplyHeader>
          <Body>{reply.body}</Body>
        </Reply>
      ))}
    </List>
  );
}
