/**
 * Debian's Dovecot for the inbound-mail tests (server/inbound/): a real IMAP server on loopback, never a
 * mock, with one user whose INBOX the product polls as it would an operator's mailbox. Everything is in
 * a temporary folder: the configuration (nothing in /etc/dovecot is read), the sockets and state, the
 * log, the password file and the user's Maildir. Plain IMAP on a free port, no TLS. It can be stopped
 * and started again on the same port (an outage); the messages and their flags survive.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { join } from 'node:path';

import { ImapFlow } from 'imapflow';

import { type Cleanup, startOnAFreePort, tempDir, waitFor } from './processes';

/** Debian's Dovecot (`apt-get install dovecot-imapd`; .ci/run installs it), or DOVECOT_BINARY. */
const DOVECOT_BINARY = process.env.DOVECOT_BINARY ?? '/usr/sbin/dovecot';

/** The mailbox's user: a plain name, so that it needs no escaping in the URL. */
const USER = 'inbound';

type Accounts = {
  /** Who owns the Maildir and runs the mailbox's processes. */
  mail: { uid: number; gid: number };
  /** Started as another user than root: the names every process runs as, for lack of a choice. */
  rootless?: { user: string; group: string };
};

/**
 * Started as root, Dovecot runs its own processes as Debian's `dovecot` and `dovenull` users (its
 * defaults) and refuses root for the mailbox's: those run as Debian's `mail` user, which owns the
 * Maildir. Started as another user, every process runs as that user.
 */
function accounts(): Accounts {
  const id = (...args: string[]) => execFileSync('id', args, { encoding: 'utf8' }).trim();
  if (process.getuid?.() === 0) return { mail: { uid: Number(id('-u', 'mail')), gid: Number(id('-g', 'mail')) } };
  const me = userInfo();
  return { mail: { uid: me.uid, gid: me.gid }, rootless: { user: me.username, group: id('-gn') } };
}

type Placement = { dir: string; port: number; users: string; accounts: Accounts };

/** The whole configuration; Dovecot's built-in defaults do the rest. */
function configuration({ dir, port, users, accounts: { mail, rootless } }: Placement): string {
  // Rootless, the login processes and two helpers cannot chroot into base_dir as they do by default.
  const noChroot = rootless ? ['  chroot ='] : [];
  const lines = [
    '# Written by testing/server/dovecot.ts for one test run.',
    'protocols = imap',
    'instance_name = invoiceflow-test',
    `base_dir = ${join(dir, 'run')}`,
    `state_dir = ${join(dir, 'state')}`,
    `log_path = ${join(dir, 'dovecot.log')}`,
    'auth_verbose = yes',
    'listen = 127.0.0.1',
    'ssl = no',
    // A password over plain IMAP, as the product's IMAP URL gives it (loopback would count as secure anyway).
    'disable_plaintext_auth = no',
    'auth_mechanisms = plain login',
    // The mail user, and no other, may own a mailbox.
    `first_valid_uid = ${mail.uid}`,
    `last_valid_uid = ${mail.uid}`,
    `first_valid_gid = ${mail.gid}`,
    `last_valid_gid = ${mail.gid}`,
    ...(rootless
      ? [
          `default_internal_user = ${rootless.user}`,
          `default_internal_group = ${rootless.group}`,
          `default_login_user = ${rootless.user}`,
        ]
      : []),
    'mail_location = maildir:~/Maildir',
    // The tests stop Dovecot, never the machine: what it writes survives without flushing.
    'mail_fsync = never',
    'passdb {',
    '  driver = passwd-file',
    `  args = ${users}`,
    '}',
    'userdb {',
    '  driver = passwd-file',
    `  args = ${users}`,
    '}',
    'service imap-login {',
    ...noChroot,
    '  inet_listener imap {',
    '    address = 127.0.0.1',
    `    port = ${port}`,
    '  }',
    '  inet_listener imaps {',
    '    port = 0',
    '  }',
    '}',
    ...(rootless ? ['anvil', 'ipc'].flatMap((service) => [`service ${service} {`, ...noChroot, '}']) : []),
  ];
  return `${lines.join('\n')}\n`;
}

/** A message in the INBOX as a client sees it. */
export type InboxMessage = {
  uid: number;
  /** Its flags (`\Seen`, `\Flagged`, keywords…), sorted; never `\Recent`, which is each session's own. */
  flags: string[];
  /** The Message-ID header, `<…>` included. */
  messageId?: string;
};

export type TestDovecot = {
  /** `imap://<user>:<password>@127.0.0.1:<port>/INBOX`. */
  url: string;
  user: string;
  password: string;
  port: number;
  /** Puts a raw RFC 5322 message into the INBOX (over IMAP, as the mail user); resolves with its UID. */
  append(raw: string | Buffer, flags?: string[]): Promise<number>;
  /** The INBOX's messages by UID, read without changing anything (EXAMINE). */
  messages(): Promise<InboxMessage[]>;
  running(): boolean;
  /**
   * An outage: stops Dovecot (SIGTERM to its process group, named by its master's PID), which cuts the
   * sessions under way, and waits until every process of it has exited.
   */
  stop(): Promise<void>;
  /** The end of the outage: starts it again on the same port and waits until a login works. */
  start(): Promise<void>;
  /** Dovecot's log so far (logins, failed logins with their reason, errors). */
  log(): Promise<string>;
};

