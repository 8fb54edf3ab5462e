import { buildApp } from './app';
import { loadConfig } from './config';
import { openPglite } from './db/pglite';

// The API document as the routes declare it, apart from server/openapi.ts: this builds the whole app,
// and the app loads openapi.ts, so keeping both in one module would make an import cycle.

/** Where the document is kept, from the repository's root; `npm run openapi` writes it. */
export const OPENAPI_PATH = 'docs/openapi.json';

/** The document as it is checked in: stable key order as Fastify registers, two-space indents, a final newline. */
export const serializeDocument = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`;

/**
 * The document the routes declare, from the whole server as `buildApp` makes it (an empty in-memory
 * database, which building never queries; the document depends on no setting).
 */
export async function generateApiDocument(): Promise<unknown> {
  const db = await openPglite(null);
  try {
    const app = await buildApp({
      config: loadConfig({ SITE_DIR: 'none' }),
      db,
      jwtSecret: 'a key the document does not depend on, long enough',
      openApi: true,
    });
    await app.ready();
    const document = app.swagger();
    await app.close();
    return document;
  } finally {
    await db.close();
  }
}
