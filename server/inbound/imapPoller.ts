import type { FastifyBaseLogger } from 'fastify';
import { ImapFlow } from 'imapflow';

import type { InboundMailResult } from '@shared/contract';

/** The keyword a mail the product took carries in the mailbox; `\Seen` where the server keeps no keywords. */
export const TAKEN_KEYWORD = 'InvoiceFlowTaken';

/** Where to poll: `IMAP_URL` read (imap:// or imaps://user:password@host[:port][/mailbox]). */
export function imapMailboxOf(url: string) {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'imaps:';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 993 : 143,
    secure,
    auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) },
    mailbox: decodeURIComponent(parsed.pathname.replace(/^\/+/, '')) || 'INBOX',
  };
}

/**
 * Polls the support mailbox (`IMAP_URL`) every `intervalMs`: each pass signs in, takes every mail that
 * arrived since the product first polled (`since`, kept in the database) and does not carry the taken
 * mark, and marks each once it is taken (committed). A mail taken whose mark was not set (a crash in
 * between, the mailbox unreachable for a moment) is found again and taken as a duplicate, changing
 * nothing: the database, not the mailbox, says what was taken. The mailbox is never changed otherwise,
 * so people can keep reading it. A pass that fails (the server down, a wrong password) is logged without
 * the address or the password, and the next one tries again. Passes run one at a time.
 */
export function createImapPoller(deps: {
  url: string;
  intervalMs: number;
  /** The first day to take mails from: the product's first poll (stored, so a restart keeps it). */
  since: () => Promise<Date>;
  take: (raw: Buffer) => Promise<InboundMailResult>;
  log: FastifyBaseLogger;
}) {
  const mailbox = imapMailboxOf(deps.url);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function pass(): Promise<{ taken: number }> {
    const client = new ImapFlow({
      host: mailbox.host,
      port: mailbox.port,
      secure: mailbox.secure,
      auth: mailbox.auth,
      logger: false,
      // A mailbox that stops answering must not hold the next passes back for ever.
      connectionTimeout: 20_000,
      greetingTimeout: 10_000,
      socketTimeout: 60_000,
    });
    client.on('error', () => {}); // Reported by the awaited call that fails.
    await client.connect();
    let taken = 0;
    try {
      const lock = await client.getMailboxLock(mailbox.mailbox);
      try {
        const opened = client.mailbox;
        const keywords = opened !== false && opened.permanentFlags?.has('\\*');
        const mark = keywords ? TAKEN_KEYWORD : '\\Seen';
        const uids = await client.search(
          { since: await deps.since(), ...(keywords ? { unKeyword: TAKEN_KEYWORD } : { seen: false }) },
          { uid: true },
        );
        for (const uid of uids || []) {
          if (stopped) break;
          const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
          if (!message || !message.source) continue;
          await deps.take(message.source);
          await client.messageFlagsAdd(String(uid), [mark], { uid: true });
          taken += 1;
        }
      } finally {
        lock.release();
      }
    } finally {
      await client.logout().catch(() => client.close());
    }
    return { taken };
  }

  const runPass = async () => {
    try {
      const { taken } = await pass();
      if (taken > 0) deps.log.info({ taken }, 'inbound mail taken from the mailbox');
    } catch (error) {
      const code = (error as { code?: string; responseStatus?: string }).code;
      deps.log.warn(
        { code, host: mailbox.host, mailbox: mailbox.mailbox },
        'inbound mail: the mailbox could not be read (IMAP_URL); the next poll tries again',
      );
    }
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runPass().finally(schedule);
    }, deps.intervalMs);
  };

  return {
    /** One pass now (tests, and the start), then one every `intervalMs`. */
    start() {
      stopped = false;
      running = runPass().finally(schedule);
    },
    /** Runs one pass and waits for it (after the one running, if any). */
    async pollNow() {
      await running;
      running = runPass();
      await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type ImapPoller = ReturnType<typeof createImapPoller>;
