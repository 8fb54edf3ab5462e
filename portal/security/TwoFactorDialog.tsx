import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

import { teamApi } from '@/api/team';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Chip } from '@/components/Chip';
import { Dialog } from '@/components/Dialog';
import { Spinner } from '@/components/Spinner';
import type { TwoFactorStatus } from '@shared/contract';
import { failureMessage } from '../views/common/failures';
import { formatDate, machineDate } from '../views/common/format';
import { LoadFailure } from '../views/common/LoadFailure';
import { CodeForm } from './CodeForm';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorEnrolment } from './TwoFactorEnrolment';
import { fewRecoveryCodesLeft, fewRecoveryCodesText, recoveryCodesLeftText, twoFactorKey } from './twoFactorRules';

export type TwoFactorDialogProps = {
  /** Whether the dialog is shown; the status is (re)loaded each time it opens. */
  open: boolean;
  /** Closes it (Done, Escape, the backdrop, the close button). Not offered while new codes wait to be saved. */
  onClose: () => void;
  /**
   * Turning the factor on or off ended every session of the account but this one, which goes on with
   * this new token: the portal must store it and send it from now on (the old one no longer works).
   */
  onSessionRenewed: (token: string) => void;
};

/** What the dialog shows: the status (with a code form open for one of its actions), the setup, or new codes. */
type View =
  | { name: 'status'; action: 'regenerate' | 'disable' | null; notice: Notice | null }
  | { name: 'setup'; codesShown: boolean }
  | { name: 'codes'; codes: string[] };

/** What the status says just after a flow ended. */
type Notice = 'enabled' | 'disabled' | 'regenerated';

const notices: Record<Notice, string> = {
  enabled: 'Two-factor authentication is on. Your account was signed out everywhere else.',
  disabled: 'Two-factor authentication is off. Your account was signed out everywhere else.',
  regenerated: 'You have new recovery codes. The old ones no longer work.',
};

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[400]};
`;

const StatusLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[200]} ${theme.space[300]}`};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};

  /* Focused when a flow ends, so a screen reader reads the new state; not by a person: no ring. */
  &:focus {
    outline: none;
  }
`;

const Quiet = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[300]};
`;

/** The code form of an action, set apart from the status above it. */
const ActionPanel = styled.div`
  padding: ${({ theme }) => theme.space[400]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.subtle};
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${({ theme }) => theme.space[600]};
  color: ${({ theme }) => theme.color.brand.primary};
`;

const CODE_LABEL = 'Code from the app or a recovery code';
const CODE_MISSING = 'Enter a code from the app or a recovery code';

/**
 * "Two-factor authentication", from the header: the signed-in administrator's second factor. Off, it
 * says why it matters (and that the portal requires it, when it does) and offers Set up, which runs the
 * setup here. On, it says since when and how many recovery codes are left (warning at two or fewer),
 * and offers New recovery codes and Turn off, each asking for a current code first. Turning it on or
 * off hands the session's new token to the portal (`onSessionRenewed`) before anything else; new codes
 * are shown once, and the dialog stays until they are saved.
 */
