import { createHash } from 'node:crypto';
import { realpath } from 'node:fs/promises';
import { createServer } from 'node:net';

/**
 * Makes `dataDir` this process's alone. PGlite has no lock of its own, and two processes on one data
 * dir silently lose acknowledged rows and corrupt indexes. The lock is a Linux abstract socket named
 * after the directory: binding fails at once if another process holds it, and the kernel releases it
 * when the holder exits, even after SIGKILL, so no stale lock file is ever left behind.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const canonical = await realpath(dataDir);
  const name = `\0invoiceflow-pglite-${createHash('sha256').update(canonical).digest('hex').slice(0, 32)}`;
  const holder = createServer();
  await new Promise<void>((resolve, reject) => {
    holder.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `The embedded database in ${canonical} is already open in another process. ` +
                'Stop that process first, or give this one its own DATA_DIR (or a DATABASE_URL to share PostgreSQL).',
            )
          : error,
      );
    });
    holder.listen(name, () => resolve());
  });
  // The lock must not keep the process alive by itself.
  holder.unref();
  return () => new Promise<void>((resolve) => holder.close(() => resolve()));
}
