import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';

import { launchApi } from '@/api/launch';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { TextField } from '@/components/TextField';
import type { InvitePreview, InviteRequest, InviteRun } from '@shared/contract';
import { failureMessage } from '../../common/failures';
import { formatCount } from '../../common/resultCount';
import { waitlistKeys } from '../waitlistQueries';
import { Content, MailPreview, Note, StepTitle } from './dialogParts';
import { INVITE_POLL_MS, invitePreviewQuery, inviteRunQuery, launchKeys } from './inviteQueries';
import {
  chosenText,
  type InviteTarget,
  inviteRequestOf,
  largestInviteCount,
  nobodyToInvite,
  previewSummary,
  readInviteCount,
  sendLabel,
} from './inviteRules';
import { InviteRunProgress } from './InviteRunProgress';

export type InviteDialogProps = {
  /** Whom the administrator chose: the selection, or all that match the list's filter. */
  target: InviteTarget;
  /** Closes the dialog; `invited` says whether a run was started (the selection has done its job). */
  onClose: (invited: boolean) => void;
};

/** The flow's steps: choose how many, preview the mail, follow the run. */
type Step = { name: 'choose' } | { name: 'preview'; request: InviteRequest } | { name: 'progress'; run: InviteRun };

/** A checkbox with its label, and its hint under the label's words (outside the label: not part of its name). */
const ChoiceGroup = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[100]} ${theme.space[200]}`};
  align-items: start;
`;

const Choice = styled.label`
  display: contents;
  cursor: pointer;
`;

const ChoiceBox = styled.input.attrs({ type: 'checkbox' })`
  width: 1.125rem;
  height: 1.125rem;
  margin: ${({ theme }) => theme.space[50]} 0 0;
  accent-color: ${({ theme }) => theme.color.brand.primary};
  cursor: inherit;
`;

