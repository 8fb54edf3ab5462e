import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { ContactMessage } from '@shared/contract';

/** The query parameter naming the message open in the details dialog: its id, nothing personal. */
export const OPENED_MESSAGE_PARAM = 'message';

/** The id in `?message=`, or `null` when there is none or it is not a positive whole number. */
export function openedMessageId(params: URLSearchParams): number | null {
  const id = Number(params.get(OPENED_MESSAGE_PARAM) ?? undefined);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The message open in the details dialog, kept in the URL (`?message=42`) so that a reload, or signing
 * in again after the session expired, opens it again (its unsaved draft with it), and the address can
 * be shared. Opening and closing replace the history entry rather than adding one: Back leaves the
 * list, it does not close the dialog behind the person's back.
 *
 * The message comes from the rows shown, else as it was when opened here (a filter or reload may have
 * hidden its row). A message named in the URL that is on no row shown stays closed; its draft is kept
 * for the next time it is opened.
 */
export function useOpenedMessage(rows: readonly ContactMessage[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const id = openedMessageId(searchParams);
  const [known, setKnown] = useState<ContactMessage | null>(null);

  const setId = (next: number | null) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === null) params.delete(OPENED_MESSAGE_PARAM);
        else params.set(OPENED_MESSAGE_PARAM, String(next));
        return params;
      },
      { replace: true },
    );

  const shown = id === null ? null : (rows.find((row) => row.id === id) ?? (known?.id === id ? known : null));

  return {
    /** The message to show in the dialog, or `null` when none is open (or it is not loaded). */
    shown,
    open(message: ContactMessage) {
      setKnown(message);
      setId(message.id);
    },
    close: () => setId(null),
    /** Closes the dialog if it shows this message, e.g. once the message is deleted. */
    closeIfShowing(messageId: number) {
      if (id === messageId) setId(null);
    },
    /** Applies a change this view made to the message while its row has not reloaded yet. */
    patch(messageId: number, change: Partial<ContactMessage>) {
      setKnown((current) => (current?.id === messageId ? { ...current, ...change } : current));
    },
  };
}
