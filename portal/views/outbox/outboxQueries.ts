import { api } from '@/api';
import { type MailState, mailStates } from '@shared/contract';
import { PAGE_SIZE, readPage } from '../common/listState';
import { mailKeys } from '../common/mailKeys';

/**
 * The search, state filter and page of the outbox table, as the URL holds them
 * (`?q=%40example.com&state=failed&page=2`).
 */
export type OutboxListState = {
  /** Only mails to a recipient whose address holds this text, trimmed; empty for every mail. */
  q: string;
  /** Only mails in this state; `null` for every mail. */
  state: MailState | null;
  /** 1-based. */
  page: number;
};

/** Reads the table state from the URL, ignoring a state this build does not know. */
export function readOutboxListState(params: URLSearchParams): OutboxListState {
  const state = params.get('state');
  return {
    q: params.get('q')?.trim() ?? '',
    state: mailStates.includes(state as MailState) ? (state as MailState) : null,
    page: readPage(params),
  };
}

/** The key of one page of the outbox: under `mailKeys.all`, so a retry or a reply reloads it. */
export const outboxListKey = (state: OutboxListState) => [...mailKeys.all, 'outbox', state] as const;

/** One page of the outbox, newest first (GET /api/mail/outbox). */
export const fetchOutboxPage = ({ q, state, page }: OutboxListState) =>
  api.mail.outbox({ q: q || undefined, state: state ?? undefined, page, pageSize: PAGE_SIZE });
