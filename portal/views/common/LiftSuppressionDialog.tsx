import type { QueryKey } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';

import { api } from '@/api';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { shortHash } from './shortHash';
import { suppressionCause } from './SuppressionChip';
import { type ConfirmedDelete, useConfirmedDelete } from './useConfirmedDelete';

/**
 * An address to take off the suppression list: its hash (all the server knows it by), why it is on it,
 * and the address itself when the portal has it (a sign-up's, or the one looked up), else null.
 */
export type LiftTarget = { addressHash: string; reason: string; address: string | null };

/** How the question names the address: as typed when known, else by its shortened hash. */
const addressOf = ({ address, addressHash }: LiftTarget) => address ?? `the address ${shortHash(addressHash)}`;

/**
 * Lifting a suppression with a confirmation (`LiftSuppressionDialog`): DELETE
 * /api/mail/suppressions/{addressHash}, then the view's queries under `reload` reload, so the row loses
 * its chip or leaves the list. A 404 (lifted meanwhile by someone else) stays in the dialog with its
 * reason, and the reload shows the list as it is.
 */
export const useLiftSuppression = (reload: QueryKey) =>
  useConfirmedDelete<LiftTarget>({
    remove: (target) => api.mail.liftSuppression(target.addressHash),
    reload,
    log: 'Error lifting a suppression:',
    doneTitle: 'Lifted',
    deletedMessage: (target) => `Mails to ${addressOf(target)} are sent again.`,
  });

/**
 * "Lift the suppression of lena@example.de?": says what lifting means (its mails are sent again, the
 * list's included) and what the reason was, with Cancel focused and Lift.
 */
export function LiftSuppressionDialog({ lifting }: { lifting: Omit<ConfirmedDelete<LiftTarget>, 'ask'> }) {
  const reason = lifting.target?.reason;
  return (
    <ConfirmDeleteDialog
      deletion={lifting}
      title="Lift suppression"
      question={(target) => `Lift the suppression of ${addressOf(target)}?`}
      // Empty while the dialog closes (no target left), not the default's words about deleting.
      consequence={
        reason === undefined
          ? ''
          : `Mails to this address are sent again, the waitlist’s mails included. ${suppressionCause(reason)}: lift this only ${
              reason === 'bounced'
                ? 'once the address works again, as mail to addresses that bounce makes ours look like spam.'
                : 'if its owner asked for our mails again.'
            }`
      }
      confirmLabel="Lift"
      confirmingLabel="Lifting..."
      failureTitle="Not lifted"
      icon={<MailCheck size={16} aria-hidden="true" />}
    />
  );
}
