import { Reply } from 'lucide-react';
import { type Ref, useId, useImperativeHandle, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';

import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import type { ContactMessage } from '@shared/contract';
import { failureMessage } from '../common/failures';
import { DetailsHeading } from './detailsStyles';
import { MessageConversation } from './MessageConversation';
import { ReplyComposer } from './ReplyComposer';
import type { useMessageReplies } from './useMessageReplies';

export type MessageRepliesProps = {
  /** The message the conversation is about. */
  message: ContactMessage;
  /** Its conversation and the sending of replies (`useMessageReplies`), which the dialog holds too. */
  thread: ReturnType<typeof useMessageReplies>;
  /**
   * Called once a reply is sent (the server has marked the message replied), saying whether it was sent
   * with "Send & resolve".
   */
  onReplied?: (sent: { resolve: boolean }) => void;
  /** The reply being written, `null` while the composer is closed; the dialog holds it as a draft. */
  reply: string | null;
  /** Opens (`''`), changes or closes (`null`) the reply. */
  onReplyChange: (reply: string | null) => void;
  /** What the dialog's keys may ask of the conversation. */
  ref?: Ref<MessageRepliesHandle>;
};

export type MessageRepliesHandle = {
  /** Puts the cursor in the reply, opening the composer first if it is closed (as Reply does). */
  startReply: () => void;
};

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[200]};
  margin-bottom: ${({ theme }) => theme.space[200]};

  & > h3 {
    margin-bottom: 0;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
`;

/**
 * The message's conversation in its dialog: the replies sent from the portal and the answers that came
 * back by mail, and Reply, which opens
 * the composer under them. Once a reply is sent the composer closes, a notice says where the reply is,
 * and focus goes back to Reply, as it does on Cancel; then the dialog hears of it, to store what else
 * was chosen with it.
 */
export function MessageReplies({ message, thread, onReplied, reply, onReplyChange, ref }: MessageRepliesProps) {
  const headingId = useId();
  const replyButtonRef = useRef<HTMLButtonElement>(null);
  const replyTextRef = useRef<HTMLTextAreaElement>(null);
  const composing = reply !== null;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resolving, setResolving] = useState(false);
  const { replies, answers, sender, send } = thread;

  const openComposer = () => {
    send.reset();
    setSentTo(null);
    onReplyChange('');
  };
  const closeComposer = () => {
    // The composer goes with the focused control in it: focus returns to the Reply button it came from,
    // which is rendered again first so it can take it.
    flushSync(() => onReplyChange(null));
    replyButtonRef.current?.focus();
  };
  const sendReply = (body: string, resolve = false) => {
    setResolving(resolve);
    send.mutate(body, {
      onSuccess: () => {
        setSentTo(message.email);
        closeComposer();
        onReplied?.({ resolve });
      },
    });
  };

  // A composer already open keeps its text; the cursor goes back into it.
  useImperativeHandle(ref, () => ({
    startReply: () => (composing ? replyTextRef.current?.focus() : openComposer()),
  }));

  return (
    <section aria-labelledby={headingId}>
      <Header>
        <DetailsHeading id={headingId}>Conversation</DetailsHeading>
        {!composing && (
          <Button
            ref={replyButtonRef}
            size="sm"
            variant="secondary"
            startIcon={<Reply size={16} aria-hidden="true" />}
            onClick={openComposer}
          >
            Reply
          </Button>
        )}
      </Header>
      <Stack>
        <MessageConversation
          replies={replies.data}
          answers={answers.data}
          labelledBy={headingId}
          loading={replies.isPending || answers.isPending}
          error={
            replies.isError ? failureMessage(replies.error) : answers.isError ? failureMessage(answers.error) : null
          }
          onRetry={() => void Promise.all([replies.refetch(), answers.refetch()])}
          retrying={replies.isFetching || answers.isFetching}
          sender={{
            sender: sender.data,
            loading: sender.isPending,
            error: sender.isError ? failureMessage(sender.error) : null,
            onRetry: () => void sender.refetch(),
            retrying: sender.isFetching,
          }}
        />
        {sentTo && <Alert tone="success">Your reply to {sentTo} is in the outbox.</Alert>}
        {composing && (
          <ReplyComposer
            message={message}
            value={reply}
            onChange={onReplyChange}
            onSend={sendReply}
            onSendAndResolve={(body) => sendReply(body, true)}
            onCancel={closeComposer}
            sending={send.isPending}
            resolving={resolving}
            textRef={replyTextRef}
            error={send.isError ? failureMessage(send.error) : null}
          />
        )}
      </Stack>
    </section>
  );
}
