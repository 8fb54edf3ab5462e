import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';

import { mailboxAddress } from '../config';
import type { ClaimedMail, OutboxRepository } from '../repositories/outbox';
import type { DkimSigning } from './dkim';
import { retryDelayMs } from './outbox';
import { isBulkMail, type MailContext, renderMail } from './templates';
import { suppressionReasonLabels } from '@shared/contract';

export type MailWorkerOptions = {
  /**
   * How many mails are sent at once, each over a connection of its own from the SMTP pool. A connection
   * claims a mail only when it is free, so no claimed mail waits behind another: each send begins as its
   * lease does.
   */
  connections: number;
  /** How often the outbox is looked at when nothing wakes the worker. */
  pollIntervalMs: number;
  /**
   * The longest one mail may take, from its claim to the SMTP server's last answer: connecting, the
   * greeting, every command and the data. Past it the connection is closed and the mail tried again
   * later. The idle timeouts below do not bound a server that keeps talking without answering (a tarpit
   * that sends a `250-` continuation line every few seconds forever); this does.
   */
  sendTimeoutMs: number;
  /**
   * How long a claimed mail is this instance's: an instance that stops mid-send (a crash, a SIGKILL)
   * leaves it `sending`, and another pass takes it over after this long. Longer than `sendTimeoutMs`, with
   * room to settle the row, so a send still going is never taken over and sent twice.
   */
  leaseMs: number;
  /**
   * How long one pass may take. A pass claims another round of mails only while that round's sends, each
   * cut off at `sendTimeoutMs`, end within it: whatever the SMTP server does, the worker is back on its
   * schedule (the next poll, the digest, a SIGTERM's wait) this long after a pass began.
   */
  passTimeoutMs: number;
  /** Tries before a mail is failed for good (the portal can still retry it). */
  maxAttempts: number;
  /** The first retry's delay; each next one doubles, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
};

export const defaultMailWorkerOptions: MailWorkerOptions = {
  connections: 3,
  pollIntervalMs: 2_000,
  // A server answering each command 14 s late still delivers (six answers on a new connection, 84 s);
  // RFC 5321 §4.5.3.2 lets a patient client wait longer, but a mail that slow holds a connection.
  sendTimeoutMs: 2 * 60_000,
  leaseMs: 3 * 60_000,
  passTimeoutMs: 5 * 60_000,
  // 15 s, 30 s, 1, 2, 4, 8, 10 min between eight tries: about 26 minutes of an SMTP outage.
  maxAttempts: 8,
  retryBaseMs: 15_000,
  retryMaxMs: 10 * 60_000,
};

/**
 * The SMTP transport for `SMTP_URL`: a pool of `connections` kept connections (STARTTLS whenever the
 * server offers it, as nodemailer does by default; TLS from the start for smtps://). Its idle timeouts
 * end a server that stops answering early; `sendTimeoutMs` ends one that answers too slowly. With `dkim`,
 * nodemailer signs every mail as it streams it out (server/mail/dkim.ts).
 */
function createSmtpTransport(smtpUrl: string, connections: number, dkim: DkimSigning | null): Transporter {
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: connections,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // A connection closed at a send's deadline is destroyed if the server has not closed its side by then.
    socketCloseTimeout: 1_000,
    ...(dkim ? { dkim } : {}),
  });
}

/** What nodemailer says of a failed send: its own code (`EAUTH`), the SMTP command, the server's answer code. */
type SmtpError = { code?: unknown; command?: unknown; responseCode?: unknown };

/** A failure's codes for the log: never the server's words, which may name the recipient. */
const smtpCodesOf = (error: unknown) => {
  const { code, command, responseCode } = error as SmtpError;
  return { smtpError: code, smtpCommand: command, smtpCode: responseCode };
};

