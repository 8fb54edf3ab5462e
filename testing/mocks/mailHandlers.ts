import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import type { z } from 'zod';

import {
  type ContactAnswer,
  contactAnswerSchema,
  type ContactMessage,
  type ContactReply,
  contactReplyRequestSchema,
  contactReplySchema,
  type MailHealth,
  mailHealthSchema,
  mailStateSchema,
  type OutboxMail,
  type MailKind,
  outboxMailSchema,
  searchQuery,
  suppressionListQuerySchema,
  suppressionSchema,
} from '@shared/contract';
import { OUTBOX_SEARCH_ANYWHERE_FROM } from '@shared/contract/constants';
import { replySubject } from '@portal/views/contact/replyRules';
import { errorAnswer, pageAnswer } from './answers';
import { fixtureNow } from './fixtures';
import { contactReplies, olivia, outboxMails, type SuppressedAddress, suppressedAddresses } from './mailFixtures';

/**
 * The mail part of the admin mock server: the outbox, its retry and health, and the replies of contact
 * messages, with the paths and answers of the server's mail routes. Every answer goes through the
 * contract's schema first, so a fixture that drifts from the contract fails where it is served. Built
 * by `createAdminMock`, which owns the messages a reply is about; see adminHandlers.ts.
 */

export type MailMockOptions = {
  /** The outbox, in any order. @default `outboxMails`: everything sent */
  outbox?: OutboxMail[];
  /** The replies sent from the portal, in any order. @default `contactReplies` */
  replies?: ContactReply[];
  /** The answers customers sent back by mail, in any order. @default none */
  answers?: ContactAnswer[];
  /**
   * Whether the server has an SMTP server (`SMTP_URL`): without one, a new reply's mail is kept as
   * `not_configured`, with one it is `queued`. @default true
   */
  smtpConfigured?: boolean;
  /** Fixed health counts; by default they are counted from the outbox. */
  mailHealth?: MailHealth;
  /** The suppression list, in any order. @default `suppressedAddresses` */
  suppressions?: SuppressedAddress[];
};

/** What the mail mock needs from the admin mock around it. */
export type MailMockHost = {
  /** Records the request (see `createAdminMock`) and returns its query parameters. */
  record: (request: Request) => Promise<URLSearchParams>;
  /** The contact message with this id as the server holds it now, if any. */
  message: (id: number) => ContactMessage | undefined;
};

export const mailPaths = {
  outbox: '/api/mail/outbox',
  retry: '/api/mail/outbox/:id/retry',
  health: '/api/mail/health',
  replies: '/api/contact/:id/replies',
  answers: '/api/contact/:id/answers',
  suppressions: '/api/mail/suppressions',
  suppression: '/api/mail/suppressions/:addressHash',
};

/** What the server names an address on its suppression list by: SHA-256 of the address in lower case, hex. */
export async function addressHash(email: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email.toLowerCase()));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The answer's row of a suppressed address: its hash, never the address. */
const suppressionRow = async ({ email, reason, detail, createdAt }: SuppressedAddress) =>
  suppressionSchema.parse({ addressHash: await addressHash(email), reason, detail, createdAt });

/** The server's refusal of a lift for a hash not on the list (lifted already, or never there). */
export const NOT_SUPPRESSED_MESSAGE = 'This address is not on the suppression list';

/** A JSON answer of exactly what the contract says: `value` parsed by `schema` on the way out. */
export const contractAnswer = <Body extends JsonBodyType>(schema: z.ZodType<Body>, value: Body, init?: ResponseInit) =>
  HttpResponse.json(schema.parse(value), init);

/** The administrators' own mails: no recipient of their own, so no search finds them (server/repositories/outbox.ts). */
const forAdministrators: ReadonlySet<MailKind> = new Set(['contact_alert', 'answer_alert', 'digest']);

/**
 * Whether the search `q` finds `mail`: its recipient's address holds the text, in any case (one or two
 * characters: starts with it).
 */
const recipientHolds = (mail: OutboxMail, q: string) => {
  const text = q.toLowerCase();
  const holds = (address: string) =>
    q.length < OUTBOX_SEARCH_ANYWHERE_FROM ? address.startsWith(text) : address.includes(text);
  return !forAdministrators.has(mail.kind) && mail.to.some((address) => holds(address.toLowerCase()));
};

const newestFirst = (a: OutboxMail, b: OutboxMail) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;

/** The health line's counts, as the server counts them from the outbox. */
export const countMailHealth = (outbox: OutboxMail[], smtpConfigured: boolean): MailHealth => ({
  smtpConfigured,
  queued: outbox.filter((mail) => mail.state === 'queued').length,
  failed: outbox.filter((mail) => mail.state === 'failed').length,
  notConfigured: outbox.filter((mail) => mail.state === 'not_configured').length,
});

const replyNotFound = (id: number) => errorAnswer(404, 'Not Found', `No contact message with id ${id}`);

