/**
 * What a running server asks of the kernel, seen by strace attached to every one of its threads: the
 * durability test (server/faults/dataDir.test.ts) counts its syncs and checks that none of its answers is
 * written before the sync it depends on.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { type Cleanup, tempDir } from './processes';

/** One system call strace saw, in the order they happened. */
export type Syscall = {
  name: string;
  /** The call's start: its arguments as strace shows them (strings cut to `STRING_BYTES`). */
  args: string;
};

const SYNC_CALLS = ['fsync', 'fdatasync', 'sync_file_range', 'syncfs', 'sync'];
/** Enough of each written buffer to read an HTTP status line. */
const STRING_BYTES = 16;

/**
 * Starts tracing `pid` (all its threads) for the sync calls and for writes; `stop()` detaches and
 * resolves with the calls seen. A sync counts where it completes and a write where it starts, so "sync
 * before write" in this order means the write began after the sync had returned.
 */
export async function traceSyscalls(pid: number, cleanup: Cleanup) {
  const output = join(await tempDir(cleanup, 'invoiceflow-strace-'), 'trace');
  const trace = [...SYNC_CALLS, 'write', 'writev'].join(',');
  const strace = spawn(
    'strace',
    ['-f', '-s', String(STRING_BYTES), '-e', `trace=${trace}`, '-o', output, '-p', String(pid)],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const exited = new Promise<string>((done) => strace.once('exit', (code, signal) => done(signal ?? String(code))));
  cleanup.add(`stop strace ${strace.pid}`, () => strace.exitCode === null && strace.kill('SIGKILL'));
  // Calls made before strace has attached to every thread would go unseen: it says when it has.
  let said = '';
  await new Promise<void>((attached, failed) => {
    strace.stderr!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (/Process \d+ attached/.test(said)) attached();
    });
    void exited.then(() => failed(new Error(`strace could not attach to ${pid}: ${said.trim()}`)));
  });

  return {
    async stop(): Promise<Syscall[]> {
      strace.kill('SIGINT');
      // It detaches from every thread, then ends by the signal it was sent.
      const end = await exited;
      if (end !== 'SIGINT' && end !== '0') throw new Error(`strace ended with ${end}: ${said.trim()}`);
      return parse(await readFile(output, 'utf8'));
    },
  };
}

/**
 * strace's lines, `[pid N] ` prefixed with -f: `name(args) = result`, or split in two where another
 * thread's call came between, `name(args <unfinished ...>` then `<... name resumed>) = result`.
 */
function parse(text: string): Syscall[] {
  const calls: Syscall[] = [];
  for (const line of text.split('\n')) {
    const call =
      /^(?:\[pid\s+\d+\]\s+|\d+\s+)?(?:<\.\.\. (\w+) resumed>|(\w+)\((.*?)(?: <unfinished \.\.\.>|\) += .*)$)/.exec(
        line,
      );
    if (!call) continue;
    const [, resumed, started, args = ''] = call;
    const name = (resumed ?? started)!;
    const isSync = SYNC_CALLS.includes(name);
    // A sync counts when it returns (its resumed line, or its whole line); a write when it begins.
    if (isSync && (resumed || !line.includes('<unfinished'))) calls.push({ name, args });
    else if (!isSync && started) calls.push({ name, args });
  }
  return calls;
}

export const isSync = (call: Syscall) => SYNC_CALLS.includes(call.name);
