import type { FastifyBaseLogger } from 'fastify';
import { Webhook } from 'standardwebhooks';

import type { ClaimedEvent, FailedTry, WebhookRepository } from '../repositories/webhooks';

export type WebhookWorkerOptions = {
  /** How many events are sent at once. */
  concurrency: number;
  /** How often the outbox is looked at when nothing wakes the worker. */
  pollIntervalMs: number;
  /** The longest one try may take, from the request to the end of the answer; then it failed. */
  timeoutMs: number;
  /**
   * How long a claimed event is this instance's: one that stops mid-try leaves it `sending`, and another
   * instance takes it over after this long. Longer than `timeoutMs`, with room to settle the row, so a
   * try still going is never taken over and the event sent twice at once.
   */
  leaseMs: number;
  /**
   * The waits before each retry: a first try that fails is tried again after the first, and so on; the
   * try after the last wait is the last one, and the event is failed for good if it fails too.
   */
  retryDelaysMs: readonly number[];
  /** How long delivered events are kept (then deleted, a batch a pass). */
  retentionMs: number;
};

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const defaultWebhookWorkerOptions: WebhookWorkerOptions = {
  concurrency: 4,
  pollIntervalMs: 5 * SECOND,
  timeoutMs: 10 * SECOND,
  leaseMs: MINUTE,
  // Standard Webhooks' recommended schedule: at once, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h
  // later: eight tries over about 27.5 hours, which outlast a receiver's night-long outage.
  retryDelaysMs: [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR],
  retentionMs: 30 * 24 * HOUR,
};

/** Delivered events deleted per pass at most: a month's backlog goes in steps that hold nothing up. */
const RETENTION_BATCH = 1000;

/** How much of a refusal's body the portal shows: enough for "invalid signature", not a whole page. */
const ANSWER_EXCERPT_BYTES = 300;

/** The start of `response`'s body as text (its rest cancelled), bounded by the try's own deadline. */
async function excerptOf(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    while (length < ANSWER_EXCERPT_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      length += value.length;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks).subarray(0, ANSWER_EXCERPT_BYTES));
  return text.replace(/\s+/g, ' ').trim();
}

/** Why a request got no answer, in words for the portal: the system's code, never a stack. */
function unanswered(error: unknown, timeoutMs: number, stopped: boolean): string {
  if (stopped) return 'not finished: this server stopped during the try';
  const name = (error as { name?: unknown }).name;
  if (name === 'TimeoutError') return `no answer within ${timeoutMs / SECOND} s`;
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  const reason = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return `no answer: ${String(reason)}`.slice(0, 500);
}

/**
 * Sends the webhook outbox to `WEBHOOK_URL`, signed per Standard Webhooks. A pass claims a few due
 * events (several instances claim disjoint ones), POSTs each, and settles its row: a 2xx delivers it,
 * never to be sent again; anything else (another status, a redirect, which is not followed, no answer
 * within `timeoutMs`) puts it back with the next wait of `retryDelaysMs`, or fails it after the last.
 * Passes run one at a time, every `pollIntervalMs` and at once when `wake` is called after something
 * was queued; each begins by deleting a batch of delivered events past `retentionMs`.
 *
 * A try ends within `timeoutMs` and the claim's lease is longer, so no other instance sends an event
 * while a try of it is in flight. Delivery is at least once: an event whose receiver answered 2xx but
 * whose row could not be marked delivered (the process died in between) is sent again, with the same
 * `webhook-id`, by which the receiver recognises it. Without `target` (no `WEBHOOK_URL`), passes only
 * apply the retention, and what was queued before waits for a start with one.
 */
