import type { Database } from '../db';

/**
 * The first VACUUM ANALYZE after a start comes soon, so that a server restarted more often than the
 * interval (every deploy) still gets one, and late enough to stay clear of the start's own work.
 */
const FIRST_VACUUM_AFTER_MS = 60_000;
/** Then this often. */
const VACUUM_INTERVAL_MS = 6 * 60 * 60_000;

type Log = { info(fields: object, message: string): void; warn(fields: object, message: string): void };

/** VACUUM ANALYZE of the embedded database (PGlite has no autovacuum), logged with its duration. */
export async function vacuumEmbedded(db: Database, log: Log, trigger: 'schedule' | 'db:vacuum'): Promise<number> {
  const started = performance.now();
  await db.maintain();
  const durationMs = Math.round(performance.now() - started);
  log.info({ durationMs, trigger }, `VACUUM ANALYZE of the embedded database took ${durationMs} ms (${trigger})`);
  return durationMs;
}

/**
 * Runs `vacuumEmbedded` `firstAfterMs` after now, then every `everyMs`; returns the stop. A failed run
 * (the database closing, its storage failing) is logged and the schedule goes on.
 */
export function scheduleVacuum(
  db: Database,
  log: Log,
  { firstAfterMs = FIRST_VACUUM_AFTER_MS, everyMs = VACUUM_INTERVAL_MS } = {},
): () => void {
  const run = () => {
    vacuumEmbedded(db, log, 'schedule').catch((error: unknown) =>
      log.warn({ err: error }, 'VACUUM ANALYZE of the embedded database failed'),
    );
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    run();
    interval = setInterval(run, everyMs).unref();
  }, firstAfterMs).unref();
  return () => {
    clearTimeout(first);
    clearInterval(interval);
  };
}