/**
 * Why a send failed, which decides what becomes of the mail:
 * - `refused`: an answer in the 500s to the mail's recipient or content (RCPT TO, DATA) is a refusal of
 *   that mail that another try will not change (RFC 5321 §4.2.1): failed at once.
 * - `settings`: a refused login, or a 5xx to the sender (MAIL FROM) or to the connection itself, says
 *   `SMTP_URL`'s credentials or `MAIL_FROM` are wrong, not the mail: like mails kept while `SMTP_URL` is
 *   unset, every mail waits until the settings are right, however long that takes.
 * - `transient`: no answer, a dropped connection, a 4xx: tried again, up to `maxAttempts`.
 */
const failureOf = (error: unknown): 'refused' | 'settings' | 'transient' => {
  const { code, command, responseCode } = error as SmtpError;
  if (code === 'EAUTH') return 'settings';
  if (typeof responseCode !== 'number' || responseCode < 500 || responseCode >= 600) return 'transient';
  return command === 'RCPT TO' || command === 'DATA' ? 'refused' : 'settings';
};

/** What the outbox keeps of a suppressed mail, for the portal. */
const suppressedError = ({ reason, detail }: NonNullable<ClaimedMail['suppression']>) =>
  `not sent: the address is suppressed (${suppressionReasonLabels[reason].toLowerCase()}${detail ? `: ${detail}` : ''})`;