export function createWebhookWorker(deps: {
  webhooks: WebhookRepository;
  /** `WEBHOOK_URL` and `WEBHOOK_SECRET`; null: nothing is sent. */
  target: { url: string; secret: string } | null;
  /** Sent as `User-Agent`. */
  userAgent: string;
  log: FastifyBaseLogger;
  options?: Partial<WebhookWorkerOptions>;
}) {
  const options = { ...defaultWebhookWorkerOptions, ...deps.options };
  if (options.leaseMs <= options.timeoutMs) throw new Error('The webhook worker needs timeoutMs < leaseMs');
  const { webhooks, target, log } = deps;
  const signer = target ? new Webhook(target.secret) : null;
  /** Ends the tries in flight when the server stops, rather than holding the stop for their timeout. */
  const stopping = new AbortController();

  /** One try of `event`: its outcome for the row, or `delivered` with the receiver's status. */
  const attempt = async (event: ClaimedEvent): Promise<{ delivered: number } | Omit<FailedTry, 'retryInMs'>> => {
    // The body signed is the body sent, byte for byte; its timestamp is when the event happened, the
    // header's when this try is (Standard Webhooks signs `id.timestamp.body` with the latter).
    const body = JSON.stringify({ type: event.type, timestamp: event.createdAt, data: event.data });
    const sentAt = new Date();
    try {
      const response = await fetch(target!.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.any([AbortSignal.timeout(options.timeoutMs), stopping.signal]),
        headers: {
          'content-type': 'application/json',
          'user-agent': deps.userAgent,
          'webhook-id': event.webhookId,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / SECOND)),
          'webhook-signature': signer!.sign(event.webhookId, sentAt, body),
        },
        body,
      });
      if (response.status >= 200 && response.status < 300) {
        await response.body?.cancel().catch(() => {});
        return { delivered: response.status };
      }
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel().catch(() => {});
        return {
          status: response.status,
          error: `${response.status}: a redirect, which is not followed (set WEBHOOK_URL to the address it leads to)`,
        };
      }
      const excerpt = await excerptOf(response).catch(() => '');
      return { status: response.status, error: `${response.status}${excerpt ? `: ${excerpt}` : ''}` };
    } catch (error) {
      return { status: null, error: unanswered(error, options.timeoutMs, stopping.signal.aborted) };
    }
  };

  const deliver = async (event: ClaimedEvent) => {
    const outcome = await attempt(event);
    const about = { webhookId: event.webhookId, eventType: event.type, attempts: event.attempts };
    if ('delivered' in outcome) {
      await webhooks.markDelivered(event, outcome.delivered);
      log.info({ ...about, status: outcome.delivered }, 'webhook delivered');
      return;
    }
    // A stop is no fault of the receiver's: the event is tried again at once, by whichever instance runs.
    const retryInMs = stopping.signal.aborted ? 0 : (options.retryDelaysMs[event.attempts - 1] ?? null);
    await webhooks.markFailed(event, { ...outcome, retryInMs });
    // The receiver's words stay in the portal: the log has the event, its type and the status only.
    log.warn(
      { ...about, status: outcome.status },
      retryInMs === null
        ? 'webhook failed for good: see Webhooks in the portal'
        : 'webhook not delivered: will try again',
    );
  };

  /** One pass: retention, then the due events a few at a time, each claimed once a pass. */
  const pass = async () => {
    await webhooks.pruneDelivered(options.retentionMs, RETENTION_BATCH);
    if (!target) return;
    const tried: number[] = [];
    while (!stopping.signal.aborted) {
      const events = await webhooks.claimDue(options.concurrency, options.leaseMs, tried);
      if (events.length === 0) return;
      tried.push(...events.map((event) => event.id));
      await Promise.all(events.map(deliver));
    }
  };

  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let wakeAgain = false;

  const run = () => {
    if (!started || stopping.signal.aborted) return;
    if (running) {
      // Queued during a pass: the pass may have claimed before it committed, so another follows at once.
      wakeAgain = true;
      return;
    }
    clearTimeout(timer);
    running = pass()
      .catch((error: unknown) =>
        log.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'webhook pass failed: will try again',
        ),
      )
      .finally(() => {
        running = null;
        if (stopping.signal.aborted) return;
        timer = setTimeout(run, wakeAgain ? 0 : options.pollIntervalMs);
        wakeAgain = false;
      });
  };

  return {
    /** Starts the passes (the server does this once it listens). */
    start() {
      started = true;
      if (target) log.info({ webhookHost: new URL(target.url).host }, 'webhooks: events are sent, signed');
      else log.info('webhooks: WEBHOOK_URL is not set; no event is queued');
      run();
    },
    /** Something was queued and committed: send it now rather than at the next poll. */
    wake: run,
    /** Runs one pass now and waits for it (tests, and anyone who must know the outbox was looked at). */
    passNow: pass,
    /** Ends the tries in flight (each is tried again at once, by whichever instance runs) and stops. */
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}

export type WebhookWorker = ReturnType<typeof createWebhookWorker>;
