import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, ShieldCheck, ShieldOff, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';

import { accountApi } from '@/api/account';
import { teamApi } from '@/api/team';
import { ActionMenu, type ActionMenuItem } from '@/components/ActionMenu';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { DataTable } from '@/components/DataTable';
import { ToastProvider, useToast } from '@/components/Toast';
import type { UserAccount } from '@shared/contract';
import { PASSWORD_LINK_VALID_HOURS } from '@shared/contract/constants';
import { profileKey } from '../../profile';
import { ConfirmDeleteDialog } from '../common/ConfirmDeleteDialog';
import { failureMessage, useFailureReport } from '../common/failures';
import { BlockHeader, BlockHeading, ViewStack } from '../common/layout';
import { LoadFailure } from '../common/LoadFailure';
import { useConfirmedDelete } from '../common/useConfirmedDelete';
import { AddAdministratorDialog } from './AddAdministratorDialog';
import { teamColumns } from './teamColumns';
import { memberName, membersQuery, teamKeys } from './teamQueries';

/**
 * The team (issue 42): every account of the portal, oldest first, with whether it has admin access, its
 * second factor and last sign-in, "You" beside the signed-in administrator and "Invitation sent" beside
 * an account whose owner has not set a password yet. "Add administrator" mails a new one a set-password
 * link; a row's menu removes admin access (after a question: that person is signed out at once and can
 * no longer sign in), restores it, or mails a new set-password link. It needs a QueryClientProvider
 * above it (the admin shell's).
 */
export function Team() {
  return (
    <ToastProvider>
      <TeamView />
    </ToastProvider>
  );
}

function TeamView() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const report = useFailureReport();
  const members = useQuery(membersQuery);
  // Which row is "You": the signed-in administrator's account, as the server knows it (the profile's id).
  const profile = useQuery({ queryKey: profileKey, queryFn: () => accountApi.profile() });
  const you = profile.data?.id;
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    if (members.isError) console.error('Error fetching the team:', members.error);
  }, [members.isError, members.error]);

  // Every change is an entry of the audit trail too: both reload.
  const reload = () => queryClient.invalidateQueries({ queryKey: teamKeys.all });

  const removal = useConfirmedDelete<UserAccount>({
    remove: (member) => teamApi.setAdmin(member.id, false),
    reload: teamKeys.all,
    log: 'Error removing admin access:',
    doneTitle: 'Admin access removed',
    deletedMessage: (member) => `${memberName(member)} was signed out and can no longer sign in.`,
  });
  const restore = useMutation({
    mutationFn: (member: UserAccount) => teamApi.setAdmin(member.id, true),
    onSuccess: (account) =>
      toast.show({
        tone: 'success',
        title: 'Admin access restored',
        message: `${memberName(account)} can sign in again.`,
      }),
    onError: (error) =>
      report({
        log: 'Error restoring admin access:',
        error,
        id: 'team-restore',
        title: 'Not restored',
        message: failureMessage(error),
      }),
    onSettled: reload,
  });
  const sendLink = useMutation({
    mutationFn: (member: UserAccount) => teamApi.sendPasswordLink(member.id),
    onSuccess: (_answer, member) =>
      toast.show({
        tone: 'success',
        title: 'Link sent',
        message: `A new link was sent to ${member.email}. It is valid for ${PASSWORD_LINK_VALID_HOURS} hours.`,
      }),
    onError: (error) =>
      report({
        log: 'Error sending a set-password link:',
        error,
        id: 'team-link',
        title: 'Link not sent',
        message: failureMessage(error),
      }),
    onSettled: reload,
  });

  const rowActions = (member: UserAccount) => {
    const items: ActionMenuItem[] = member.isAdmin
      ? [
          { label: 'Send set-password link', icon: <KeyRound size={16} />, onSelect: () => sendLink.mutate(member) },
          {
            label: 'Remove admin access',
            icon: <ShieldOff size={16} />,
            tone: 'danger',
            onSelect: () => removal.ask(member),
          },
        ]
      : [{ label: 'Restore admin access', icon: <ShieldCheck size={16} />, onSelect: () => restore.mutate(member) }];
    return <ActionMenu label={`Actions for ${memberName(member)}`} items={items} />;
  };

  const removingYou = removal.target !== null && removal.target.id === you;

  return (
    <ViewStack>
      {/* Not a landmark of its own: the table's region already carries this name. */}
      <Card as="section" aria-busy={members.isFetching || undefined}>
        <BlockHeader>
          <BlockHeading>Accounts</BlockHeading>
          <Button startIcon={<UserPlus size={16} aria-hidden="true" />} onClick={() => setAdding(true)}>
            Add administrator
          </Button>
        </BlockHeader>
        {members.isError && !members.data ? (
          <LoadFailure title="Team not loaded" retrying={members.isFetching} onRetry={() => void members.refetch()}>
            {failureMessage(members.error)}
          </LoadFailure>
        ) : (
          <DataTable
            caption="Accounts"
            hideCaption
            columns={teamColumns(you)}
            rows={members.data ?? []}
            getRowId={(member) => member.id}
            loading={members.isPending}
            loadingLabel="Loading the team"
            emptyText="No accounts yet"
            rowActions={rowActions}
          />
        )}
      </Card>
      <AddAdministratorDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(account) => {
          setAdding(false);
          void reload();
          toast.show({
            tone: 'success',
            title: 'Administrator added',
            message: `Invitation sent to ${account.email}. The link is valid for ${PASSWORD_LINK_VALID_HOURS} hours.`,
          });
        }}
      />
      <ConfirmDeleteDialog
        deletion={removal}
        title="Remove admin access"
        question={(member) => (
          <>
            Remove the admin access of {memberName(member)} ({member.email})?
          </>
        )}
        consequence={
          removingYou
            ? 'You are signed out at once and can no longer sign in. Another administrator can restore your access.'
            : 'They are signed out at once and can no longer sign in. You can restore their access later.'
        }
        confirmLabel="Remove admin access"
        confirmingLabel="Removing..."
        failureTitle="Not removed"
        icon={<ShieldOff size={16} aria-hidden="true" />}
      />
    </ViewStack>
  );
}
