import { http, HttpResponse, type RequestHandler } from 'msw';

import {
  countMovedMessage,
  type InviteRun,
  inviteRequestSchema,
  inviteRunListSchema,
  inviteRunSchema,
  invitePreviewSchema,
  launchNewsPreviewSchema,
  launchNewsRequestSchema,
  launchNewsResultSchema,
  type WaitlistEntry,
  type WaitlistListFilter,
} from '@shared/contract';
import { errorAnswer, hang, serverError } from './answers';
import { fixtureNow } from './fixtures';
import { contractAnswer } from './mailHandlers';
import { positionsOf } from './waitlistLine';

/**
 * The launch part of the admin mock server (server/routes/launch.ts): the invite preview, invite runs
 * and their progress, and the launch news, over the admin mock's sign-ups. Every answer goes through the contract's schema
 * first, so a fixture that drifts from the contract fails where it is served. Built by
 * `createAdminMock`; see adminHandlers.ts.
 *
 * A run's mails move on as the portal polls it: each GET of a run (or of the list) sends `sendPerPoll`
 * more of its queued mails, the first `failing` of them failing; without SMTP they are kept instead.
 */

export type LaunchMockOptions = {
  /** Whether the server has `LAUNCH_URL`: without it the preview warns and a run answers 409. @default true */
  launchUrlConfigured?: boolean;
  /** The runs the server already holds, newest first. @default none */
  inviteRuns?: InviteRun[];
  /** How many queued mails of each run go out per poll; 0 keeps them queued. @default 1000 */
  sendPerPoll?: number;
  /** How many mails of a new run fail. @default 0 */
  failing?: number;
  /** Whether an SMTP server is configured; without one a run's mails are kept. @default true */
  smtpConfigured?: boolean;
  /** `INVITE_CONFIRMED_ONLY`: whether a run that does not say invites only confirmed members. @default false */
  inviteConfirmedOnly?: boolean;
};

/** What the launch mock needs from the admin mock around it. */
export type LaunchMockHost = {
  /** Records the request (see `createAdminMock`) and returns its query parameters. */
  record: (request: Request) => Promise<URLSearchParams>;
  /** The sign-ups as the server holds them now (changed in place when invited). */
  entries: () => WaitlistEntry[];
  /** The sign-ups a list filter matches, as GET /api/waitlist filters them. */
  matching: (filter: WaitlistListFilter) => WaitlistEntry[];
  /** Whether the sign-up's address is on the suppression list: no invite or launch news goes to it. */
  suppressed: (entry: WaitlistEntry) => boolean;
};

export const launchPaths = {
  preview: '/api/launch/invites/preview',
  runs: '/api/launch/invites',
  run: '/api/launch/invites/:id',
  newsPreview: '/api/launch/news/preview',
  news: '/api/launch/news',
};

/** The server's refusals (server/routes/launch.ts): without `LAUNCH_URL`, and with nobody to invite. */
export const LAUNCH_URL_MISSING_MESSAGE =
  'Set LAUNCH_URL before sending invites: without it the links in them would lead nowhere';
export const NOBODY_WAITING_MESSAGE = 'Nobody in this selection is waiting to be invited';

/** A sample mail as the server renders it: its paragraphs as the text part, and as paragraphs of HTML. */
const sampleMail = (subject: string, paragraphs: string[]) => {
  const text = paragraphs.join('\n\n');
  return { subject, text, html: `<p>${paragraphs.join('</p><p>')}</p>` };
};

/**
 * A sample of the invite mail, as server/mail/templates.ts writes it: the same for everyone but the code,
 * which the sample fixes (it greets no one by name, docs/security.md).
 */
export const inviteMail = sampleMail('InvoiceFlow is open: your invite and 50% early-bird code', [
  'Hello,',
  'InvoiceFlow is open, and you are among the first we invite from the waitlist.',
  'As promised, your early-bird code takes 50% off your first year. It is yours alone and works once:',
  'Your code: EARLY-7KQ4-M2XD',
  'Create your account: https://app.invoiceflow.example/signup?code=EARLY-7KQ4-M2XD',
  'The link carries your code: no need to type it.',
  'The InvoiceFlow team',
  '—',
  'You get this e-mail because this address joined the InvoiceFlow waitlist on https://invoiceflow.example. Changed your mind? One click takes you off the list, and no more of its e-mails come to this address.',
]);