export function createMailMock(options: MailMockOptions, { record, message }: MailMockHost) {
  const initialOutbox = options.outbox ?? outboxMails;
  const initialReplies = options.replies ?? contactReplies;
  const initialSuppressions = options.suppressions ?? suppressedAddresses;
  const smtpConfigured = options.smtpConfigured ?? true;
  let outbox = structuredClone(initialOutbox);
  let replies = structuredClone(initialReplies);
  let suppressions = structuredClone(initialSuppressions);
  // The customers' answers by mail: none unless a story gives some (they come from outside the portal).
  const answers = structuredClone(options.answers ?? []);
  // A clock of its own, a minute a step from the fixtures' "now": new replies and retries get the same
  // times on every run, so stories and their screenshots do not change from one run to the next.
  let minutes = 0;
  const now = () => new Date(Date.parse(fixtureNow) + ++minutes * 60_000).toISOString();
  const nextId = (rows: Array<{ id: number }>) => Math.max(0, ...rows.map((row) => row.id)) + 1;

  const handlers: RequestHandler[] = [
    http.get(mailPaths.suppressions, async ({ request }) => {
      const query = await record(request);
      const parsed = suppressionListQuerySchema.safeParse(Object.fromEntries(query));
      if (!parsed.success) return errorAnswer(400, 'Bad Request', parsed.error.issues[0]!.message);
      const email = parsed.data.email?.toLowerCase();
      const rows = suppressions
        .filter((entry) => !email || entry.email.toLowerCase() === email)
        .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
      return pageAnswer(await Promise.all(rows.map(suppressionRow)), query);
    }),
    http.delete(mailPaths.suppression, async ({ request, params }) => {
      await record(request);
      const hashes = await Promise.all(suppressions.map((entry) => addressHash(entry.email)));
      const index = hashes.indexOf(String(params.addressHash));
      if (index < 0) return errorAnswer(404, 'Not Found', NOT_SUPPRESSED_MESSAGE);
      suppressions = suppressions.filter((_, at) => at !== index);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(mailPaths.outbox, async ({ request }) => {
      const query = await record(request);
      const state = query.get('state');
      const stateFilter = state === null ? null : mailStateSchema.safeParse(state);
      if (stateFilter?.success === false) return errorAnswer(400, 'Bad Request', stateFilter.error.issues[0]!.message);
      const search = searchQuery.safeParse(query.get('q') ?? undefined);
      if (!search.success) return errorAnswer(400, 'Bad Request', search.error.issues[0]!.message);
      const q = search.data;
      const rows = outbox
        .filter((mail) => (state === null || mail.state === state) && (q === undefined || recipientHolds(mail, q)))
        .sort(newestFirst);
      // A search is paged and counted as the other lists' are: the last page for one beyond it, the count capped.
      return pageAnswer(outboxMailSchema.array().parse(rows), query, { lastPageBeyond: q !== undefined });
    }),
    http.post(mailPaths.retry, async ({ request, params }) => {
      await record(request);
      const id = Number(params.id);
      const mail = outbox.find((candidate) => candidate.id === id);
      if (!mail) return errorAnswer(404, 'Not Found', `No mail with id ${id}`);
      if (mail.state !== 'failed' && mail.state !== 'suppressed')
        return errorAnswer(409, 'Conflict', 'Only a failed or suppressed mail can be retried');
      Object.assign(mail, { state: smtpConfigured ? 'queued' : 'not_configured', nextAttemptAt: now() });
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(mailPaths.health, async ({ request }) => {
      await record(request);
      return contractAnswer(mailHealthSchema, options.mailHealth ?? countMailHealth(outbox, smtpConfigured));
    }),
    http.get(mailPaths.replies, async ({ request, params }) => {
      await record(request);
      const id = Number(params.id);
      if (!message(id)) return replyNotFound(id);
      const conversation = replies
        .filter((reply) => reply.contactMessageId === id)
        .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);
      return contractAnswer(contactReplySchema.array(), conversation);
    }),
    http.get(mailPaths.answers, async ({ request, params }) => {
      await record(request);
      const id = Number(params.id);
      if (!message(id)) return replyNotFound(id);
      const conversation = answers
        .filter((answer) => answer.contactMessageId === id)
        .sort((a, b) => Date.parse(a.receivedAt) - Date.parse(b.receivedAt) || a.id - b.id);
      return contractAnswer(contactAnswerSchema.array(), conversation);
    }),
    http.post(mailPaths.replies, async ({ request, params }) => {
      await record(request);
      const id = Number(params.id);
      const parsed = contactReplyRequestSchema.safeParse(await request.json().catch(() => undefined));
      if (!parsed.success) return errorAnswer(400, 'Bad Request', parsed.error.issues[0]!.message);
      const original = message(id);
      if (!original) return replyNotFound(id);

      // As the server does: the reply, its mail in the outbox, and the message marked replied. The
      // answer says `queued`; without an SMTP server the worker keeps the mail at once, which the next
      // read of the conversation shows.
      const createdAt = now();
      const mailState = smtpConfigured ? 'queued' : 'not_configured';
      const reply: ContactReply = {
        id: nextId(replies),
        contactMessageId: id,
        body: parsed.data.body,
        sentBy: olivia,
        createdAt,
        mailState,
      };
      replies.push(reply);
      outbox.push({
        id: nextId(outbox),
        kind: 'reply',
        to: [original.email],
        subject: replySubject(original.subject),
        state: mailState,
        attempts: 0,
        lastError: null,
        createdAt,
        sentAt: null,
        nextAttemptAt: smtpConfigured ? createdAt : null,
        contactMessageId: id,
      });
      original.isReplied = true;
      return contractAnswer(contactReplySchema, { ...reply, mailState: 'queued' }, { status: 201 });
    }),
  ];

  return {
    handlers,
    reset() {
      outbox = structuredClone(initialOutbox);
      replies = structuredClone(initialReplies);
      suppressions = structuredClone(initialSuppressions);
      minutes = 0;
    },
    /** The outbox as the server holds it now. */
    outbox: () => outbox,
    /** The replies as the server holds them now. */
    replies: () => replies,
    /** The suppression list as the server holds it now. */
    suppressions: () => suppressions,
    /** Why no mail goes to `email` (in any case), as the list holds it now; undefined when nothing stops it. */
    suppressionOf: (email: string) => suppressions.find((entry) => entry.email.toLowerCase() === email.toLowerCase()),
  };
}
