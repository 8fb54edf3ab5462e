import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';

import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { Spinner } from '@/components/Spinner';
import { CountedTextArea, isOverLimit } from '@/components/TextArea';
import { TextField } from '@/components/TextField';
import type { SavedReply } from '@shared/contract';
import { fieldLimits } from '@shared/contract/constants';
import { ConfirmDeleteDialog } from '../common/ConfirmDeleteDialog';
import { failureMessage } from '../common/failures';
import { LoadFailure } from '../common/LoadFailure';
import { canSaveSavedReply, FIRST_NAME_PLACEHOLDER } from './replyRules';
import { useSavedReplies, useSavedReplyChanges } from './useSavedReplies';

export type SavedRepliesDialogProps = {
  /** Whether the manager is shown. */
  open: boolean;
  /** Closes it (Done, Escape, the backdrop, the close button); a form left open goes with it. */
  onClose: () => void;
};

/** The reply being written in the form: a new one (`id` null) or one being rewritten. */
type Draft = { id: number | null; title: string; body: string };

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[400]};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => `${theme.space[200]} ${theme.space[300]}`};
  padding: ${({ theme }) => theme.space[300]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};

  @media (max-width: 30rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.typography.fontSize[300]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

/** The start of the text, its line breaks read as spaces, cut after two lines. */
const Preview = styled.p`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  margin-top: ${({ theme }) => theme.space[100]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  overflow-wrap: anywhere;
`;

const ItemActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[200]};
`;

const Quiet = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[400]};
`;

/**
 * The team's saved replies, from the reply composer's "Manage saved replies": each with its title and the
 * start of its text, Edit and Delete (asked first, naming it); "New saved reply" opens the same form as
 * Edit, a title and a text in which `{firstName}` stands for the sender's first name. Save waits for both
 * and for them to fit; the server's refusal (a title another reply has) shows in the form, the text kept.
 * What was saved or deleted is said in a notice at the top.
 */
export function SavedRepliesDialog({ open, onClose }: SavedRepliesDialogProps) {
  const formId = useId();
  const list = useSavedReplies();
  const { save, remove } = useSavedReplyChanges();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<SavedReply | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const newButtonRef = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);

  /** Back to the list, focus on "New saved reply": what focus was on is gone with the form or the reply. */
  const backToList = (done: string | null) => {
    flushSync(() => {
      setDraft(null);
      setDeleting(null);
      setNotice(done);
    });
    newButtonRef.current?.focus();
  };
  const startEditing = (next: Draft) => {
    save.reset();
    setNotice(null);
    flushSync(() => setDraft(next));
    titleRef.current?.focus();
  };
  const close = () => {
    setDraft(null);
    setNotice(null);
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React carries events up its own tree, through the portal: this form's submit must not reach the
    // reply composer's form, which the manager is opened from, and send the reply.
    event.stopPropagation();
    if (!draft || !canSaveSavedReply(draft) || save.isPending) return;
    save.mutate(
      { id: draft.id, reply: { title: draft.title, body: draft.body } },
      { onSuccess: (saved) => backToList(`“${saved.title}” is saved.`) },
    );
  };

  const deletion = {
    open: deleting !== null,
    target: deleting,
    counting: false,
    cancel: () => setDeleting(null),
    confirm: () => {
      if (deleting) remove.mutate(deleting, { onSuccess: (_, reply) => backToList(`“${reply.title}” is deleted.`) });
    },
    deleting: remove.isPending,
    error: remove.isError ? failureMessage(remove.error) : null,
  };

  const titleTooLong = draft !== null && isOverLimit(draft.title, fieldLimits.savedReplyTitle);

  return (
    <Dialog
      open={open}
      onClose={close}
      title={draft === null ? 'Saved replies' : draft.id === null ? 'New saved reply' : 'Edit saved reply'}
      description={
        draft === null ? 'Answers the team sends often, to insert into a reply and change as needed.' : undefined
      }
      size="md"
      preventClose={save.isPending || remove.isPending}
      footer={
        draft === null ? (
          <>
            <Button variant="ghost" onClick={close}>
              Done
            </Button>
            <Button
              ref={newButtonRef}
              startIcon={<Plus size={16} aria-hidden="true" />}
              onClick={() => startEditing({ id: null, title: '', body: '' })}
            >
              New saved reply
            </Button>
          </>
        ) : (
          <>
            <Button variant="ghost" disabled={save.isPending} onClick={() => backToList(null)}>
              Cancel
            </Button>
            <Button
              type="submit"
              form={formId}
              disabled={!canSaveSavedReply(draft)}
              loading={save.isPending}
              loadingLabel="Saving..."
            >
              Save
            </Button>
          </>
        )
      }
    >
      {draft === null ? (
        <Content>
          {notice && <Alert tone="success">{notice}</Alert>}
          {list.isPending ? (
            <Spinner size="sm" label="Loading saved replies" />
          ) : list.isError ? (
            <LoadFailure
              title="Saved replies not loaded"
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            >
              {failureMessage(list.error)}
            </LoadFailure>
          ) : list.data.length === 0 ? (
            <Quiet>No saved replies yet. Write the first with “New saved reply”.</Quiet>
          ) : (
            <List aria-label="Saved replies">
              {list.data.map((reply) => (
                <Item key={reply.id}>
                  <div>
                    <Title>{reply.title}</Title>
                    <Preview>{reply.body}</Preview>
                  </div>
                  <ItemActions>
                    <Button
                      size="sm"
                      variant="secondary"
                      startIcon={<Pencil size={16} aria-hidden="true" />}
                      aria-label={`Edit ${reply.title}`}
                      onClick={() => startEditing({ id: reply.id, title: reply.title, body: reply.body })}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      startIcon={<Trash2 size={16} aria-hidden="true" />}
                      aria-label={`Delete ${reply.title}`}
                      onClick={() => {
                        remove.reset();
                        setDeleting(reply);
                      }}
                    >
                      Delete
                    </Button>
                  </ItemActions>
                </Item>
              ))}
            </List>
          )}
        </Content>
      ) : (
        // No browser bubbles: Save waits until both fields are filled, and says nothing it need not.
        <Form
          id={formId}
          aria-label={draft.id === null ? 'New saved reply' : 'Edit saved reply'}
          noValidate
          onSubmit={submit}
        >
          <TextField
            ref={titleRef}
            label="Title"
            value={draft.title}
            fullWidth
            required
            readOnly={save.isPending}
            hint="What “Insert saved reply” lists."
            error={titleTooLong ? `Title must be at most ${fieldLimits.savedReplyTitle} characters` : undefined}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          />
          <CountedTextArea
            label="Text"
            value={draft.body}
            rows={8}
            characterLimit={fieldLimits.savedReplyBody}
            fullWidth
            required
            readOnly={save.isPending}
            hint={`${FIRST_NAME_PLACEHOLDER} becomes the sender's first name when the reply is inserted.`}
            onChange={(event) => setDraft({ ...draft, body: event.target.value })}
          />
          {save.isError && (
            <Alert tone="error" title="Not saved">
              {failureMessage(save.error)}
            </Alert>
          )}
        </Form>
      )}
      <ConfirmDeleteDialog
        deletion={deletion}
        title="Delete saved reply"
        question={(reply) => `Delete the saved reply “${reply.title}”?`}
        consequence="Nobody can insert it any more; replies already sent with it keep their text. This cannot be undone."
      />
    </Dialog>
  );
}
