import { api, ApiError } from '@/api';
import { honeypotPayload } from '@/components/HoneypotField';
import { statusLinkCopy } from '@/content/statusLink';

export type StatusLinkResult =
  /** The server took the request: its message says the link is on its way if the address is listed. */
  { outcome: 'sent'; message: string } | { outcome: 'failed'; message: string };

/**
 * What to say when the request did not go through. A 400 is the server's own word on the address (it
 * says what is wrong with it); asked to slow down (429) or any other failure, the sign-up's messages;
 * fetch's `TypeError` means no answer came at all.
 */
export function statusLinkErrorMessage(error: unknown): string {
  const { errors } = statusLinkCopy;
  if (error instanceof ApiError) {
    if (error.status === 400) return error.message;
    return error.status === 429 ? errors.rateLimited : errors.failed;
  }
  return error instanceof TypeError ? errors.network : errors.failed;
}

/**
 * Asks for the status page's link to be mailed to `email` (trimmed; the honeypot only when a bot filled
 * it), and never rejects: it resolves with what to show.
 */
export async function requestStatusLink(email: string, honeypot = ''): Promise<StatusLinkResult> {
  try {
    const { message } = await api.waitlist.requestStatusLink({ email: email.trim(), ...honeypotPayload(honeypot) });
    return { outcome: 'sent', message };
  } catch (error) {
    return { outcome: 'failed', message: statusLinkErrorMessage(error) };
  }
}
