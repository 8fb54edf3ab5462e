import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { z } from 'zod';

import {
  waitlistStatuses,
  contactBulkCountRequestSchema,
  contactBulkRequestSchema,
  type ContactBulkCountRequest,
  countMovedMessage,
  type ContactMessage,
  type ContactStats,
  contactStatuses,
  contactStatusLabels,
  type ContactStatus,
  DIRECT_SOURCE,
  exportFileName,
  isDateOnly,
  personalDataErasureSchema,
  personalDataRequestSchema,
  SENDER_OTHER_MESSAGES_LIMIT,
  type SenderContext,
  senderContextSchema,
  waitlistBulkCountRequestSchema,
  waitlistBulkRequestSchema,
  type WaitlistBulkCountRequest,
  type WaitlistEntry,
  type WaitlistStats,
} from '@shared/contract';
import { type AccountMockOptions, createAccountMock } from './accountHandlers';
import { type AuditMockOptions, createAuditMock } from './auditHandlers';
import { errorAnswer, hang, pageAnswer, serverError, unauthorized } from './answers';
import { signupChartHandlers } from './chartHandlers';
import { contactMessages, fixtureNow, waitlistEntries } from './fixtures';
import { createFunnelMock, type FunnelMockOptions } from './funnelHandlers';
import { createLaunchMock, type LaunchMockOptions } from './launchHandlers';
import { referrerHandlers } from './referralHandlers';
import { addressHash, contractAnswer, createMailMock, mailPaths, type MailMockOptions } from './mailHandlers';
import { createSavedReplyMock, savedReplyPaths, type SavedReplyMockOptions } from './savedReplyHandlers';
import { createTwoFactorMock, type TwoFactorMockOptions } from './twoFactorHandlers';
import { createTeamMock, type TeamMockOptions } from './teamHandlers';
import { createWebhookMock, type WebhookMockOptions } from './webhookHandlers';
import { positionsOf } from './waitlistLine';

/**
 * MSW handlers for the admin views: the same paths, query parameters, headers and answers as the real
 * server (server/routes/waitlist.ts, contact.ts and privacy.ts, and the mail routes of mailHandlers.ts),
 * over an in-memory copy of the fixtures. Updates
 * change that copy, so a reload after "Mark as Read" shows the row read, and every request is
 * recorded so a story or test can assert which calls were made.
 *
 *   const mock = createAdminMock();                 // a healthy server
 *   parameters: { msw: { handlers: mock.handlers } }
 *   beforeEach: () => mock.reset()                  // each run starts from the fixtures
 *   mock.requests('PATCH')                          // what the view sent
 *
 * `adminFailures` replace a group of calls with a failure (500, 401) or a hang; put them first.
 */

export type RecordedRequest = {
  method: string;
  /** The path, e.g. `/api/webpage/contact/3/read`. */
  path: string;
  /** The query parameters as sent. */
  query: URLSearchParams;
  /** The JSON body, when there was one. */
  body: unknown;
};

export type AdminMockOptions = MailMockOptions &
  FunnelMockOptions &
  LaunchMockOptions &
  AccountMockOptions &
  TwoFactorMockOptions &
  TeamMockOptions &
  AuditMockOptions &
  WebhookMockOptions &
  SavedReplyMockOptions & {
    /** The sign-ups the server holds, in any order. @default the small `waitlistEntries` fixture */
    waitlist?: WaitlistEntry[];
    /** The messages the server holds, in any order. @default the small `contactMessages` fixture */
    contact?: ContactMessage[];
    /** Fixed waitlist stats; by default they are counted from the sign-ups. */
    waitlistStats?: WaitlistStats;
    /** Fixed contact stats; by default they are counted from the messages. */
    contactStats?: ContactStats;
    /** Milliseconds every answer waits, to show loading states that end. @default 0 */
    latency?: number;
  };

/** Monday 00:00 UTC of the ISO week, the first of the month and today's midnight, as the server counts. */
function periodStarts(now: Date) {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const week = new Date(day);
  week.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { day: day.getTime(), week: week.getTime(), month: month.getTime() };
}

const countBy = <Row>(rows: Row[], key: (row: Row) => string) => {
  const counts: Record<string, number> = {};
  for (const row of rows) counts[key(row)] = (counts[key(row)] ?? 0) + 1;
  // Largest first, as the server orders its breakdowns.
  return Object.fromEntries(Object.entries(counts).sort(([, a], [, b]) => b - a));
};

/** Sources in any case as one key, named by the most common spelling, as the server groups them. */
const sourceBreakdownOf = (rows: Array<{ source: string | null }>) => {
  const spellings = countBy(rows, (row) => row.source ?? DIRECT_SOURCE);
  const groups = new Map<string, { label: string; labelCount: number; total: number }>();
  for (const [spelling, count] of Object.entries(spellings)) {
    const group = groups.get(spelling.toLowerCase());
    if (!group) groups.set(spelling.toLowerCase(), { label: spelling, labelCount: count, total: count });
    else group.total += count;
  }
  return Object.fromEntries(
    [...groups.values()].sort((a, b) => b.total - a.total).map((group) => [group.label, group.total]),
  );
};