/**
 * Sends `signal` to every process of the Dovecot whose master is `child`: the master's process group,
 * which its PID names. Returns false when no process is left in it (signal 0 only asks).
 */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals | 0): boolean {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

const liveDovecots = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of liveDovecots) signalGroup(child, 'SIGKILL');
});

/**
 * Starts Dovecot in the foreground in a new temporary folder, on a free loopback port, and waits until
 * the user can log in. `cleanup` stops it (as `stop` does) and removes its folder.
 */
export async function startTestDovecot(cleanup: Cleanup): Promise<TestDovecot> {
  if (!existsSync(DOVECOT_BINARY)) {
    throw new Error(
      `The inbound-mail tests need Debian's Dovecot at ${DOVECOT_BINARY}: apt-get install dovecot-imapd (.ci/run does), or set DOVECOT_BINARY.`,
    );
  }
  const dir = await tempDir(cleanup, 'invoiceflow-dovecot-');
  // Dovecot's unprivileged processes read the password file and reach the Maildir through this folder.
  await chmod(dir, 0o755);
  const who = accounts();
  const password = randomBytes(12).toString('hex');
  const home = join(dir, 'home');
  await mkdir(home);
  await chown(home, who.mail.uid, who.mail.gid);
  const users = join(dir, 'users');
  await writeFile(users, `${USER}:{PLAIN}${password}:${who.mail.uid}:${who.mail.gid}::${home}::\n`);
  const configFile = join(dir, 'dovecot.conf');
  const logFile = join(dir, 'dovecot.log');

  let port = 0;
  let current: { child: ChildProcess; exited: Promise<void>; running: boolean } | undefined;

  /** An IMAP client logged in as the user (`verifyOnly`: logs out once logged in). */
  const client = (verifyOnly = false) => {
    const imap = new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: false,
      auth: { user: USER, pass: password },
      logger: false,
      verifyOnly,
    });
    // A connection lost after login fails the command under way; without a listener it would also throw.
    imap.on('error', () => {});
    return imap;
  };

  const stop = async () => {
    const stopping = current;
    if (!stopping) return;
    // Every process of it, as systemd ends the unit's whole control group when it stops Dovecot: SIGTERM to
    // the master alone leaves the sessions under way running after it has exited, still serving their
    // clients (the outage would not cut them).
    if (stopping.running) signalGroup(stopping.child, 'SIGTERM');
    await stopping.exited;
    await waitFor(
      'the processes of Dovecot to exit',
      async () => (signalGroup(stopping.child, 0) ? undefined : true),
      5_000,
    ).catch(() => signalGroup(stopping.child, 'SIGKILL'));
    current = undefined;
  };

  const start = async () => {
    if (current) throw new Error(`Dovecot is running already (PID ${current.child.pid})`);
    await writeFile(configFile, configuration({ dir, port, users, accounts: who }));
    // `detached`: a process group of its own, led by the master, which all its processes stay in.
    const child = spawn(DOVECOT_BINARY, ['-F', '-c', configFile], {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    liveDovecots.add(child);
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const started = {
      child,
      running: true,
      exited: new Promise<void>((done) => {
        const end = () => {
          started.running = false;
          liveDovecots.delete(child);
          done();
        };
        child.once('exit', (code, signal) => {
          errors += `(exit code ${code ?? signal})\n`;
          end();
        });
        child.once('error', (error) => {
          errors += `${error.message}\n`;
          end();
        });
      }),
    };
    current = started;
    const exitedAtStart = started.exited.then(() =>
      Promise.reject(new Error(`Dovecot exited at start (port ${port}):\n${errors}`)),
    );
    // Handled by the race below; an exit once Dovecot runs (a stop) is no failure.
    exitedAtStart.catch(() => {});
    try {
      await Promise.race([
        waitFor(`Dovecot to accept a login on port ${port}`, async () => {
          await client(true).connect();
          return true;
        }),
        exitedAtStart,
      ]);
    } catch (error) {
      await stop();
      throw error;
    }
  };

  cleanup.add(`stop dovecot in ${dir}`, stop);

  port = await startOnAFreePort(async (candidate) => {
    port = candidate;
    await start();
  });

  return {
    url: `imap://${USER}:${password}@127.0.0.1:${port}/INBOX`,
    user: USER,
    password,
    port,
    async append(raw, flags = []) {
      const imap = client();
      await imap.connect();
      try {
        const appended = await imap.append('INBOX', raw, flags);
        if (!appended || appended.uid === undefined) throw new Error('Dovecot did not say which UID it gave');
        return appended.uid;
      } finally {
        await imap.logout();
      }
    },
    async messages() {
      const imap = client();
      await imap.connect();
      try {
        const lock = await imap.getMailboxLock('INBOX', { readOnly: true });
        try {
          if (imap.mailbox && imap.mailbox.exists === 0) return [];
          const fetched = await imap.fetchAll('1:*', { uid: true, flags: true, envelope: true });
          return fetched
            .map(({ uid, flags, envelope }) => ({
              uid,
              flags: [...(flags ?? [])].filter((flag) => flag !== '\\Recent').sort(),
              ...(envelope?.messageId ? { messageId: envelope.messageId } : {}),
            }))
            .sort((a, b) => a.uid - b.uid);
        } finally {
          lock.release();
        }
      } finally {
        await imap.logout();
      }
    },
    running: () => current?.running ?? false,
    stop,
    start,
    log: () => readFile(logFile, 'utf8').catch(() => ''),
  };
}
