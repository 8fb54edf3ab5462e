import { api, ApiError, type KeyValueStorage } from '@/api';
import { honeypotPayload } from '@/components/HoneypotField';
import { DUPLICATE_EMAIL_MARKER, THROWAWAY_EMAIL_MARKER } from '@shared/contract/constants';
import { type VisitAttribution, visitAttribution } from './attribution';
import {
  isStoredLocally,
  type OfflineSignUp,
  saveJoinedEntry,
  saveOfflineEntry,
  type WaitlistSignUp,
} from './localWaitlist';
import { waitlistMessages } from '@shared/content/waitlist';

/** What was typed, as typed: the person's three fields, and the honeypot only a bot fills. */
export type WaitlistFormValues = { email: string; name: string; company: string; honeypot: string };

/**
 * The sign-up as it is sent: trimmed, empty optional fields as null, from the website (product.md §3), with
 * where the visit came from and the share link's code it came through (ours, the fields it has). The
 * honeypot is there only when a bot filled it.
 */
export type WaitlistJoinPayload = WaitlistSignUp & { source: 'website' } & ReturnType<typeof honeypotPayload> &
  VisitAttribution;

export function toJoinPayload(
  { email, name, company, honeypot }: WaitlistFormValues,
  attribution = visitAttribution(),
): WaitlistJoinPayload {
  return {
    email: email.trim(),
    name: name.trim() || null,
    company: company.trim() || null,
    source: 'website',
    ...attribution,
    ...honeypotPayload(honeypot),
  };
}

export type JoinResult =
  /** The server has the sign-up. */
  | { outcome: 'joined'; id: number }
  /** The server could not be reached; the sign-up is kept in the browser to be sent later. */
  | { outcome: 'savedOffline' }
  | { outcome: 'failed'; message: string };

/** The message for a refusal from the server (product.md §8, "Waitlist join"). */
export function refusalMessage({ status, message }: ApiError): string {
  // A throwaway address: the server's message names the domain and why, which the spec's words cannot.
  if (status === 400 && message.includes(THROWAWAY_EMAIL_MARKER)) return message;
  if (status === 400 || status === 409) {
    return message.includes(DUPLICATE_EMAIL_MARKER) ? waitlistMessages.duplicate : waitlistMessages.invalid;
  }
  if (status === 429) return waitlistMessages.rateLimited;
  return waitlistMessages.failed;
}

/** Fetch rejects with a `TypeError` when no answer arrives; every answer is an `ApiError` or a success. */
const isNetworkFailure = (error: unknown) => error instanceof TypeError;

function keepOffline(signUp: OfflineSignUp, storage?: KeyValueStorage): JoinResult {
  try {
    if (isStoredLocally(signUp.email, storage)) return { outcome: 'failed', message: waitlistMessages.duplicate };
    saveOfflineEntry(signUp, storage);
    return { outcome: 'savedOffline' };
  } catch {
    return { outcome: 'failed', message: waitlistMessages.offlineSaveFailed };
  }
}

/**
 * Sends one sign-up and never rejects: it resolves with what to show. Without a network the sign-up
 * is kept in the browser, marked offline, with the share link's code it came through (sent with it
 * later, whichever page that is); with the server's yes a local copy is kept too.
 */
export async function joinWaitlist(payload: WaitlistJoinPayload, storage?: KeyValueStorage): Promise<JoinResult> {
  const { email, name, company, referralCode } = payload;
  try {
    const { id } = await api.waitlist.join(payload);
    try {
      saveJoinedEntry({ email, name, company }, id, storage);
    } catch {
      // The server has the sign-up; the local copy is only a convenience, so a full or blocked storage is no failure.
    }
    return { outcome: 'joined', id };
  } catch (error) {
    if (error instanceof ApiError) return { outcome: 'failed', message: refusalMessage(error) };
    if (isNetworkFailure(error)) return keepOffline({ email, name, company, referralCode }, storage);
    return { outcome: 'failed', message: waitlistMessages.failed };
  }
}
