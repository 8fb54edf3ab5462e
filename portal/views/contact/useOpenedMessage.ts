import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { ContactMessage } from '@shared/contract';
import { contactKeys } from './contactQueries';
import { useLinkedMessage } from './useLinkedMessage';

/** The query parameter naming the message open in the details dialog: its id, nothing personal. */
export const OPENED_MESSAGE_PARAM = 'message';

/** The id in `?message=`, or `null` when there is none or it is not a positive whole number. */
export function openedMessageId(params: URLSearchParams): number | null {
  const id = Number(params.get(OPENED_MESSAGE_PARAM) ?? undefined);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The messages either side of the one opened, on the list's current page; `null` at an end. */
export type MessageNeighbours = { previous: ContactMessage | null; next: ContactMessage | null };

/**
 * The rows either side of the message `id` among the rows shown. A message no longer on them (a change
 * took it out of a filter: resolved while the list shows New ones) keeps its place, `formerIndex`: the
 * row before it is still previous, and the row that moved up into its place is next.
 */
export function neighboursOf(
  rows: readonly ContactMessage[],
  id: number,
  formerIndex: number | null,
): MessageNeighbours {
  const index = rows.findIndex((row) => row.id === id);
  if (index >= 0) return { previous: rows[index - 1] ?? null, next: rows[index + 1] ?? null };
  if (formerIndex === null) return { previous: null, next: null };
  return { previous: rows[formerIndex - 1] ?? null, next: rows[formerIndex] ?? null };
}

export type OpenedMessageOptions = {
  /**
   * Whether the list's page has answered (or failed): until then a row may still bring the message.
   * @default true
   */
  listAnswered?: boolean;
};

/**
 * The message open in the details dialog, kept in the URL (`?message=42`) so that a reload, or signing
 * in again after the session expired, opens it again (its unsaved draft with it), and the address can
 * be shared. Opening and closing replace the history entry rather than adding one: Back leaves the
 * list, it does not close the dialog behind the person's back.
 *
 * The message comes from the rows shown, else as it was when opened here (a filter or reload may have
 * hidden its row), else, for a message named in the URL that is on no row shown (a link to a message on
 * another page), asked by its id once the list has answered (`listAnswered`), its draft with it; a
 * message that no longer exists says so in a notice and leaves the URL. Its neighbours on the rows
 * shown are where the dialog's Previous and Next go.
 */
export function useOpenedMessage(rows: readonly ContactMessage[], { listAnswered = true }: OpenedMessageOptions = {}) {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const id = openedMessageId(searchParams);
  const [known, setKnown] = useState<ContactMessage | null>(null);
  // Where the opened message was last seen on the rows, so its neighbours outlive its row.
  const [place, setPlace] = useState<{ id: number; index: number } | null>(null);
  const index = id === null ? -1 : rows.findIndex((row) => row.id === id);
  if (id !== null && index >= 0 && (place?.id !== id || place.index !== index)) setPlace({ id, index });

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

  const remembered = known !== null && known.id === id ? known : null;
  const linked = useLinkedMessage(id, {
    wanted: listAnswered && index < 0 && remembered === null,
    onMissing: () => setId(null),
  });
  const shown = id === null ? null : (rows[index] ?? remembered ?? linked);
  const neighbours: MessageNeighbours =
    shown === null
      ? { previous: null, next: null }
      : neighboursOf(rows, shown.id, place?.id === id ? place.index : null);

  return {
    /** The message to show in the dialog, or `null` when none is open (or it is not loaded). */
    shown,
    /** The messages either side of it on the rows shown, for the dialog's Previous and Next. */
    neighbours,
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
      queryClient.setQueryData(contactKeys.message(messageId), (current) => current && { ...current, ...change });
    },
  };
}