/** What the outbox keeps of a failure, for the portal; never a stack. */
const describe = (error: unknown, sendTimeoutMs: number) =>
  (error as SmtpError).code === 'EABORT'
    ? `not sent within ${sendTimeoutMs / 1000} s: the SMTP server answered too slowly, so the connection was closed`
    : (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Sends what the outbox holds. In a pass each SMTP connection claims a due mail (several instances claim
 * disjoint ones), makes it from the rows it points to, sends it, settles its row (sent, back in the queue
 * with a delay, or failed) and claims the next. Passes run one at a time, every `pollIntervalMs`, and at
 * once when `wake` is called after something was queued. Without `SMTP_URL`, a pass marks queued
 * mails "not configured" instead; they are sent by the first instance that has one.
 *
 * A send ends within `sendTimeoutMs` of its claim and the claim's lease is longer, so no other instance
 * takes over a mail that is still being sent, however slow the SMTP server. Delivery is at least once: a
 * mail whose send succeeded but whose row could not be marked sent (the process died in between, or the
 * deadline closed the connection just after the server took the mail) is sent again, with the same
 * Message-ID, which lets receiving servers and clients recognise the copy.
 */
export function createMailWorker(deps: {
  outbox: OutboxRepository;
  /** `SMTP_URL`; null: mails wait in the outbox, marked not configured. */
  smtpUrl: string | null;
  /** The sender (`MAIL_FROM`). */
  from: string;
  /** The key every mail is signed with (`DKIM_*`); null: sent unsigned (or signed by the relay). */
  dkim: DkimSigning | null;
  /** Where the administrators' mails go, read when each is sent. */
  adminRecipients: () => Promise<string[]>;
  context: MailContext;
  log: FastifyBaseLogger;
  /** Work to do at the start of each pass (the daily digest). */
  beforePass?: () => Promise<void>;
  options?: Partial<MailWorkerOptions>;
}) {
  const options = { ...defaultMailWorkerOptions, ...deps.options };
  if (options.leaseMs <= options.sendTimeoutMs || options.passTimeoutMs < options.sendTimeoutMs) {
    throw new Error('The mail worker needs sendTimeoutMs < leaseMs and sendTimeoutMs <= passTimeoutMs');
  }
  const { outbox, log } = deps;
  const transport = deps.smtpUrl ? createSmtpTransport(deps.smtpUrl, options.connections, deps.dkim) : null;
  // Message-IDs and thread references live on the sender's domain, as RFC 5322 suggests.
  const domain = mailboxAddress(deps.from)?.split('@')[1] ?? 'localhost';

  const messageOf = async (mail: ClaimedMail & { data: NonNullable<ClaimedMail['data']> }) => {
    const rendered = renderMail(mail.data, deps.context);
    const to = mail.recipient ? [mail.recipient] : await deps.adminRecipients();
    const headers: Record<string, string> = {};
    if (rendered.automated) headers['Auto-Submitted'] = 'auto-generated';
    if (isBulkMail(mail.data)) {
      // RFC 8058: a one-click POST to this address takes the member off the list, and no bulk mail goes
      // to the address again (Gmail and Yahoo require it of bulk senders).
      headers['List-Unsubscribe'] = `<${deps.context.leaveUrl(mail.data.entry)}>`;
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    }
    const message: SendMailOptions = {
      from: deps.from,
      to,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      replyTo: rendered.replyTo,
      messageId: `<${mail.messageKey}@${domain}>`,
      headers,
    };
    // The acknowledgement and the replies to one message form one thread in the sender's mail client.
    if (mail.data.kind === 'contact_ack' || mail.data.kind === 'reply') {
      message.references = `<contact-message-${mail.data.message.id}@${domain}>`;
    }
    return message;
  };

  const send = async (mail: ClaimedMail) => {
    // From the claim, as the lease: the rows read to make the mail count against it too.
    const deadline = AbortSignal.timeout(options.sendTimeoutMs);
    if (!mail.data) {
      // What it was about is gone (deleted in the portal, or the member left): nothing to send.
      await outbox.drop(mail.id);
      return;
    }
    if (mail.suppression) {
      await outbox.markSuppressed(mail, suppressedError(mail.suppression));
      return 'suppressed';
    }
    const message = await messageOf({ ...mail, data: mail.data });
    const to = message.to as string[];
    if (to.length === 0) {
      await outbox.markFailed(mail, 'No administrator address to send to (ADMIN_NOTIFY_EMAIL)', null);
      return;
    }
    try {
      await transport!.sendMail({ ...message, signal: deadline });
    } catch (error) {
      const failure = failureOf(error);
      const retryInMs =
        failure === 'refused' || (failure === 'transient' && mail.attempts >= options.maxAttempts)
          ? null
          : retryDelayMs(mail.attempts, { baseMs: options.retryBaseMs, maxMs: options.retryMaxMs });
      await outbox.markFailed(mail, describe(error, options.sendTimeoutMs), retryInMs);
      // A recipient refused for good is a hard bounce: later mails to it are suppressed, not refused again.
      const { command, responseCode } = error as SmtpError;
      if (failure === 'refused' && command === 'RCPT TO') {
        await outbox.suppressRecipient(mail, `${String(responseCode)} at RCPT TO`);
      }
      // The SMTP server's words may name the recipient: the log keeps the codes and the row, the portal the rest.
      log.warn(
        { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, ...smtpCodesOf(error) },
        failure === 'settings'
          ? 'mail not sent: the SMTP server refused the login or the sender (check SMTP_URL and MAIL_FROM); mails wait until it accepts them'
          : retryInMs === null
            ? 'mail failed for good: see the outbox in the portal'
            : 'mail not sent: will try again',
      );
      return failure;
    }
    await outbox.markSent(mail, to);
    return 'sent';
  };

  /**
   * Passes in a row that met a settings problem (`failureOf`). Such a pass stops claiming, and the next
   * waits 15 s, 30 s, … up to 10 min, whatever is queued meanwhile: a wrong password costs the SMTP
   * server a batch of refused logins per pause, not one for every mail of a launch-day run.
   */
  let settingsStrikes = 0;

  /** Starts one more lane in the pass in progress, if a connection is free; null between passes. */
  let addLane: (() => void) | null = null;

  /**
   * One pass: a lane per connection, each claiming a mail, sending it and claiming the next, until
   * nothing is due or the next send could outlast the pass. A slow mail holds its own connection only, and
   * a mail queued meanwhile (`wake`) starts a lane on a free connection. A mail is claimed once a pass:
   * one retried at once (a zero retry delay) waits for the next pass.
   */
  const pass = async () => {
    await deps.beforePass?.();
    if (!transport) {
      await outbox.markNotConfigured();
      return;
    }
    const deadline = Date.now() + options.passTimeoutMs;
    const claimed: number[] = [];
    const outcomes = new Set<Awaited<ReturnType<typeof send>>>();
    // Claims are made one after another, each knowing every mail claimed before it: two lanes claiming
    // at once could both miss a mail that one of them just tried and put back (due again at once with a
    // zero retry delay), and try it twice in one pass.
    let claiming: Promise<unknown> = Promise.resolve();
    const claimNext = () => {
      const next = claiming.then(async () => {
        const [mail] = await outbox.claimDue(1, options.leaseMs, claimed);
        if (mail) claimed.push(mail.id);
        return mail;
      });
      claiming = next.catch(() => undefined);
      return next;
    };
    const lane = async () => {
      while (!stopped && !outcomes.has('settings') && Date.now() + options.sendTimeoutMs <= deadline) {
        const mail = await claimNext();
        if (!mail) return;
        outcomes.add(await send(mail));
      }
    };
    const lanes = new Set<Promise<void>>();
    const failures: unknown[] = [];
    const startLane = () => {
      if (lanes.size >= options.connections) return;
      // Caught as the lane starts: one a wake adds is only awaited once the loop below comes round to it,
      // and a failure unheard until then (a dropped database connection) would end the process.
      const running: Promise<void> = lane()
        .catch((error: unknown) => void failures.push(error))
        .finally(() => lanes.delete(running));
      lanes.add(running);
    };
    for (let index = 0; index < options.connections; index += 1) startLane();
    addLane = startLane;
    // Lanes started meanwhile are waited for too, and every lane ends before the pass does, even on an error.
    while (lanes.size > 0) await Promise.all([...lanes]);
    addLane = null;
    if (failures.length > 0) throw failures[0];
    if (outcomes.has('settings')) settingsStrikes += 1;
    else if (outcomes.has('sent')) settingsStrikes = 0;
  };

  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let wakeAgain = false;
  /** After a pass that met a settings problem, until its pause is over: mails queued meanwhile wait. */
  let paused = false;

  const run = () => {
    if (!started || stopped || paused) return;
    if (running) {
      // Something was queued during a pass: a free connection takes it now, and the next pass looks again.
      addLane?.();
      wakeAgain = true;
      return;
    }
    clearTimeout(timer);
    running = pass()
      .catch((error: unknown) =>
        log.warn({ err: describe(error, options.sendTimeoutMs) }, 'mail pass failed: will try again'),
      )
      .finally(() => {
        running = null;
        if (stopped) return;
        paused = settingsStrikes > 0;
        const delayMs = paused
          ? retryDelayMs(settingsStrikes, { baseMs: options.retryBaseMs, maxMs: options.retryMaxMs })
          : wakeAgain
            ? 0
            : options.pollIntervalMs;
        wakeAgain = false;
        timer = setTimeout(() => {
          paused = false;
          run();
        }, delayMs);
      });
  };

  /** Says in the log, once at start, whether mail can go out: what an operator checks first. */
  const reportSettings = () => {
    if (!transport) {
      log.info('mail: SMTP_URL is not set; mails wait in the outbox until a start with it');
      return;
    }
    if (deps.dkim) {
      log.info({ dkimDomain: deps.dkim.domainName, dkimSelector: deps.dkim.keySelector }, 'mail: signed with DKIM');
    }
    transport.verify().then(
      () => log.info('mail: the SMTP server answers and accepts the login, if SMTP_URL has one'),
      (error: unknown) =>
        log.warn(
          smtpCodesOf(error),
          'mail: the SMTP server did not answer or refused the login (check SMTP_URL); mails wait in the outbox',
        ),
    );
  };

  return {
    /** Starts the passes (the server does this once it listens). */
    start() {
      started = true;
      reportSettings();
      run();
    },
    /** Something was queued: send it now rather than at the next poll. */
    wake: run,
    /** Runs one pass now and waits for it (tests, and anyone who must know the outbox was looked at). */
    passNow: pass,
    /** Lets the pass in progress finish, stops, and closes the SMTP connections. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport?.close();
    },
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