const newestIdOf = (rows: Array<{ id: number }>) => (rows.length === 0 ? null : Math.max(...rows.map((row) => row.id)));

const since = (rows: Array<{ createdAt: string }>, start: number) =>
  rows.filter((row) => Date.parse(row.createdAt) >= start).length;

export function countWaitlistStats(entries: WaitlistEntry[], now = new Date(fixtureNow)): WaitlistStats {
  const starts = periodStarts(now);
  return {
    totalEntries: entries.length,
    todayEntries: since(entries, starts.day),
    weekEntries: since(entries, starts.week),
    monthEntries: since(entries, starts.month),
    sourceBreakdown: sourceBreakdownOf(entries),
    confirmedEntries: entries.filter((entry) => entry.confirmedAt !== null).length,
    statusBreakdown: {
      ...Object.fromEntries(waitlistStatuses.map((status) => [status, 0])),
      ...countBy(entries, (entry) => entry.status),
    } as WaitlistStats['statusBreakdown'],
    // Attribution keys in lower case, as the server counts them.
    campaignBreakdown: countBy(entries, (entry) => entry.utmCampaign?.toLowerCase() ?? DIRECT_SOURCE),
    utmSourceBreakdown: countBy(entries, (entry) => entry.utmSource?.toLowerCase() ?? DIRECT_SOURCE),
    referrerBreakdown: countBy(entries, (entry) => entry.referrerHost ?? DIRECT_SOURCE),
    newestId: newestIdOf(entries),
    timeZone: 'UTC',
  };
}

export function countContactStats(messages: ContactMessage[], now = new Date(fixtureNow)): ContactStats {
  const starts = periodStarts(now);
  const withStatus = (status: ContactStatus) => messages.filter((message) => message.status === status).length;
  const awaiting = messages.filter((message) => !message.isReplied);
  const oldestAwaiting = awaiting.reduce<string | null>(
    (oldest, message) => (oldest === null || message.createdAt < oldest ? message.createdAt : oldest),
    null,
  );
  return {
    totalMessages: messages.length,
    newMessages: withStatus('New'),
    inProgressMessages: withStatus('InProgress'),
    resolvedMessages: withStatus('Resolved'),
    todayMessages: since(messages, starts.day),
    weekMessages: since(messages, starts.week),
    monthMessages: since(messages, starts.month),
    unreadMessages: messages.filter((message) => !message.isRead).length,
    awaitingReply: awaiting.length,
    oldestAwaitingReplyAt: oldestAwaiting,
    statusBreakdown: countBy(messages, (message) => message.status),
    sourceBreakdown: sourceBreakdownOf(messages),
    newestId: newestIdOf(messages),
    timeZone: 'UTC',
  };
}

type Listed = { id: number; email: string; source: string | null; createdAt: string };
/** A sort key of a row: text compared case-insensitively (null: no value), or a number. */
type SortKey<Row> = (row: Row) => string | number | null;

const byCreatedAt = (row: Listed) => Date.parse(row.createdAt);
/** A key for a row's text, in lower case; rows without it compare after every row with it. */
const textKey =
  <Row>(text: (row: Row) => string | null): SortKey<Row> =>
  (row) =>
    text(row)?.toLowerCase() ?? null;

const compareKeys = <Row extends Listed>(keys: Array<SortKey<Row>>) => {
  const compare = (a: Row, b: Row) => {
    for (const key of keys) {
      const [x, y] = [key(a), key(b)];
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      return x < y ? -1 : 1;
    }
    return a.id - b.id;
  };
  return { ascending: compare, descending: (a: Row, b: Row) => compare(b, a) };
};

/**
 * The server's orders (`waitlistSorts`, `contactSorts`): each key ascending, `-desc` the exact reverse,
 * ties by id; `waiting` puts the messages awaiting a reply first, longest waiting first, then the
 * answered ones newest first.
 */
function sortRows<Row extends Listed>(rows: Row[], sort: string | null, keysOf: Record<string, Array<SortKey<Row>>>) {
  const sorted = [...rows];
  const name = sort ?? 'newest';
  if (name === 'newest') return sorted.sort(compareKeys<Row>([byCreatedAt]).descending);
  if (name === 'waiting') {
    const waitingKey: SortKey<Row> = (row) =>
      (row as unknown as ContactMessage).isReplied ? -byCreatedAt(row) + 1e15 : byCreatedAt(row);
    return sorted.sort(compareKeys<Row>([waitingKey]).ascending);
  }
  const field = name.replace(/-desc$/, '');
  const keys = field === 'oldest' ? [byCreatedAt] : keysOf[field];
  if (!keys) return sorted.sort(compareKeys<Row>([byCreatedAt]).descending);
  const order = compareKeys<Row>(keys);
  return sorted.sort(name.endsWith('-desc') ? order.descending : order.ascending);
}