const ChoiceHint = styled.span`
  grid-column: 2;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

/**
 * Sends launch invites in three steps: (a) whom — the selection or all that match, and how many of
 * them, the first in order of place (their place in line); (b) the preview — how many would be invited
 * and the mail as they would get it, refused while `LAUNCH_URL` is not set or when nobody chosen is
 * waiting, with "Only members who confirmed their address" as the server would run it
 * (`INVITE_CONFIRMED_ONLY`) until the administrator changes it, which previews again; (c) after "Send N
 * invites", the run's progress, asked again every few seconds while any mail is queued. The run is sent
 * with the choice the preview showed, so it does what was shown. Failures stay in the dialog with their
 * reason. Closing never stops a run: the server sends on.
 */
export function InviteDialog({ target, onClose }: InviteDialogProps) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const largest = largestInviteCount(target);
  const [typedCount, setTypedCount] = useState(String(largest));
  const [countError, setCountError] = useState<string | null>(null);
  /** "Only members who confirmed their address" as the administrator set it; unset, the server decides. */
  const [confirmedOnly, setConfirmedOnly] = useState<boolean | undefined>(undefined);
  const countRef = useRef<HTMLInputElement>(null);
  const formId = useId();

  const send = useMutation({
    mutationFn: (request: InviteRequest) => launchApi.createRun(request),
    onSuccess: (run) => {
      queryClient.setQueryData(launchKeys.run(run.id), run);
      setStep({ name: 'progress', run });
    },
    onError: (error) => console.error('Error sending invites:', error),
    // The invited entries change status, the stats count them, and the runs list has one more.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: waitlistKeys.all }),
        queryClient.invalidateQueries({ queryKey: launchKeys.runs, exact: true }),
      ]),
  });

  const toPreview = () => {
    const read = readInviteCount(typedCount, largest);
    if ('error' in read) {
      setCountError(read.error);
      return;
    }
    setCountError(null);
    setStep({ name: 'preview', request: inviteRequestOf(target, read.count, confirmedOnly) });
  };

  const invited = step.name === 'progress';
  const close = () => onClose(invited);

  return (
    <Dialog
      open
      onClose={close}
      title="Invite to the launch"
      size="md"
      preventClose={send.isPending}
      initialFocusRef={countRef}
      footer={
        step.name === 'choose' ? (
          <>
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            {/* The form's own submit, so Enter in "How many" goes on as well. */}
            <Button type="submit" form={formId}>
              Preview
            </Button>
          </>
        ) : step.name === 'preview' ? (
          <PreviewActions
            request={step.request}
            sending={send.isPending}
            onBack={() => {
              send.reset();
              setStep({ name: 'choose' });
            }}
            onSend={(preview) => send.mutate({ ...step.request, confirmedOnly: preview.confirmedOnly })}
          />
        ) : (
          <Button onClick={close}>Done</Button>
        )
      }
    >
      <Content>
        {step.name === 'choose' && (
          <>
            <StepTitle>Whom to invite</StepTitle>
            <p>
              Invite {chosenText(target)}. Each gets an invite mail with a single-use early-bird code (50% off the first
              year). Only sign-ups still waiting are invited, never anyone twice.
            </p>
            <form
              id={formId}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                toPreview();
              }}
            >
              <TextField
                ref={countRef}
                type="number"
                label="How many"
                inputMode="numeric"
                min={1}
                max={largest}
                step={1}
                value={typedCount}
                onChange={(event) => setTypedCount(event.target.value)}
                hint={`The first of them in order of place, at most ${largest.toLocaleString('en-US')}.`}
                error={countError ?? undefined}
              />
            </form>
          </>
        )}
        {step.name === 'preview' && (
          <PreviewStep
            request={step.request}
            sending={send.isPending}
            sendError={send.error}
            onConfirmedOnly={(checked) => {
              send.reset();
              setConfirmedOnly(checked);
              setStep({ name: 'preview', request: { ...step.request, confirmedOnly: checked } });
            }}
          />
        )}
        {step.name === 'progress' && <ProgressStep initial={step.run} />}
      </Content>
    </Dialog>
  );
}

/** Back, and Send once the preview allows it: some would be invited and `LAUNCH_URL` is set. */
function PreviewActions({
  request,
  sending,
  onBack,
  onSend,
}: {
  request: InviteRequest;
  sending: boolean;
  onBack: () => void;
  /** Sends the run the preview shows. */
  onSend: (preview: InvitePreview) => void;
}) {
  const preview = useQuery(invitePreviewQuery(request)).data;
  const sendable = preview !== undefined && preview.launchUrlConfigured && preview.willInvite > 0;
  return (
    <>
      <Button variant="ghost" disabled={sending} onClick={onBack}>
        Back
      </Button>
      <Button
        startIcon={<Send size={16} aria-hidden="true" />}
        disabled={!sendable}
        loading={sending}
        loadingLabel="Sending..."
        onClick={() => preview && onSend(preview)}
      >
        {preview ? sendLabel(preview.willInvite) : 'Send invites'}
      </Button>
    </>
  );
}

function PreviewStep({
  request,
  sending,
  sendError,
  onConfirmedOnly,
}: {
  request: InviteRequest;
  sending: boolean;
  sendError: Error | null;
  onConfirmedOnly: (checked: boolean) => void;
}) {
  const preview = useQuery(invitePreviewQuery(request));
  const hintId = useId();
  // As asked, else as the server answered its default: unknown (no box) until the first preview says.
  const confirmedOnly = request.confirmedOnly ?? preview.data?.confirmedOnly;
  return (
    <>
      <StepTitle>Preview</StepTitle>
      {confirmedOnly !== undefined && (
        <ChoiceGroup>
          <Choice>
            <ChoiceBox
              checked={confirmedOnly}
              disabled={sending}
              aria-describedby={hintId}
              onChange={(event) => onConfirmedOnly(event.target.checked)}
            />
            Only members who confirmed their address
          </Choice>
          <ChoiceHint id={hintId}>
            They opened the confirm link of their welcome mail: the address is theirs and works. The others may have
            mistyped it.
          </ChoiceHint>
        </ChoiceGroup>
      )}
      {preview.isPending && <Note role="status">Counting who would be invited…</Note>}
      {preview.isError && (
        <Alert tone="error" title="No preview">
          {failureMessage(preview.error)}
        </Alert>
      )}
      {preview.data && <PreviewDetails preview={preview.data} />}
      {sendError && (
        <Alert tone="error" title="Not sent">
          {failureMessage(sendError)}
        </Alert>
      )}
    </>
  );
}

function PreviewDetails({ preview }: { preview: InvitePreview }) {
  return (
    <>
      <p>{previewSummary(preview)}</p>
      {!preview.launchUrlConfigured && (
        <Alert tone="warning" title="LAUNCH_URL is not set">
          The invite links would lead nowhere, so nothing can be sent. LAUNCH_URL must be set in the server's
          environment (the platform's address), then the server restarted.
        </Alert>
      )}
      {preview.willInvite === 0 && (
        <Alert tone="info" title="Nobody to invite">
          {nobodyToInvite(preview.confirmedOnly)}
        </Alert>
      )}
      {preview.mail && (
        <MailPreview
          mail={preview.mail}
          note="As the first of them gets it; each mail carries its own code."
          label="The invite mail's text"
        />
      )}
    </>
  );
}

/** The run just started, followed until no mail of it is queued. */
function ProgressStep({ initial }: { initial: InviteRun }) {
  // Fresh as the send answered it: the first poll comes after the interval, not at once.
  const run = useQuery({ ...inviteRunQuery(initial.id), initialData: initial, staleTime: INVITE_POLL_MS }).data;
  return (
    <>
      <StepTitle>Sending {formatCount(run.invited, { one: 'invite', other: 'invites' })}</StepTitle>
      <InviteRunProgress run={run} live label="Invites sent" />
      <Note>
        The mails go out through the outbox; closing this does not stop them. Each invited sign-up now reads Invited in
        the list.
      </Note>
    </>
  );
}