export function TwoFactorDialog({ open, onClose, onSessionRenewed }: TwoFactorDialogProps) {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: twoFactorKey, queryFn: () => teamApi.twoFactor(), enabled: open });
  const [view, setView] = useState<View>({ name: 'status', action: null, notice: null });
  const statusLineRef = useRef<HTMLParagraphElement>(null);
  /** Set when a flow ends: the status line takes the focus once it is drawn. */
  const focusStatus = useRef(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: twoFactorKey });
  const renewed = (token: string) => {
    // The token first: the status asked again below must go with the new one.
    onSessionRenewed(token);
    void refresh();
  };

  /** Shows the state the server has just moved to, until the status asked again confirms it. */
  const settle = (change: Partial<TwoFactorStatus>) =>
    queryClient.setQueryData<TwoFactorStatus>(twoFactorKey, (current) => current && { ...current, ...change });

  const regenerate = useMutation({
    mutationFn: (code: string) => teamApi.regenerateRecoveryCodes(code),
    onSuccess: ({ recoveryCodes }) => {
      settle({ recoveryCodesLeft: recoveryCodes.length });
      setView({ name: 'codes', codes: recoveryCodes });
      void refresh();
    },
  });
  const disable = useMutation({
    mutationFn: (code: string) => teamApi.disableTwoFactor(code),
    // In the mutation's options, not `mutate`'s: the token is handed over even if the dialog was closed
    // while the server answered.
    onSuccess: ({ token }) => {
      settle({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
      renewed(token);
      backToStatus('disabled');
    },
  });

  function backToStatus(notice: Notice | null) {
    regenerate.reset();
    disable.reset();
    focusStatus.current = notice !== null;
    setView({ name: 'status', action: null, notice });
  }
  const chooseAction = (action: 'regenerate' | 'disable' | null) => {
    regenerate.reset();
    disable.reset();
    setView({ name: 'status', action, notice: null });
  };

  useEffect(() => {
    // After a flow ended: the status line, once drawn, takes the focus, so its new state is read out.
    if (!focusStatus.current || !statusLineRef.current) return;
    focusStatus.current = false;
    statusLineRef.current.focus();
  });

  const close = () => {
    backToStatus(null);
    onClose();
  };

  const busy = regenerate.isPending || disable.isPending;
  const codesWaiting = view.name === 'codes' || (view.name === 'setup' && view.codesShown);
  const data = status.data;

  const body = () => {
    if (view.name === 'codes') {
      return <RecoveryCodes codes={view.codes} onDone={() => backToStatus('regenerated')} />;
    }
    if (view.name === 'setup') {
      return (
        <TwoFactorEnrolment
          onEnabled={({ token }) => {
            setView({ name: 'setup', codesShown: true });
            renewed(token);
          }}
          onDone={() => backToStatus('enabled')}
          onCancel={() => backToStatus(null)}
        />
      );
    }
    if (status.isPending) {
      return (
        <Loading>
          <Spinner label="Loading two-factor authentication" />
        </Loading>
      );
    }
    if (!data) {
      return (
        <LoadFailure
          title="Two-factor authentication not loaded"
          retrying={status.isFetching}
          onRetry={() => void status.refetch()}
        >
          {failureMessage(status.error)}
        </LoadFailure>
      );
    }
    return (
      <StatusView
        status={data}
        view={view}
        statusLineRef={statusLineRef}
        onSetUp={() => setView({ name: 'setup', codesShown: false })}
        onChooseAction={chooseAction}
        regenerate={regenerate}
        disable={disable}
      />
    );
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Two-factor authentication"
      description="A code from your phone, asked for each time you sign in."
      size="md"
      preventClose={busy || codesWaiting}
      footer={
        view.name === 'status' ? (
          <Button variant="ghost" disabled={busy} onClick={close}>
            Done
          </Button>
        ) : undefined
      }
    >
      {body()}
    </Dialog>
  );
}

type CodeMutation = {
  isPending: boolean;
  error: unknown;
  mutate: (code: string) => void;
  reset: () => void;
};

/** The status, on or off, with its actions. */
function StatusView({
  status,
  view,
  statusLineRef,
  onSetUp,
  onChooseAction,
  regenerate,
  disable,
}: {
  status: TwoFactorStatus;
  view: Extract<View, { name: 'status' }>;
  statusLineRef: RefObject<HTMLParagraphElement | null>;
  onSetUp: () => void;
  onChooseAction: (action: 'regenerate' | 'disable' | null) => void;
  regenerate: CodeMutation;
  disable: CodeMutation;
}) {
  const notice = view.notice && (
    <Alert tone="success" onClose={() => onChooseAction(null)}>
      {notices[view.notice]}
    </Alert>
  );

  if (!status.enabled) {
    return (
      <Content>
        <StatusLine ref={statusLineRef} tabIndex={-1}>
          <Chip tone="default" icon={<ShieldOff />}>
            Off
          </Chip>
          Signing in asks for your password only.
        </StatusLine>
        {notice}
        <p>
          A second factor keeps your account safe even if your password is stolen: signing in also asks for a code from
          your phone.
        </p>
        {status.required && (
          <Alert tone="warning">This portal requires two-factor authentication of every administrator.</Alert>
        )}
        <Actions>
          <Button startIcon={<ShieldCheck size={18} aria-hidden="true" />} onClick={onSetUp}>
            Set up
          </Button>
        </Actions>
      </Content>
    );
  }

  const left = status.recoveryCodesLeft;
  return (
    <Content>
      <StatusLine ref={statusLineRef} tabIndex={-1}>
        <Chip tone="success" icon={<ShieldCheck />}>
          On
        </Chip>
        {status.enabledAt ? (
          <span>
            On since <time dateTime={machineDate(status.enabledAt)}>{formatDate(status.enabledAt)}</time>
          </span>
        ) : (
          <span>Signing in asks for a code from your phone.</span>
        )}
      </StatusLine>
      {notice}
      <p>{recoveryCodesLeftText(left)}</p>
      {fewRecoveryCodesLeft(left) && <Alert tone="warning">{fewRecoveryCodesText(left)}</Alert>}
      {view.action === null && (
        <Actions>
          <Button
            variant="secondary"
            startIcon={<KeyRound size={18} aria-hidden="true" />}
            onClick={() => onChooseAction('regenerate')}
          >
            New recovery codes
          </Button>
          <Button
            variant="ghost"
            startIcon={<ShieldOff size={18} aria-hidden="true" />}
            onClick={() => onChooseAction('disable')}
          >
            Turn off
          </Button>
        </Actions>
      )}
      {view.action === 'regenerate' && (
        <ActionPanel>
          <CodeForm
            label={CODE_LABEL}
            missingMessage={CODE_MISSING}
            submitLabel="Make new codes"
            pendingLabel="Making codes..."
            formLabel="New recovery codes"
            focusOnMount
            pending={regenerate.isPending}
            error={regenerate.error}
            onSubmit={regenerate.mutate}
            onEdit={regenerate.reset}
            onCancel={() => onChooseAction(null)}
          >
            <Quiet>New codes replace the ones you have: the old ones stop working.</Quiet>
          </CodeForm>
        </ActionPanel>
      )}
      {view.action === 'disable' && (
        <ActionPanel>
          <CodeForm
            label={CODE_LABEL}
            missingMessage={CODE_MISSING}
            submitLabel="Turn off"
            pendingLabel="Turning off..."
            submitVariant="danger"
            formLabel="Turn off two-factor authentication"
            focusOnMount
            pending={disable.isPending}
            error={disable.error}
            onSubmit={disable.mutate}
            onEdit={disable.reset}
            onCancel={() => onChooseAction(null)}
          >
            <Quiet>
              Signing in will ask for your password only. Your account is signed out everywhere else; you stay signed in
              here.
            </Quiet>
            {status.required && (
              <Alert tone="warning">
                This portal requires two-factor authentication: once it is off, you will have to set it up again, with a
                new key, before you can use the portal.
              </Alert>
            )}
          </CodeForm>
        </ActionPanel>
      )}
    </Content>
  );
}
