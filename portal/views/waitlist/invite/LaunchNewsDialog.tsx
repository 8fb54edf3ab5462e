import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router-dom';

import { ApiError } from '@/api';
import { launchApi } from '@/api/launch';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { outboxSection, sectionPath } from '@portal/sections';
import { failureMessage } from '../../common/failures';
import { mailKeys } from '../../common/mailKeys';
import { formatCount } from '../../common/resultCount';
import { Content, MailPreview, Note, StepTitle } from './dialogParts';
import { launchKeys, launchNewsPreviewQuery } from './inviteQueries';

const members = { one: 'member', other: 'members' };

/** The Send button's words: "Send to 4,812 members". */
export const newsSendLabel = (recipients: number) => `Send to ${formatCount(recipients, members)}`;

/**
 * "We're live", once, to every member waiting or invited (product.md §10): the dialog previews it (how
 * many would get it, the mail as the first of them would) and sends it with that count
 * (`expectedCount`). When members joined or left meanwhile the server refuses and queues nothing (409):
 * the dialog shows its message and previews again, so the administrator confirms the new number. It says
 * when nobody would get it (all had it, or no mail may go to them). Focus starts on Cancel: one Enter
 * must not mail the whole list.
 */
export function LaunchNewsDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const preview = useQuery(launchNewsPreviewQuery);
  const send = useMutation({
    mutationFn: (expectedCount: number) => launchApi.sendNews(expectedCount),
    onError: (error) => {
      console.error('Error sending the launch news:', error);
      // The number moved: count again, for a confirmation of the new one.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: launchKeys.newsPreview });
      }
    },
    // The queued mails show in the mail-health line and the outbox.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  });
  const recipients = preview.data?.recipients;
  const sendable = recipients !== undefined && recipients > 0 && !preview.isFetching;

  return (
    <Dialog
      open
      onClose={onClose}
      title="Send launch news"
      size="md"
      preventClose={send.isPending}
      initialFocusRef={cancelRef}
      footer={
        send.isSuccess ? (
          <Button onClick={onClose}>Done</Button>
        ) : (
          <>
            <Button ref={cancelRef} variant="ghost" disabled={send.isPending} onClick={onClose}>
              Cancel
            </Button>
            <Button
              startIcon={<Megaphone size={16} aria-hidden="true" />}
              disabled={!sendable}
              loading={send.isPending}
              loadingLabel="Sending..."
              onClick={() => recipients !== undefined && send.mutate(recipients)}
            >
              {recipients === undefined ? 'Send launch news' : newsSendLabel(recipients)}
            </Button>
          </>
        )
      }
    >
      <Content>
        {send.isSuccess ? (
          <>
            <StepTitle>Launch news queued</StepTitle>
            <p>
              {formatCount(send.data.queued, { one: 'mail', other: 'mails' })} queued in the outbox, sent over the next
              minutes; closing this does not stop the sending.
            </p>
            <p>
              <Link to={sectionPath(outboxSection)}>Follow them in the Outbox</Link>
            </p>
          </>
        ) : (
          <>
            <p>
              The launch news tells every member waiting or invited that we are live. It goes once: members who had it
              are left out, and so are addresses on the suppression list (bounced, complained or left).
            </p>
            {preview.isFetching && <Note role="status">Counting who would get it…</Note>}
            {preview.isError && !preview.isFetching && (
              <Alert tone="error" title="No preview">
                {failureMessage(preview.error)}
              </Alert>
            )}
            {send.isError && (
              <Alert tone="error" title="Not sent">
                {failureMessage(send.error)}
              </Alert>
            )}
            {preview.data && !preview.isFetching && (
              <>
                {preview.data.recipients > 0 ? (
                  <p>It goes to {formatCount(preview.data.recipients, members)}.</p>
                ) : (
                  <Alert tone="info" title="Nobody would get it">
                    Every member waiting or invited has had it already, or no mail may go to their address.
                  </Alert>
                )}
                {preview.data.mail && (
                  <MailPreview
                    mail={preview.data.mail}
                    note="As the first of them gets it; each mail carries its own link to leave the list."
                    label="The launch news text"
                  />
                )}
              </>
            )}
          </>
        )}
      </Content>
    </Dialog>
  );
}
