import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';

import { ApiError } from '@/api';
import { teamApi } from '@/api/team';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { TextField } from '@/components/TextField';
import type { UserAccount } from '@shared/contract';
import { PASSWORD_LINK_VALID_HOURS } from '@shared/contract/constants';
import { failureMessage } from '../common/failures';
import {
  emptyInvitation,
  type InvitationDraft,
  invitationOf,
  invitationProblems,
  type InvitationProblems,
  problemsOfRefusal,
} from './invitationRules';

export type AddAdministratorDialogProps = {
  /** Whether the dialog is shown; it opens empty each time. */
  open: boolean;
  /** Closes it (Cancel, Escape, the backdrop, the close button); what was typed goes with it. */
  onClose: () => void;
  /** The account was added and its set-password link mailed: the owner closes the dialog and says so. */
  onAdded: (account: UserAccount) => void;
};

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[400]};
`;

const Names = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${({ theme }) => theme.space[400]};
`;

/**
 * "Add administrator": the new administrator's address and name. No password: the server mails them a
 * link to set one (valid `PASSWORD_LINK_VALID_HOURS`), so nobody else ever knows it. A missing or
 * malformed value is named beside its field when "Send invitation" is pressed, the first one focused;
 * the server's refusal goes beside the field it names, or, when it names none (an address that has an
 * account already, 409), above the buttons, the text kept.
 */
export function AddAdministratorDialog({ open, onClose, onAdded }: AddAdministratorDialogProps) {
  const formId = useId();
  const [draft, setDraft] = useState<InvitationDraft>(emptyInvitation);
  /** Set by the first "Send invitation" with something wrong: from then on each field says what is wrong. */
  const [checked, setChecked] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const firstNameRef = useRef<HTMLInputElement>(null);
  const lastNameRef = useRef<HTMLInputElement>(null);

  const add = useMutation({
    mutationFn: (invitation: InvitationDraft) => teamApi.add(invitation),
    onSuccess: (account) => {
      setDraft(emptyInvitation);
      setChecked(false);
      onAdded(account);
    },
    onError: (error) => console.error('Error adding an administrator:', error),
  });

  // A 400 names fields in the server's words; anything else is said above the buttons.
  const refusal =
    add.error instanceof ApiError && add.error.status === 400
      ? problemsOfRefusal(add.error.message)
      : { fields: {}, other: add.isError ? [failureMessage(add.error)] : [] };
  const problems: InvitationProblems = { ...refusal.fields, ...(checked ? invitationProblems(draft) : {}) };

  const close = () => {
    setDraft(emptyInvitation);
    setChecked(false);
    add.reset();
    onClose();
  };
  const edit = (field: keyof InvitationDraft, value: string) => {
    if (add.isError) add.reset();
    setDraft({ ...draft, [field]: value });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    const found = invitationProblems(draft);
    const fields: Array<[keyof InvitationDraft, RefObject<HTMLInputElement | null>]> = [
      ['email', emailRef],
      ['firstName', firstNameRef],
      ['lastName', lastNameRef],
    ];
    const firstWrong = fields.find(([field]) => found[field]);
    if (firstWrong) {
      // The messages render first, so the field is announced with its message when focus lands on it.
      flushSync(() => setChecked(true));
      firstWrong[1].current?.focus();
      return;
    }
    add.mutate(invitationOf(draft));
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Add administrator"
      description={`They get a mail with a link to set their password, valid for ${PASSWORD_LINK_VALID_HOURS} hours. Nobody else ever knows it.`}
      size="md"
      preventClose={add.isPending}
      initialFocusRef={emailRef}
      footer={
        <>
          <Button variant="ghost" disabled={add.isPending} onClick={close}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            startIcon={<Send size={16} aria-hidden="true" />}
            loading={add.isPending}
            loadingLabel="Sending..."
          >
            Send invitation
          </Button>
        </>
      }
    >
      <form id={formId} aria-label="Add administrator" noValidate onSubmit={submit}>
        <Content>
          <TextField
            ref={emailRef}
            type="email"
            label="Email"
            value={draft.email}
            autoComplete="off"
            spellCheck={false}
            fullWidth
            readOnly={add.isPending}
            error={problems.email}
            onChange={(event) => edit('email', event.target.value)}
          />
          <Names>
            <TextField
              ref={firstNameRef}
              label="First name"
              value={draft.firstName}
              autoComplete="off"
              fullWidth
              readOnly={add.isPending}
              error={problems.firstName}
              onChange={(event) => edit('firstName', event.target.value)}
            />
            <TextField
              ref={lastNameRef}
              label="Last name"
              value={draft.lastName}
              autoComplete="off"
              fullWidth
              readOnly={add.isPending}
              error={problems.lastName}
              onChange={(event) => edit('lastName', event.target.value)}
            />
          </Names>
          {refusal.other.length > 0 && (
            <Alert tone="error" title="Invitation not sent">
              {refusal.other.join(' ')}
            </Alert>
          )}
        </Content>
      </form>
    </Dialog>
  );
}
