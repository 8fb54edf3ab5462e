import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/api';
import type { ContactStatus } from '@shared/contract';
import { useFailureReport } from '../common/failures';
import { contactKeys } from './contactQueries';
import { draftStorage, forgetSavedChanges } from './messageDrafts';
import type { MessageChanges } from './messageRules';

const NOT_SAVED = 'Not saved';

/**
 * The updates of a message (product.md §7). After each, settled either way, the stats and the list reload
 * (the mutation stays pending until they have, so the table never shows the old row as done). A
 * failure is logged as product.md §8 says and, beyond it, a notice says the change did not save.
 */
export function useMessageActions() {
  const queryClient = useQueryClient();
  const report = useFailureReport();
  const reload = () => queryClient.invalidateQueries({ queryKey: contactKeys.all });

  const markRead = useMutation({
    mutationFn: (id: number) => api.contact.markRead(id),
    onError: (error) =>
      report({
        log: 'Error marking message as read:',
        error,
        id: 'contact-mark-read',
        title: NOT_SAVED,
        message: 'The message could not be marked as read. Please try again.',
      }),
    onSettled: reload,
  });

  const markReplied = useMutation({
    mutationFn: (id: number) => api.contact.markReplied(id),
    onError: (error) =>
      report({
        log: 'Error marking message as replied:',
        error,
        id: 'contact-mark-replied',
        title: NOT_SAVED,
        message: 'The message could not be marked as replied. Please try again.',
      }),
    onSettled: reload,
  });

  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: number; status: ContactStatus }) => api.contact.setStatus(id, status),
    onError: (error) =>
      report({
        log: 'Error updating message status:',
        error,
        id: 'contact-status',
        title: NOT_SAVED,
        message: 'The new status could not be saved. Please try again.',
      }),
    onSettled: reload,
  });

  /** Sends what changed: the notes, then the status (product.md §5). Nothing changed sends nothing. */
  const save = useMutation({
    mutationFn: async ({ id, changes }: { id: number; changes: MessageChanges }) => {
      if (changes.notes !== undefined) await api.contact.saveNotes(id, changes.notes);
      if (changes.status !== undefined) await api.contact.setStatus(id, changes.status);
    },
    // Stored now: the kept draft forgets them (a reply still being written stays).
    onSuccess: (_answer, { id }) => {
      const storage = draftStorage();
      if (storage) forgetSavedChanges(storage, id);
    },
    onError: (error) =>
      report({
        log: 'Error saving changes:',
        error,
        id: 'contact-save',
        title: NOT_SAVED,
        message: 'Your changes to this message could not be saved. They are still in the form: please try again.',
      }),
    onSettled: reload,
  });

  const busy = markRead.isPending || markReplied.isPending || setStatus.isPending || save.isPending;
  return { markRead, markReplied, setStatus, save, busy };
}

export type MessageActions = ReturnType<typeof useMessageActions>;
