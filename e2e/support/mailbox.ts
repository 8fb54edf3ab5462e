import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * The e2e servers send their mails to a real SMTP server on loopback, started by global-setup, which
 * files each mail it accepts as a `.eml` file in a folder: the specs run in other processes, and read
 * the folder to see what arrived, as a recipient would.
 */
export async function startE2eMailbox(folder: string): Promise<{ url: string; stop(): Promise<void> }> {
  await mkdir(folder, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        const name = `${String(received).padStart(6, '0')}.eml`;
        writeFile(join(folder, name), Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const folder = () => {
  const path = process.env.E2E_MAILBOX_DIR;
  if (!path) throw new Error('E2E_MAILBOX_DIR is not set: run this spec through playwright.config.ts');
  return path;
};

/** Every mail that has arrived for `address` so far, oldest first. */
export async function mailsTo(address: string): Promise<ParsedMail[]> {
  const names = (await readdir(folder())).filter((name) => name.endsWith('.eml')).sort();
  const mails = await Promise.all(names.map(async (name) => simpleParser(await readFile(join(folder(), name)))));
  return mails.filter((mail) =>
    [mail.to]
      .flat()
      .flatMap((to) => to?.value ?? [])
      .some((recipient) => recipient.address?.toLowerCase() === address.toLowerCase()),
  );
}