/** A sample of the launch news, as server/mail/templates.ts writes it (the same for everyone). */
export const launchNewsMail = sampleMail('InvoiceFlow is live', [
  'Hello,',
  'InvoiceFlow is live: the invoicing platform you joined the waitlist for is open.',
  'We invite the waitlist in waves, in order of place in line. Your invite, with your 50% early-bird code, comes by e-mail; if it has come already, its link is all you need.',
  'See InvoiceFlow: https://invoiceflow.example',
  'The InvoiceFlow team',
  '—',
  'You get this e-mail because this address joined the InvoiceFlow waitlist on https://invoiceflow.example. Changed your mind? One click takes you off the list, and no more of its e-mails come to this address.',
]);

/** What the server calls those the launch news goes to, in its refusal when their number moved. */
const LAUNCH_NEWS_NOUN = 'members';

export function createLaunchMock(options: LaunchMockOptions, host: LaunchMockHost) {
  const {
    launchUrlConfigured = true,
    sendPerPoll = 1000,
    failing = 0,
    smtpConfigured = true,
    inviteConfirmedOnly = false,
  } = options;
  let runs: InviteRun[] = structuredClone(options.inviteRuns ?? []);
  /** The sign-ups the launch news has gone to: it goes to each once. */
  const newsSent = new Set<number>();
  /** How many mails of each run are still to fail. */
  const toFail = new Map<number, number>();

  /**
   * Reads an invite request, or the 400 the server answers; the entries it would invite, in order of place:
   * waiting ones whose address is not suppressed, and with `confirmedOnly` (else the server's default)
   * only those who confirmed it, as server/repositories/invites.ts picks them.
   */
  async function invitees(request: Request) {
    const parsed = inviteRequestSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) {
      return errorAnswer(400, 'Bad Request', parsed.error.issues.map((issue) => issue.message).join('; '));
    }
    const { ids, filter, limit } = parsed.data;
    const confirmedOnly = parsed.data.confirmedOnly ?? inviteConfirmedOnly;
    const chosen = ids ? host.entries().filter((entry) => ids.includes(entry.id)) : host.matching(filter!);
    const line = positionsOf(host.entries());
    const waiting = chosen
      .filter((entry) => entry.status === 'waiting' && !host.suppressed(entry))
      .filter((entry) => !confirmedOnly || entry.confirmedAt !== null)
      .sort((a, b) => line.get(a.id)! - line.get(b.id)!);
    return { waiting, invited: waiting.slice(0, limit ?? waiting.length), confirmedOnly };
  }

  /** Whom the launch news would go to now: every member waiting or invited, not suppressed, not sent it yet. */
  const newsRecipients = () =>
    host
      .entries()
      .filter(
        (entry) =>
          (entry.status === 'waiting' || entry.status === 'invited') &&
          !host.suppressed(entry) &&
          !newsSent.has(entry.id),
      );

  /** One poll's worth of progress on every run with mails queued. */
  const moveOn = () => {
    for (const run of runs) {
      const moving = Math.min(run.queued, sendPerPoll);
      const failed = Math.min(moving, toFail.get(run.id) ?? 0);
      toFail.set(run.id, (toFail.get(run.id) ?? 0) - failed);
      run.queued -= moving;
      run.failed += failed;
      if (smtpConfigured) run.sent += moving - failed;
      else run.notConfigured += moving - failed;
    }
  };

  const handlers: RequestHandler[] = [
    http.post(launchPaths.preview, async ({ request }) => {
      await host.record(request);
      const chosen = await invitees(request);
      if (chosen instanceof Response) return chosen;
      const first = chosen.invited[0];
      return contractAnswer(invitePreviewSchema, {
        willInvite: chosen.invited.length,
        waiting: chosen.waiting.length,
        mail: first ? inviteMail : null,
        launchUrlConfigured,
        confirmedOnly: chosen.confirmedOnly,
      });
    }),
    http.post(launchPaths.runs, async ({ request }) => {
      await host.record(request);
      const chosen = await invitees(request);
      if (chosen instanceof Response) return chosen;
      if (!launchUrlConfigured) return errorAnswer(409, 'Conflict', LAUNCH_URL_MISSING_MESSAGE);
      if (chosen.invited.length === 0) return errorAnswer(409, 'Conflict', NOBODY_WAITING_MESSAGE);
      for (const entry of chosen.invited) {
        entry.status = 'invited';
        entry.invitedAt = fixtureNow;
      }
      const run: InviteRun = {
        id: Math.max(0, ...runs.map((existing) => existing.id)) + 1,
        createdAt: fixtureNow,
        createdBy: 'admin@invoiceflow.example',
        invited: chosen.invited.length,
        queued: chosen.invited.length,
        sent: 0,
        failed: 0,
        notConfigured: 0,
        suppressed: 0,
      };
      toFail.set(run.id, failing);
      runs = [run, ...runs];
      return contractAnswer(inviteRunSchema, run, { status: 201 });
    }),
    http.get(launchPaths.runs, async ({ request }) => {
      await host.record(request);
      moveOn();
      return contractAnswer(inviteRunListSchema, { runs });
    }),
    http.get(launchPaths.run, async ({ request, params }) => {
      await host.record(request);
      moveOn();
      const run = runs.find((candidate) => candidate.id === Number(params.id));
      if (!run) return errorAnswer(404, 'Not Found', `No invite run with id ${String(params.id)}`);
      return contractAnswer(inviteRunSchema, run);
    }),
    http.post(launchPaths.newsPreview, async ({ request }) => {
      await host.record(request);
      const recipients = newsRecipients().length;
      return contractAnswer(launchNewsPreviewSchema, { recipients, mail: recipients > 0 ? launchNewsMail : null });
    }),
    http.post(launchPaths.news, async ({ request }) => {
      await host.record(request);
      const parsed = launchNewsRequestSchema.safeParse(await request.json().catch(() => undefined));
      if (!parsed.success) {
        return errorAnswer(400, 'Bad Request', parsed.error.issues.map((issue) => issue.message).join('; '));
      }
      const recipients = newsRecipients();
      const { expectedCount } = parsed.data;
      if (recipients.length !== expectedCount) {
        return errorAnswer(409, 'Conflict', countMovedMessage(LAUNCH_NEWS_NOUN, expectedCount, recipients.length));
      }
      for (const entry of recipients) newsSent.add(entry.id);
      return contractAnswer(launchNewsResultSchema, { queued: recipients.length });
    }),
  ];

  return {
    handlers,
    reset() {
      runs = structuredClone(options.inviteRuns ?? []);
      toFail.clear();
      newsSent.clear();
    },
    /** The runs as the server holds them now, newest first. */
    runs: () => runs,
    /** The ids of the sign-ups the launch news has gone to. */
    newsSent: () => [...newsSent],
  };
}

