import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eraser } from 'lucide-react';
import { useState } from 'react';

import { api } from '@/api';
import { Alert } from '@/components/Alert';
import { ConfirmDeleteDialog } from '../views/common/ConfirmDeleteDialog';
import { failureMessage } from '../views/common/failures';
import type { ConfirmedDelete } from '../views/common/useConfirmedDelete';
import { erasureSummary } from './erasureSummary';
import { PrivacyTool } from './PrivacyTool';

/**
 * Erase personal data: deletes everything stored about one e-mail address (any case), its waitlist
 * sign-ups, contact messages, the replies to them and every mail about them, to answer a person who
 * asks to be forgotten. The delete confirmation names the address and says it cannot be undone; a
 * failure stays in it with the reason. Once done the notice counts what went, and every list and count
 * reloads.
 */
export function PersonalDataErasure() {
  const [email, setEmail] = useState('');
  const [target, setTarget] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const erasure = useMutation({
    mutationFn: (address: string) => api.privacy.erasePersonalData(address),
    onSuccess: (erased, address) => {
      setTarget(null);
      setEmail('');
      setDone(erasureSummary(address, erased));
    },
    onError: (error) => console.error('Error erasing personal data:', error),
    // Rows went from the lists, the stats and the outbox, whichever view shows them next.
    onSettled: () => queryClient.invalidateQueries(),
  });

  const deletion: ConfirmedDelete<string> = {
    open: target !== null,
    target,
    counting: false,
    ask: (address) => {
      erasure.reset();
      setDone(null);
      setTarget(address);
    },
    cancel: () => setTarget(null),
    confirm: () => {
      if (target) erasure.mutate(target);
    },
    deleting: erasure.isPending,
    error: erasure.isError ? failureMessage(erasure.error) : null,
  };

  return (
    <PrivacyTool
      title="Erase personal data"
      intro="Delete everything stored about one person: their waitlist sign-ups, contact messages, the replies sent to them and every mail about them, for example when someone asks to be forgotten. Export it first if they also asked for a copy."
      email={email}
      onEmailChange={setEmail}
      onSubmit={deletion.ask}
      action={{ variant: 'danger', startIcon: <Eraser size={16} aria-hidden="true" />, children: 'Erase...' }}
    >
      {done && <Alert tone="success">{done}</Alert>}
      <ConfirmDeleteDialog
        deletion={deletion}
        title="Erase personal data"
        question={(address) => `Erase everything stored about ${address}?`}
        consequence="Their waitlist sign-ups, contact messages, the replies sent to them and every mail about them are deleted from the database and the stats at once. This cannot be undone."
      />
    </PrivacyTool>
  );
}
