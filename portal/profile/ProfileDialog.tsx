import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';

import { accountApi } from '@/api/account';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { Spinner } from '@/components/Spinner';
import { CountedTextArea } from '@/components/TextArea';
import { TextField } from '@/components/TextField';
import { siteConfig } from '@/config/site';
import type { AdminProfile } from '@shared/contract';
import { fieldLimits } from '@shared/contract/constants';
import { failureMessage } from '../views/common/failures';
import { profileChanged, type ProfileDraft, profileProblems, replySignOff } from './profileRules';

/** The TanStack Query key of the signed-in admin's profile. */
export const profileKey = ['admin', 'account', 'profile'] as const;

export type ProfileDialogProps = {
  /** Whether the dialog is shown; the profile is (re)loaded each time it opens. */
  open: boolean;
  /** Closes it (Cancel or Done, Escape, the backdrop, the close button); what was typed goes with it. */
  onClose: () => void;
  /** The profile was saved, as the server stored it: the header shows the new name. */
  onSaved: (profile: AdminProfile) => void;
  /** The brand a reply without a signature ends with. @default siteConfig.brandName */
  brandName?: string;
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

const Quiet = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  overflow-wrap: anywhere;
`;

/** How the replies end, as the mail will show it: the signature's lines kept. */
const SignOff = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space[100]};
  margin: 0;
  padding: ${({ theme }) => theme.space[300]};
  border-left: 3px solid ${({ theme }) => theme.color.border.strong};
  background: ${({ theme }) => theme.color.surface.subtle};

  figcaption {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.typography.fontSize[200]};
  }

  p {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${({ theme }) => theme.space[600]};
  color: ${({ theme }) => theme.color.brand.primary};
`;

const ErrorBody = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
`;

const draftOf = ({ firstName, lastName, signature }: AdminProfile): ProfileDraft => ({
  firstName,
  lastName,
  signature,
});

/**
 * "Your profile", from the header: the signed-in administrator's first and last name (the header and
 * the replies' sender show them) and the signature every reply they send ends with, which they see
 * under the form as the mail will end. Without a signature, a reply ends with their name and the brand.
 * Save waits for a change; a missing name or a text over its limit is named beside its field when Save
 * is pressed, and the server's refusal of anything else shows above the buttons, the text kept. Once
 * saved, a notice says so and the dialog stays open to be closed.
 */
export function ProfileDialog({ open, onClose, onSaved, brandName = siteConfig.brandName }: ProfileDialogProps) {
  const formId = useId();
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: profileKey, queryFn: () => accountApi.profile(), enabled: open });
  const save = useMutation({
    mutationFn: (draft: ProfileDraft) => accountApi.saveProfile(draft),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKey, saved);
      onSaved(saved);
    },
  });
  /** What was typed; null until the first change, the stored profile showing meanwhile. */
  const [typed, setTyped] = useState<ProfileDraft | null>(null);
  /** Set by the first Save with something wrong: from then on each field says what is wrong with it. */
  const [checked, setChecked] = useState(false);
  const firstNameRef = useRef<HTMLInputElement>(null);
  const lastNameRef = useRef<HTMLInputElement>(null);
  const signatureRef = useRef<HTMLTextAreaElement>(null);

  const stored = profile.data;
  const draft = typed ?? (stored ? draftOf(stored) : null);
  const problems = draft && checked ? profileProblems(draft) : {};
  const changed = draft !== null && stored !== undefined && profileChanged(draft, stored);

  const close = () => {
    setTyped(null);
    setChecked(false);
    save.reset();
    onClose();
  };
  const edit = (field: keyof ProfileDraft, value: string) => {
    if (!draft) return;
    if (save.isSuccess || save.isError) save.reset();
    setTyped({ ...draft, [field]: value });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft || !changed || save.isPending) return;
    const found = profileProblems(draft);
    // The fields in the form's order, the first wrong one to take the focus.
    const firstWrong = (
      [
        [found.firstName, firstNameRef],
        [found.lastName, lastNameRef],
        [found.signature, signatureRef],
      ] as const
    ).find(([problem]) => problem);
    if (firstWrong) {
      // The messages render first, so the field is announced with its message when focus lands on it.
      flushSync(() => setChecked(true));
      firstWrong[1].current?.focus();
      return;
    }
    save.mutate(draft);
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Your profile"
      description="Your name as the portal shows it, and the signature your replies end with."
      size="md"
      preventClose={save.isPending}
      footer={
        <>
          <Button variant="ghost" disabled={save.isPending} onClick={close}>
            {changed ? 'Cancel' : 'Done'}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={!changed && !save.isPending}
            loading={save.isPending}
            loadingLabel="Saving..."
          >
            Save
          </Button>
        </>
      }
    >
      {profile.isPending ? (
        <Loading>
          <Spinner label="Loading your profile" />
        </Loading>
      ) : profile.isError && !stored ? (
        <Alert tone="error" title="Profile not loaded">
          <ErrorBody>
            <p>{failureMessage(profile.error)}</p>
            <Button
              size="sm"
              variant="secondary"
              loading={profile.isFetching}
              loadingLabel="Retrying..."
              onClick={() => void profile.refetch()}
            >
              Try again
            </Button>
          </ErrorBody>
        </Alert>
      ) : (
        draft && (
          <form id={formId} aria-label="Your profile" noValidate onSubmit={submit}>
            <Content>
              <Quiet>
                Signed in as <strong>{stored!.email}</strong>. The address you sign in with is not changed here.
              </Quiet>
              <Names>
                <TextField
                  ref={firstNameRef}
                  label="First name"
                  value={draft.firstName}
                  autoComplete="given-name"
                  fullWidth
                  readOnly={save.isPending}
                  error={problems.firstName}
                  onChange={(event) => edit('firstName', event.target.value)}
                />
                <TextField
                  ref={lastNameRef}
                  label="Last name"
                  value={draft.lastName}
                  autoComplete="family-name"
                  fullWidth
                  readOnly={save.isPending}
                  error={problems.lastName}
                  onChange={(event) => edit('lastName', event.target.value)}
                />
              </Names>
              <CountedTextArea
                ref={signatureRef}
                label="Signature"
                optional
                value={draft.signature}
                rows={4}
                characterLimit={fieldLimits.signature}
                fullWidth
                readOnly={save.isPending}
                hint="Ends every reply you send: your name, your role, how to reach you."
                error={problems.signature}
                onChange={(event) => edit('signature', event.target.value)}
              />
              <SignOff>
                <figcaption>Your replies end with</figcaption>
                <p>{replySignOff(draft, brandName)}</p>
              </SignOff>
              {save.isError && (
                <Alert tone="error" title="Profile not saved">
                  {failureMessage(save.error)}
                </Alert>
              )}
              {save.isSuccess && !changed && (
                <Alert tone="success">Your profile is saved. The replies you send from now on end as shown.</Alert>
              )}
            </Content>
          </form>
        )
      )}
    </Dialog>
  );
}