/** The waitlist's orders; `position` puts the waiting entries first, in line, then the others (`positions`: the line now). */
const waitlistSortKeys = (positions: Map<number, number>): Record<string, Array<SortKey<WaitlistEntry>>> => ({
  email: [textKey((entry) => entry.email)],
  name: [textKey((entry) => entry.name)],
  company: [textKey((entry) => entry.company)],
  source: [textKey((entry) => entry.source)],
  position: [(entry) => (positions.has(entry.id) ? 0 : 1), (entry) => positions.get(entry.id) ?? null],
});

const contactStatusRank = (message: ContactMessage) => contactStatuses.indexOf(message.status);
const contactSortKeys: Record<string, Array<SortKey<ContactMessage>>> = {
  email: [textKey((message) => message.email)],
  name: [textKey((message) => `${message.firstName} ${message.lastName}`)],
  subject: [textKey((message) => message.subject)],
  source: [textKey((message) => message.source)],
  status: [contactStatusRank],
};

const contains = (values: Array<string | null>, text: string) =>
  values.some((value) => value?.toLowerCase().includes(text.toLowerCase()));

/** The start of a `from` bound and the end of a `to` bound: a plain date is that whole day (UTC here). */
const DAY_MS = 86_400_000;
const boundTime = (value: string | null, end: boolean) => {
  if (!value) return null;
  const time = Date.parse(value);
  return end && isDateOnly(value) ? time + DAY_MS - 1 : time;
};

/** The filters both lists share, as the server applies them; `ids` (exports) overrides every other one. */
function matchesListFilters(row: Listed, filters: URLSearchParams, texts: Array<string | null>) {
  const q = filters.get('q')?.trim();
  const source = filters.get('source')?.trim().toLowerCase();
  const from = boundTime(filters.get('from'), false);
  const to = boundTime(filters.get('to'), true);
  const time = byCreatedAt(row);
  return (
    (!q || contains(texts, q)) &&
    (!source || (row.source?.toLowerCase() ?? DIRECT_SOURCE) === source) &&
    (from === null || time >= from) &&
    (to === null || time <= to)
  );
}

const idsOf = (query: URLSearchParams) => query.get('ids')?.split(',').map(Number);

/**
 * The waitlist's own filters: its status, whether the address is confirmed, and attribution keys in any
 * case (`direct` for none).
 */
const matchesLaunchFilters = (entry: WaitlistEntry, query: URLSearchParams) => {
  const status = query.get('status');
  const confirmation = query.get('confirmation');
  const sameKey = (name: string, value: string | null) =>
    !query.get(name) || (value?.toLowerCase() ?? DIRECT_SOURCE) === query.get(name)!.trim().toLowerCase();
  return (
    (!status || entry.status === status) &&
    (!confirmation || (entry.confirmedAt !== null) === (confirmation === 'confirmed')) &&
    sameKey('utmCampaign', entry.utmCampaign) &&
    sameKey('utmSource', entry.utmSource) &&
    sameKey('referrerHost', entry.referrerHost)
  );
};

function filterWaitlist(entries: WaitlistEntry[], query: URLSearchParams) {
  const ids = idsOf(query);
  const matching = entries.filter((entry) =>
    ids
      ? ids.includes(entry.id)
      : matchesListFilters(entry, query, [entry.email, entry.name, entry.company]) &&
        matchesLaunchFilters(entry, query),
  );
  return sortRows(matching, query.get('sort'), waitlistSortKeys(positionsOf(entries)));
}

function filterContact(messages: ContactMessage[], query: URLSearchParams) {
  const ids = idsOf(query);
  const status = query.get('status');
  const isRead = query.get('isRead');
  const isReplied = query.get('isReplied');
  const matching = messages.filter((message) =>
    ids
      ? ids.includes(message.id)
      : matchesListFilters(message, query, [
          message.email,
          message.firstName,
          message.lastName,
          message.subject,
          message.message,
        ]) &&
        (!status || message.status === status) &&
        (isRead === null || String(message.isRead) === isRead) &&
        (isReplied === null || String(message.isReplied) === isReplied),
  );
  return sortRows(matching, query.get('sort'), contactSortKeys);
}

/** A request's JSON body read through its contract schema, or the 400 the server would answer. */
async function readBody<Schema extends z.ZodType>(
  schema: Schema,
  request: Request,
): Promise<{ body: z.output<Schema> } | { answer: Response }> {
  const parsed = schema.safeParse(await request.json().catch(() => undefined));
  if (parsed.success) return { body: parsed.data };
  return { answer: errorAnswer(400, 'Bad Request', parsed.error.issues.map((issue) => issue.message).join('; ')) };
}

/** A bulk request's filter as the query parameters the list filters read. */
const filterAsQuery = (filter: Record<string, unknown>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== null) query.set(key, String(value));
  return query;
};

