import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';

import { ApiError } from '@/api';
import { useToast } from '@/components/Toast';
import type { ContactMessage } from '@shared/contract';
import { useFailureReport } from '../common/failures';
import { contactMessageQuery } from './contactQueries';

/** The notice of a link to a message that was deleted (or never was). */
export const MISSING_MESSAGE_NOTICE = {
  id: 'contact-message-missing',
  title: 'Message not found',
  message: 'This message no longer exists. It may have been deleted.',
} as const;

/**
 * The message a link names (`?message=<id>`) while no row shown holds it: a message on another page of
 * the list, or one a filter leaves out. Asked by its id (GET /api/webpage/contact/{id}) only when
 * `wanted`, i.e. once the list has answered without it, so a link to a row of the first page costs no
 * call of its own. A message that does not exist says so in a notice and `onMissing` drops the link;
 * any other failure is reported as the list's are. Polled and reloaded with the list (its key is under
 * `contactKeys.all`), so a message deleted meanwhile closes with the same notice.
 */
export function useLinkedMessage(
  id: number | null,
  { wanted, onMissing }: { wanted: boolean; onMissing: () => void },
): ContactMessage | null {
  const query = useQuery({ ...contactMessageQuery(id ?? 0), enabled: id !== null && wanted });
  const toast = useToast();
  const report = useFailureReport();

  const failed = useEffectEvent((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) {
      toast.show({ tone: 'warning', ...MISSING_MESSAGE_NOTICE });
      onMissing();
      return;
    }
    report({
      log: 'Error fetching message:',
      error,
      id: 'contact-message',
      title: 'Message not opened',
      message: 'The message could not be loaded. Please try again in a moment.',
    });
  });
  const { isError, error, errorUpdatedAt } = query;
  const current = id !== null && wanted;
  useEffect(() => {
    if (current && isError) failed(error);
  }, [current, isError, error, errorUpdatedAt]);

  return current && query.data?.id === id ? query.data : null;
}
