import { parseArgs } from 'node:util';

import { createUserRequestSchema } from '@shared/contract';
import { loadConfig } from '../config';
import { holdsEmbeddedDatabase, openDatabase } from '../db';
import { parseOrThrow } from '../http';
import { recordAudit } from '../repositories/audit';
import { createSecondFactorRepository } from '../repositories/secondFactor';
import { createUserRepository } from '../repositories/users';
import { generatePassword, hashPassword } from '../services/passwords';

const usage = `Usage: npm run admin:create -- --email you@example.com [--first-name Ada] [--last-name Lovelace] [--password …] [--reset-2fa]

Adds an administrator, or resets the password of the account with that e-mail (and makes it an
administrator), which signs out every session it had. Without --password a strong one is generated and printed once.
With --reset-2fa, the account's second factor (a lost phone) is turned off too, with its recovery codes.
Uses the same database as the server (DATA_DIR or DATABASE_URL); stop a server using the embedded database first.`;

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string', default: 'Site' },
      'last-name': { type: 'string', default: 'Administrator' },
      password: { type: 'string' },
      'reset-2fa': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.email) {
    console.info(usage);
    process.exit(values.help ? 0 : 1);
  }
  const password = values.password ?? generatePassword();
  const account = parseOrThrow(
    createUserRequestSchema,
    { email: values.email, firstName: values['first-name'], lastName: values['last-name'], password },
    'Arguments',
  );
  const config = loadConfig();
  // Before the first `npm start` there is no database yet, and making one here is fine; a DATA_DIR with a
  // typo is the same case, so the operator is told which folder now holds the account.
  const newEmbeddedDatabase = !config.databaseUrl && !holdsEmbeddedDatabase(config.dataDir);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const user = await createUserRepository(db).upsert({
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      passwordHash: await hashPassword(password),
      isAdmin: true,
    });
    if (values['reset-2fa']) {
      await createSecondFactorRepository(db).disable(user.id);
      await recordAudit(db, {
        action: 'two_factor_disabled',
        actorId: null,
        targetType: 'user',
        targetIds: [user.id],
        detail: 'reset with admin:create',
      });
    }
    if (newEmbeddedDatabase) {
      console.info(
        `DATA_DIR ${config.dataDir} held no database: a new one was made there. A server started with another ` +
          'DATA_DIR will not see this administrator.',
      );
    }
    console.info(`Administrator ready: ${user.email}`);
    if (values['reset-2fa']) console.info('Two-factor authentication: turned off. Set it up again from the portal.');
    if (!values.password) console.info(`Password (shown once): ${password}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