const csvCell = (value: string | number | null) =>
  value === null ? '' : /[",\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value);
const csv = (header: string[], rows: Array<Array<string | number | null>>) =>
  '\uFEFF' + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

const csvAnswer = (fileName: string, body: string) =>
  new HttpResponse(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
    },
  });

/** The name the server gives an export made with `query`, on the fixtures' day. */
const exportName = (kind: 'waitlist' | 'contact-messages', query: URLSearchParams) => {
  const flag = (name: string) => (query.has(name) ? query.get(name) === 'true' : undefined);
  return exportFileName(
    kind,
    {
      ids: idsOf(query),
      q: query.get('q')?.trim() || undefined,
      source: query.get('source')?.trim() || undefined,
      from: query.get('from') ?? undefined,
      to: query.get('to') ?? undefined,
      status: (query.get('status') as ContactStatus | null) ?? undefined,
      isRead: flag('isRead'),
      isReplied: flag('isReplied'),
    },
    fixtureNow.slice(0, 10),
  );
};

/**
 * The address of a personal-data call, read from its JSON body with the contract's own rule (trimmed,
 * lower-cased for matching), or the 400 the server answers.
 */
async function personalDataAddress(request: Request): Promise<string | Response> {
  const parsed = personalDataRequestSchema.safeParse(await request.json().catch(() => ({})));
  if (!parsed.success) return errorAnswer(400, 'Bad Request', parsed.error.issues[0]!.message);
  return parsed.data.email.toLowerCase();
}

/**
 * The sender of `message` as the server sees them: their other messages (same address in any case),
 * newest first, the first `SENDER_OTHER_MESSAGES_LIMIT` with the count of all, and their sign-up.
 */
function senderContextOf(message: ContactMessage, messages: ContactMessage[], entries: WaitlistEntry[]): SenderContext {
  const address = message.email.toLowerCase();
  const others = messages
    .filter((other) => other.id !== message.id && other.email.toLowerCase() === address)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
  const entry = entries.find((candidate) => candidate.email.toLowerCase() === address);
  return {
    otherMessages: others
      .slice(0, SENDER_OTHER_MESSAGES_LIMIT)
      .map(({ id, subject, status, createdAt }) => ({ id, subject, status, createdAt })),
    otherMessageCount: others.length,
    waitlist: entry ? { joinedAt: entry.joinedAt, status: entry.status, invitedAt: entry.invitedAt } : null,
  };
}

