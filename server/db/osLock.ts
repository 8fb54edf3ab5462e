import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';

/** An OS lock this process holds; released when it asks, or by the kernel when this process dies. */
export type OsLock = { release(): Promise<void> };

/**
 * An exclusive flock(2) on `path` (the data directory). Node has no flock without a native add-on, so a
 * small child process takes it: util-linux's flock(1), running `cat` on our end of a pipe. The lock lives
 * as long as that child, and the child as long as the pipe: it ends when we close the pipe (release) and
 * when this process dies in any way, SIGKILL included, since the kernel closes our end then. The kernel
 * knows the folder by its inode, so the lock holds whatever path, bind mount or namespace reaches it.
 *
 * Resolves with the lock; with `'held'` when another process holds it; with `'unavailable'` where flock(1)
 * is missing (macOS, a minimal container) or cannot lock that folder: the lock file then decides alone.
 */
export function takeOsLock(path: string): Promise<OsLock | 'held' | 'unavailable'> {
  return new Promise((resolve) => {
    let child;
    try {
      child = spawn('flock', ['--exclusive', '--nonblock', path, 'sh', '-c', 'echo locked; exec cat > /dev/null'], {
        stdio: ['pipe', 'pipe', 'ignore'],
      });
    } catch {
      resolve('unavailable');
      return;
    }
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    // A child that died on its own makes writes to it fail; there is nothing to write anyway.
    child.stdin.on('error', () => {});
    // flock(1) exits with 1 when the lock is taken (--nonblock) and another code on any other failure.
    child.once('exit', (code) => resolve(code === 1 ? 'held' : 'unavailable'));
    child.once('error', () => resolve('unavailable'));
    child.stdout.once('data', () => {
      // Neither the child nor its pipes may keep this process alive.
      child.stdout.destroy();
      (child.stdin as Socket).unref();
      child.unref();
      resolve({
        async release() {
          // Referenced again while it ends: otherwise, with nothing else to do, this process would exit
          // before hearing that the child has, and whatever awaits the release would never run.
          child.ref();
          child.stdin.end();
          await exited;
        },
      });
    });
  });
}
