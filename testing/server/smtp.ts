import { type AddressInfo, createServer, type Socket } from 'node:net';
import { buffer } from 'node:stream/consumers';

import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

import { type Exit, type ServerProcess, waitFor } from './processes';

/**
 * A real SMTP server on loopback for the mail tests (never a mocked transport): it takes every mail,
 * parses it as a mail client would, and keeps it with the bytes it arrived as. It can be stopped and
 * started again on the same port (an outage), made to refuse mails with an SMTP code, made to hold each
 * mail for a while, or to answer the envelope's commands late (a slow server).
 */
export async function startTestSmtpServer(options: { holdMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  const listeners = new Set<() => void>();
  let refusal: { code: number; message: string } | null = null;
  /** Recipients refused at RCPT TO, as a server refuses a mailbox that does not exist. */
  const refusedRecipients = new Map<string, { code: number; message: string }>();
  let loginsRefused = false;
  let holdMs = options.holdMs ?? 0;
  let holding = 0;
  let commandDelayMs = 0;
  /** Answers a command `commandDelayMs` late: a mail whose sender gives up meanwhile never arrives. */
  const answerLate = (callback: () => void) => {
    if (commandDelayMs > 0) setTimeout(callback, commandDelayMs);
    else callback();
  };

  const create = () =>
    new SMTPServer({
      authOptional: true,
      // Plain SMTP on loopback: no certificate to trust, and nodemailer would otherwise upgrade to it.
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 100,
      // A client that logs in (credentials in SMTP_URL) may, over plain loopback; refused on demand (535).
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (loginsRefused) callback(new Error('Invalid username or password'));
        else callback(null, { user: auth.username });
      },
      onMailFrom(_address, _session, callback) {
        answerLate(() => callback());
      },
      onRcptTo(address, _session, callback) {
        const refused = refusedRecipients.get(address.address.toLowerCase());
        answerLate(() =>
          callback(refused ? Object.assign(new Error(refused.message), { responseCode: refused.code }) : undefined),
        );
      },
      onData(stream, _session, callback) {
        buffer(stream)
          .then(async (raw) => Object.assign(await simpleParser(raw), { raw }))
          .then(
            async (mail) => {
              if (holdMs > 0) {
                holding += 1;
                await new Promise((resolve) => setTimeout(resolve, holdMs));
                holding -= 1;
              }
              if (refusal) {
                callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
                return;
              }
              received.push(mail);
              for (const listener of listeners) listener();
              callback();
            },
            (error: Error) => callback(error),
          );
      },
    });

  let server = create();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
    });
  const port = await listen(0);

  const url = `smtp://127.0.0.1:${port}`;
  return {
    url,
    /** The server's URL with a user name and `password` in it: a client given it logs in. */
    loginUrl(password = 'a password') {
      const withLogin = new URL(url);
      withLogin.username = 'mailer';
      withLogin.password = password;
      return withLogin.href;
    },
    received,
    /** Resolves once `count` mails have arrived in all; rejects after `timeoutMs`. */
    waitForMails(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(received.slice(0, count));
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`expected ${count} mails, ${received.length} arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    /** Every mail from now on is refused with `code` (e.g. 550) until called with null. */
    refuse(next: { code: number; message: string } | null) {
      refusal = next;
    },
    /** Mails to `address` are refused at RCPT TO with `code` (e.g. 550 for no such user) from now on; null: none. */
    refuseRecipient(address: string | null, refusal?: { code: number; message: string }) {
      if (address === null) refusedRecipients.clear();
      else refusedRecipients.set(address.toLowerCase(), refusal ?? { code: 550, message: '5.1.1 No such user' });
    },
    /** Back to taking every mail at once, as started, with nothing received: a test's fresh start. */
    reset() {
      received.length = 0;
      refusal = null;
      refusedRecipients.clear();
      loginsRefused = false;
      holdMs = options.holdMs ?? 0;
      commandDelayMs = 0;
    },
    /** Every login from now on is refused (535), as for a wrong password in SMTP_URL, until called with false. */
    refuseLogins(refused: boolean) {
      loginsRefused = refused;
    },
    /** Holds each mail this long before accepting it (a slow server). */
    hold(ms: number) {
      holdMs = ms;
    },
    /**
     * Answers MAIL FROM and RCPT TO this late from now on (a slow server); with `hold`, every answer the
     * sender waits for after the greeting but EHLO's and DATA's comes late.
     */
    delayCommands(ms: number) {
      commandDelayMs = ms;
    },
    /**
     * How many mails, received in full, are being held right now: their sender is waiting for the answer.
     * A held mail is kept when the hold ends even if its sender has gone by then (it was received whole, as
     * a real server that had queued it would deliver it).
     */
    holding: () => holding,
    /** An outage: the port stops answering. */
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    /** The end of the outage: the same port answers again. */
    async restart() {
      server = create();
      await listen(port);
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startTestSmtpServer>>;

/** A mail as a client reads it, and `raw`: its bytes as they arrived, what a receiver checks signatures on. */
export type ReceivedMail = ParsedMail & { raw: Buffer };

/**
 * An SMTP tarpit on loopback: it greets, then answers EHLO (or anything) with a `250-` continuation line
 * every `lineEveryMs`, forever, so the connection is never idle and never gets anywhere. Only the client
 * can end it. `closed` resolves once every connection it took has been closed.
 */
export async function startTarpitSmtpServer(lineEveryMs: number) {
  const open = new Set<Socket>();
  let taken = 0;
  let allClosed: (() => void) | null = null;
  const server = createServer((socket) => {
    taken += 1;
    open.add(socket);
    let timer: NodeJS.Timeout | undefined;
    socket.on('error', () => undefined);
    socket.once('data', () => {
      timer = setInterval(() => socket.write('250-still thinking\r\n'), lineEveryMs);
    });
    socket.once('close', () => {
      clearInterval(timer);
      open.delete(socket);
      if (open.size === 0) allClosed?.();
    });
    socket.write('220 tarpit.test ESMTP\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** How many connections it has taken in all. */
    taken: () => taken,
    /** Resolves once no connection is open (the clients closed theirs). */
    closed: () =>
      new Promise<void>((resolve) => {
        if (open.size === 0) resolve();
        else allClosed = resolve;
      }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A header of a parsed mail as it was sent (unfolded), or undefined; mailparser structures some of them. */
export const headerOf = (mail: ParsedMail, name: string) => {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
};

/** The (first) recipient of a received mail, in lower case. */
export const recipientOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address?.toLowerCase() ?? '';

/** Received mails grouped by recipient. */
export const byRecipient = (mails: readonly ParsedMail[]) => {
  const grouped = new Map<string, ParsedMail[]>();
  for (const mail of mails) grouped.set(recipientOf(mail), [...(grouped.get(recipientOf(mail)) ?? []), mail]);
  return grouped;
};

/**
 * Waits until at least `minimum` mails have arrived through `smtp` and at least 2 are held, then kills
 * `server` with SIGKILL in the same turn of the event loop, so the held mails are certainly unanswered when
 * it dies (their sender never learns that they arrived). Resolves, once it has exited, with how many had
 * arrived and were held at the kill.
 */
export async function killMidSend(
  server: ServerProcess,
  smtp: TestSmtpServer,
  minimum: number,
): Promise<{ received: number; held: number; exit: Exit }> {
  const atKill = await waitFor(
    'mails arriving and mails held by the SMTP server',
    async () =>
      smtp.received.length >= minimum && smtp.holding() >= 2
        ? { received: smtp.received.length, held: smtp.holding() }
        : undefined,
    30_000,
  );
  return { ...atKill, exit: await server.kill('SIGKILL') };
}