/** An in-memory admin server over copies of the given rows; see the module comment. */
export function createAdminMock(options: AdminMockOptions = {}) {
  const initialWaitlist = options.waitlist ?? waitlistEntries;
  const initialContact = options.contact ?? contactMessages;
  let entries = structuredClone(initialWaitlist);
  let messages = structuredClone(initialContact);
  const recorded: RecordedRequest[] = [];

  const record = async (request: Request) => {
    const url = new URL(request.url);
    let body: unknown;
    const text = request.method === 'GET' ? '' : await request.clone().text();
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    recorded.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
    if (options.latency) await delay(options.latency);
    return url.searchParams;
  };

  /** The entries a waitlist bulk action would change, as the server counts them: a joined entry stays joined. */
  const waitlistChanging = ({ action, ids, filter }: WaitlistBulkCountRequest) => {
    const chosen = ids
      ? entries.filter((entry) => ids.includes(entry.id))
      : filterWaitlist(entries, filterAsQuery(filter!));
    if (action === 'delete') return chosen;
    return chosen.filter((entry) =>
      action === 'remove' ? entry.status === 'waiting' || entry.status === 'invited' : entry.status === 'removed',
    );
  };

  /** The messages a bulk action would change, as the server counts them. */
  const messagesChanging = ({ action, status, ids, filter }: ContactBulkCountRequest) => {
    const chosen = ids
      ? messages.filter((message) => ids.includes(message.id))
      : filterContact(messages, filterAsQuery(filter!));
    if (action === 'delete') return chosen;
    return chosen.filter((message) =>
      action === 'read' ? !message.isRead : action === 'replied' ? !message.isReplied : message.status !== status,
    );
  };

  const mail = createMailMock(options, {
    record,
    message: (id) => messages.find((message) => message.id === id),
  });
  const savedReplies = createSavedReplyMock(options, { record });
  const account = createAccountMock(options, { record });
  const twoFactor = createTwoFactorMock(options, { record });
  const audit = createAuditMock(options, { record });
  const webhooks = createWebhookMock(options, { record });
  const team = createTeamMock(options, { record, audit: audit.add });
  const funnel = createFunnelMock(options, { record, entries: () => entries });
  const launch = createLaunchMock(options, {
    record,
    entries: () => entries,
    matching: (filter) => filterWaitlist(entries, filterAsQuery(filter)),
    suppressed: (entry) => mail.suppressionOf(entry.email) !== undefined,
  });

  /**
   * Sign-ups as the server answers them: each with its place in line now and the suppression of its
   * address, if it is on the list.
   */
  const withSuppressions = (rows: WaitlistEntry[]) => {
    const positions = positionsOf(entries);
    return Promise.all(
      rows.map(async (row): Promise<WaitlistEntry> => {
        const entry = { ...row, position: positions.get(row.id) ?? null };
        const suppressed = mail.suppressionOf(entry.email);
        if (!suppressed) return { ...entry, suppression: null };
        const { reason, createdAt: since } = suppressed;
        return { ...entry, suppression: { addressHash: await addressHash(entry.email), reason, since } };
      }),
    );
  };

  /** Applies `change` to the message the path names, answering 204, or 404 when there is none. */
  const updateMessage = (change: (message: ContactMessage, body: unknown) => Response | void) =>
    (async ({ request, params }) => {
      await record(request);
      const id = Number(params.id);
      const message = messages.find((candidate) => candidate.id === id);
      if (!message) return errorAnswer(404, 'Not Found', `No contact message with id ${id}`);
      const body = request.method === 'PATCH' ? await request.json().catch(() => undefined) : undefined;
      return change(message, body) ?? new HttpResponse(null, { status: 204 });
    }) satisfies Parameters<typeof http.patch>[1];

  const handlers: RequestHandler[] = [
    http.get('/api/webpage/waitlist/stats', async ({ request }) => {
      await record(request);
      return HttpResponse.json(options.waitlistStats ?? countWaitlistStats(entries));
    }),
    http.get('/api/webpage/waitlist', async ({ request }) => {
      const query = await record(request);
      return pageAnswer(await withSuppressions(filterWaitlist(entries, new URLSearchParams())), query);
    }),
    http.get('/api/waitlist', async ({ request }) => {
      const query = await record(request);
      query.delete('ids');
      return pageAnswer(await withSuppressions(filterWaitlist(entries, query)), query, { lastPageBeyond: true });
    }),
    http.get('/api/waitlist/export', async ({ request }) => {
      const query = await record(request);
      const rows = filterWaitlist(entries, query).map((entry) => [
        entry.id,
        entry.email,
        entry.name,
        entry.company,
        entry.source,
        entry.joinedAt,
      ]);
      return csvAnswer(
        exportName('waitlist', query),
        csv(['Id', 'Email', 'Name', 'Company', 'Source', 'Joined At'], rows),
      );
    }),
    http.post('/api/waitlist/bulk/count', async ({ request }) => {
      await record(request);
      const parsed = await readBody(waitlistBulkCountRequestSchema, request);
      return 'answer' in parsed ? parsed.answer : HttpResponse.json({ count: waitlistChanging(parsed.body).length });
    }),
    http.post('/api/waitlist/bulk', async ({ request }) => {
      await record(request);
      const parsed = await readBody(waitlistBulkRequestSchema, request);
      if ('answer' in parsed) return parsed.answer;
      const { action, expectedCount } = parsed.body;
      const changing = waitlistChanging(parsed.body);
      if (expectedCount !== undefined && changing.length !== expectedCount) {
        return errorAnswer(409, 'Conflict', countMovedMessage('signups', expectedCount, changing.length));
      }
      if (action === 'delete') {
        entries = entries.filter((entry) => !changing.includes(entry));
        return HttpResponse.json({ affected: changing.length });
      }
      for (const entry of changing) {
        if (action === 'remove') entry.status = 'removed';
        else entry.status = entry.invitedAt ? 'invited' : 'waiting';
      }
      return HttpResponse.json({ affected: changing.length });
    }),
    http.get('/api/webpage/contact/stats', async ({ request }) => {
      await record(request);
      return HttpResponse.json(options.contactStats ?? countContactStats(messages));
    }),
    http.get('/api/webpage/contact', async ({ request }) => {
      const query = await record(request);
      return pageAnswer(filterContact(messages, new URLSearchParams()), query);
    }),
    // After the stats: MSW takes the first handler that matches, and `:id` would match "stats".
    http.get('/api/webpage/contact/:id', async ({ request, params }) => {
      await record(request);
      const id = Number(params.id);
      const message = messages.find((candidate) => candidate.id === id);
      if (!message) return errorAnswer(404, 'Not Found', `No contact message with id ${id}`);
      return HttpResponse.json(message);
    }),
    http.get('/api/contact', async ({ request }) => {
      const query = await record(request);
      query.delete('ids');
      return pageAnswer(filterContact(messages, query), query, { lastPageBeyond: true });
    }),
    http.get('/api/contact/export', async ({ request }) => {
      const query = await record(request);
      const rows = filterContact(messages, query).map((message) => [
        message.id,
        message.firstName,
        message.lastName,
        message.email,
        message.subject,
        message.message,
        contactStatusLabels[message.status],
        message.isRead ? 'yes' : 'no',
        message.isReplied ? 'yes' : 'no',
        message.adminNotes,
        message.source,
        message.createdAt,
      ]);
      const header = ['Id', 'First Name', 'Last Name', 'Email', 'Subject', 'Message', 'Status', 'Read', 'Replied'];
      return csvAnswer(
        exportName('contact-messages', query),
        csv([...header, 'Admin Notes', 'Source', 'Created At'], rows),
      );
    }),
    http.post('/api/contact/bulk/count', async ({ request }) => {
      await record(request);
      const parsed = await readBody(contactBulkCountRequestSchema, request);
      return 'answer' in parsed ? parsed.answer : HttpResponse.json({ count: messagesChanging(parsed.body).length });
    }),
    http.post('/api/contact/bulk', async ({ request }) => {
      await record(request);
      const parsed = await readBody(contactBulkRequestSchema, request);
      if ('answer' in parsed) return parsed.answer;
      const { action, status, expectedCount } = parsed.body;
      const changing = messagesChanging(parsed.body);
      if (expectedCount !== undefined && changing.length !== expectedCount) {
        return errorAnswer(409, 'Conflict', countMovedMessage('messages', expectedCount, changing.length));
      }
      if (action === 'delete') {
        messages = messages.filter((message) => !changing.includes(message));
        return HttpResponse.json({ affected: changing.length });
      }
      for (const message of changing) {
        if (action === 'read') message.isRead = true;
        else if (action === 'replied') message.isReplied = true;
        else message.status = status!;
      }
      return HttpResponse.json({ affected: changing.length });
    }),
    http.delete('/api/waitlist/:id', async ({ request, params }) => {
      await record(request);
      const id = Number(params.id);
      if (!entries.some((entry) => entry.id === id))
        return errorAnswer(404, 'Not Found', `No waitlist entry with id ${id}`);
      entries = entries.filter((entry) => entry.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('/api/contact/:id', async ({ request, params }) => {
      await record(request);
      const id = Number(params.id);
      if (!messages.some((message) => message.id === id)) {
        return errorAnswer(404, 'Not Found', `No contact message with id ${id}`);
      }
      messages = messages.filter((message) => message.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(personalDataPaths.export, async ({ request }) => {
      await record(request);
      const email = await personalDataAddress(request);
      if (email instanceof Response) return email;
      const sameAddress = (row: { email: string }) => row.email.toLowerCase() === email;
      const rows = [
        ...entries.filter(sameAddress).map((entry) => ['Waitlist entry', String(entry.id), entry.email, entry.name]),
        ...messages
          .filter(sameAddress)
          .map((message) => ['Contact message', String(message.id), message.email, null, message.message]),
      ];
      return csvAnswer(
        `personal-data-${fixtureNow.slice(0, 10)}.csv`,
        csv(['Kind', 'Id', 'Email', 'Name', 'Message'], rows),
      );
    }),
    http.post(personalDataPaths.erase, async ({ request }) => {
      await record(request);
      const email = await personalDataAddress(request);
      if (email instanceof Response) return email;
      const sameAddress = (row: { email: string }) => row.email.toLowerCase() === email;
      const erasedMessageIds = new Set(messages.filter(sameAddress).map((message) => message.id));
      const erased = {
        waitlistEntries: entries.filter(sameAddress).length,
        contactMessages: erasedMessageIds.size,
        replies: mail.replies().filter((reply) => erasedMessageIds.has(reply.contactMessageId)).length,
        mails: mail
          .outbox()
          .filter(
            (sent) =>
              (sent.contactMessageId !== null && erasedMessageIds.has(sent.contactMessageId)) ||
              sent.to.some((to) => to.toLowerCase() === email),
          ).length,
        webhookEvents: webhooks.erase(email),
      };
      entries = entries.filter((entry) => !sameAddress(entry));
      messages = messages.filter((message) => !sameAddress(message));
      return HttpResponse.json(personalDataErasureSchema.parse(erased));
    }),
    http.patch(
      '/api/webpage/contact/:id/read',
      updateMessage((message) => {
        message.isRead = true;
      }),
    ),
    http.patch(
      '/api/webpage/contact/:id/replied',
      updateMessage((message) => {
        message.isReplied = true;
      }),
    ),
    http.patch(
      '/api/webpage/contact/:id/notes',
      updateMessage((message, body) => {
        const notes = (body as { notes?: unknown } | undefined)?.notes;
        if (typeof notes !== 'string') return errorAnswer(400, 'Bad Request', 'notes must be text');
        message.adminNotes = notes.trim() ? notes : null;
      }),
    ),
    http.patch(
      '/api/webpage/contact/:id/status',
      updateMessage((message, body) => {
        const status = (body as { status?: unknown } | undefined)?.status;
        if (!contactStatuses.includes(status as ContactStatus)) {
          return errorAnswer(400, 'Bad Request', `status must be one of ${contactStatuses.join(', ')}`);
        }
        message.status = status as ContactStatus;
      }),
    ),
    http.get(senderPath, async ({ request, params }) => {
      await record(request);
      const id = Number(params.id);
      const message = messages.find((candidate) => candidate.id === id);
      if (!message) return errorAnswer(404, 'Not Found', `No contact message with id ${id}`);
      return contractAnswer(senderContextSchema, senderContextOf(message, messages, entries));
    }),
    ...mail.handlers,
    ...savedReplies.handlers,
    ...account.handlers,
    ...twoFactor.handlers,
    ...team.handlers,
    ...audit.handlers,
    ...webhooks.handlers,
    ...launch.handlers,
    ...signupChartHandlers(() => entries, record),
    ...referrerHandlers(() => entries, record),
    ...funnel.handlers,
  ];

  return {
    handlers,
    /** Puts the rows back as they were and forgets the recorded requests. */
    reset() {
      entries = structuredClone(initialWaitlist);
      messages = structuredClone(initialContact);
      mail.reset();
      savedReplies.reset();
      account.reset();
      twoFactor.reset();
      team.reset();
      audit.reset();
      webhooks.reset();
      launch.reset();
      recorded.length = 0;
    },
    /** The requests made so far, optionally only those of one method and (part of a) path. */
    requests(method?: string, path?: string | RegExp): RecordedRequest[] {
      return recorded.filter(
        (request) =>
          (!method || request.method === method) &&
          (!path || (typeof path === 'string' ? request.path === path : path.test(request.path))),
      );
    },
    /** The messages as the server holds them now. */
    messages: () => messages,
    /** The sign-ups as the server holds them now. */
    entries: () => entries,
    /** The outbox as the server holds it now. */
    outbox: mail.outbox,
    /** The replies sent from the portal, as the server holds them now. */
    replies: mail.replies,
    /** The saved replies as the server holds them now. */
    savedReplies: savedReplies.savedReplies,
    /** The signed-in administrator's profile as the server holds it now. */
    profile: account.profile,
    /** The signed-in administrator's second factor as the server holds it now. */
    twoFactor: twoFactor.twoFactor,
    /** The recovery codes of the signed-in administrator still unused. */
    unusedRecoveryCodes: twoFactor.unusedRecoveryCodes,
    /** The administrators' accounts as the server holds them now. */
    members: team.members,
    /** The audit trail as the server holds it now, in the order it was written. */
    auditEvents: audit.events,
    /** The invite runs, newest first, as the server holds them now. */
    inviteRuns: launch.runs,
    /** The suppression list as the server holds it now. */
    suppressions: mail.suppressions,
    /** The webhook events as the server holds them now. */
    webhookEvents: webhooks.events,
    /** The sign-ups the launch news has gone to, by id. */
    launchNewsSent: launch.newsSent,
  };
}

export type AdminMock = ReturnType<typeof createAdminMock>;

const waitlistStatsPath = '/api/webpage/waitlist/stats';
const contactStatsPath = '/api/webpage/contact/stats';
const listPaths = ['/api/webpage/waitlist', '/api/waitlist', '/api/webpage/contact', '/api/contact'];
const messagePath = '/api/webpage/contact/:id';
const exportPaths = ['/api/waitlist/export', '/api/contact/export'];
const senderPath = '/api/webpage/contact/:id/sender';
const bulkPaths = ['/api/waitlist/bulk', '/api/contact/bulk'];
const bulkCountPaths = bulkPaths.map((path) => `${path}/count`);
const updatePaths = ['read', 'replied', 'notes', 'status'].map((action) => `/api/webpage/contact/:id/${action}`);
const deletePaths = ['/api/waitlist/:id', '/api/contact/:id'];
const personalDataPaths = { export: '/api/privacy/export', erase: '/api/privacy/erase' };
const mailReadPaths = [
  mailPaths.outbox,
  mailPaths.health,
  mailPaths.replies,
  mailPaths.answers,
  mailPaths.suppressions,
];
const mailWritePaths = [mailPaths.retry, mailPaths.replies];

/**
 * Replacements for groups of admin calls, to show a failure or a wait. Put them before a mock's own
 * handlers: `[...adminFailures.listError, ...mock.handlers]`.
 */
export const adminFailures = {
  /** Both stats calls answer 500: the dashboards show "Unable to connect to server". */
  statsError: [http.get(waitlistStatsPath, serverError), http.get(contactStatsPath, serverError)],
  /** Every list and search call answers 500. */
  listError: listPaths.map((path) => http.get(path, serverError)),
  /** Every update of a message answers 500. */
  updateError: updatePaths.map((path) => http.patch(path, serverError)),
  /** Both exports answer 500. */
  exportError: exportPaths.map((path) => http.get(path, serverError)),
  /** Both deletes answer 500: the confirmation stays open with the message. */
  deleteError: deletePaths.map((path) => http.delete(path, serverError)),
  /** Both bulk actions answer 500: the confirmation stays open with the message. */
  bulkError: bulkPaths.map((path) => http.post(path, serverError)),
  /** Both bulk actions never answer: the confirmation shows it is working. */
  bulkSlow: bulkPaths.map((path) => http.post(path, hang)),
  /** Both bulk counts never answer: the confirmation says it is counting. */
  bulkCountSlow: bulkCountPaths.map((path) => http.post(path, hang)),
  /** Both deletes never answer: the confirmation shows Deleting... */
  deleteSlow: deletePaths.map((path) => http.delete(path, hang)),
  /** The personal-data export answers 500. */
  personalDataError: [http.post(personalDataPaths.export, serverError)],
  /** The personal-data export never answers. */
  personalDataSlow: [http.post(personalDataPaths.export, hang)],
  /** The personal-data erasure answers 500. */
  erasureError: [http.post(personalDataPaths.erase, serverError)],
  /** The personal-data erasure never answers: the confirmation shows Erasing... */
  erasureSlow: [http.post(personalDataPaths.erase, hang)],
  /** The outbox list answers 500. */
  outboxError: [http.get(mailPaths.outbox, serverError)],
  /** Retrying a mail answers 500. */
  retryError: [http.post(mailPaths.retry, serverError)],
  /** Retrying a mail is refused: another administrator retried it first. */
  retryConflict: [
    http.post(mailPaths.retry, () => errorAnswer(409, 'Conflict', 'Only a failed or suppressed mail can be retried')),
  ],
  /** The mail health answers 500. */
  healthError: [http.get(mailPaths.health, serverError)],
  /** The suppression list answers 500. */
  suppressionsError: [http.get(mailPaths.suppressions, serverError)],
  /** Lifting a suppression answers 500: the confirmation stays open with the message. */
  liftError: [http.delete(mailPaths.suppression, serverError)],
  /** Lifting a suppression never answers: the confirmation shows Lifting... */
  liftSlow: [http.delete(mailPaths.suppression, hang)],
  /** A message's conversation answers 500. */
  repliesError: [http.get(mailPaths.replies, serverError)],
  /** A message's conversation never answers. */
  repliesSlow: [http.get(mailPaths.replies, hang)],
  /** Sending a reply answers 500. */
  replyError: [http.post(mailPaths.replies, serverError)],
  /** Sending a reply never answers: the composer shows Sending... */
  replySlow: [http.post(mailPaths.replies, hang)],
  /** The sender beside a message answers 500. */
  senderError: [http.get(senderPath, serverError)],
  /** The sender beside a message never answers. */
  senderSlow: [http.get(senderPath, hang)],
  /** The saved replies answer 500: the composer's menu says so. */
  savedRepliesError: [http.get(savedReplyPaths.list, serverError)],
  /** The saved replies never answer. */
  savedRepliesSlow: [http.get(savedReplyPaths.list, hang)],
  /** Writing and rewriting a saved reply answer 500: the form stays open with the message. */
  savedReplySaveError: [http.post(savedReplyPaths.list, serverError), http.put(savedReplyPaths.one, serverError)],
  /** Deleting a saved reply answers 500: the confirmation stays open with the message. */
  savedReplyDeleteError: [http.delete(savedReplyPaths.one, serverError)],
  /** Stats, lists and the mail calls never answer: the loading state. */
  slow: [waitlistStatsPath, contactStatsPath, ...listPaths, ...mailReadPaths].map((path) => http.get(path, hang)),
  /** Every admin call answers 401, as when the session expired or was revoked. */
  unauthorized: [
    ...[waitlistStatsPath, contactStatsPath, ...listPaths, messagePath, ...exportPaths, ...mailReadPaths].map((path) =>
      http.get(path, unauthorized),
    ),
    ...updatePaths.map((path) => http.patch(path, unauthorized)),
    ...[...deletePaths, mailPaths.suppression].map((path) => http.delete(path, unauthorized)),
    ...[...mailWritePaths, ...bulkPaths, ...bulkCountPaths].map((path) => http.post(path, unauthorized)),
    ...Object.values(personalDataPaths).map((path) => http.post(path, unauthorized)),
    http.get(senderPath, unauthorized),
    http.get(savedReplyPaths.list, unauthorized),
    http.post(savedReplyPaths.list, unauthorized),
    http.put(savedReplyPaths.one, unauthorized),
    http.delete(savedReplyPaths.one, unauthorized),
  ],
} satisfies Record<string, RequestHandler[]>;

/**
 * The first bulk count answers `count`, as if rows then arrived or went: the action confirmed with it
 * finds another number (409, nothing changed) and the count asked again answers the real one. Put it
 * before a mock's own handlers.
 */
export const countBeforeRowsMoved = (count: number): RequestHandler[] =>
  bulkCountPaths.map((path) => http.post(path, () => HttpResponse.json({ count }), { once: true }));

/** A server with no sign-ups, no messages, no mails, no suppressed address and no saved replies yet. */
export const createEmptyAdminMock = () =>
  createAdminMock({ waitlist: [], contact: [], outbox: [], replies: [], savedReplies: [], suppressions: [] });