/**
 * Replacements for the launch calls, to show a failure or a wait. Put them before a mock's own handlers:
 * `[...launchFailures.sendConflict, ...mock.handlers]`.
 */
export const launchFailures = {
  /** The preview answers 500. */
  previewError: [http.post(launchPaths.preview, serverError)],
  /** Sending answers 409: `LAUNCH_URL` went missing between the preview and the send (a restart). */
  sendConflict: [http.post(launchPaths.runs, () => errorAnswer(409, 'Conflict', LAUNCH_URL_MISSING_MESSAGE))],
  /** Sending answers 400, with the server's reason. */
  sendBadRequest: [
    http.post(launchPaths.runs, () => errorAnswer(400, 'Bad Request', 'limit must be between 1 and 10000')),
  ],
  /** Sending never reaches the server (offline). */
  sendNetworkError: [http.post(launchPaths.runs, () => HttpResponse.error())],
  /** Sending never answers: the dialog shows it is working. */
  sendSlow: [http.post(launchPaths.runs, hang)],
  /** The launch news preview answers 500. */
  newsPreviewError: [http.post(launchPaths.newsPreview, serverError)],
  /** The launch news preview never answers: the dialog says it is counting. */
  newsPreviewSlow: [http.post(launchPaths.newsPreview, hang)],
  /** Sending the launch news answers 500. */
  newsSendError: [http.post(launchPaths.news, serverError)],
  /** Sending the launch news never answers: the dialog shows it is working. */
  newsSendSlow: [http.post(launchPaths.news, hang)],
};

/**
 * The first launch news preview counts `recipients`, as if members then joined or left: the send
 * confirmed with that number is refused (409, nothing queued) and the preview asked again counts the
 * real number. Put it before a mock's own handlers.
 */
export const newsCountBeforeMembersMoved = (recipients: number): RequestHandler[] => [
  http.post(
    launchPaths.newsPreview,
    () => contractAnswer(launchNewsPreviewSchema, { recipients, mail: recipients > 0 ? launchNewsMail : null }),
    { once: true },
  ),
];
