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
  /**
   * Its arguments as strace shows them: descriptors with the file or socket behind them (`-y`), strings
   * cut to `STRING_BYTES`. A read's buffer is there once it has returned.
   */
  args: string;
};

const SYNC_CALLS = ['fsync', 'fdatasync', 'sync_file_range', 'syncfs', 'sync'];
/** Calls that count where they begin: what is written is decided then. Every other one where it returns. */
const COUNTED_AT_START = ['write', 'writev'];
/** Enough of each buffer to read an HTTP request line or status line. */
const STRING_BYTES = 32;

/**
 * Starts tracing `pid` (all its threads) for the sync calls, reads and writes; `stop()` detaches and
 * resolves with the calls seen. A write counts where it begins and any other call where it returns, so
 * "read, then sync, then write" in this order means the write began after the sync had returned, which
 * began after the read had.
 */
export async function traceSyscalls(pid: number, cleanup: Cleanup) {
  const output = join(await tempDir(cleanup, 'invoiceflow-strace-'), 'trace');
  const trace = [...SYNC_CALLS, 'read', ...COUNTED_AT_START].join(',');
  const strace = spawn(
    'strace',
    ['-f', '-y', '-s', String(STRING_BYTES), '-e', `trace=${trace}`, '-o', output, '-p', String(pid)],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const exited = new Promise<string>((done) => {
    strace.once('exit', (code, signal) => done(signal ?? String(code)));
    // Not installed, or not allowed to trace (ptrace_scope): said once, not an unhandled event.
    strace.once('error', (error) => done(error.message));
  });
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
 * strace's lines, prefixed with the thread's id with -f: `name(args) = result`, or split in two where
 * another thread's call came between, `name(args <unfinished ...>` then `<... name resumed>rest) = result`.
 * A call still under way when strace detached ends `<detached ...>`: a write counts all the same, as its
 * bytes may already have reached the client (the last 201 before `stop()` was once missed without this).
 */
function parse(text: string): Syscall[] {
  const calls: Syscall[] = [];
  const begun = new Map<string, string>();
  for (const line of text.split('\n')) {
    const call =
      /^(?:\[pid\s+)?(\d+)\]?\s+(?:<\.\.\. (\w+) resumed>(.*)|(\w+)\((.*)\) += .*|(\w+)\((.*) <(?:unfinished|detached) \.\.\.>)$/.exec(
        line,
      );
    if (!call) continue;
    const [, thread, resumedName, rest, wholeName, wholeArgs, begunName, begunArgs] = call;
    if (begunName) {
      if (COUNTED_AT_START.includes(begunName)) calls.push({ name: begunName, args: begunArgs! });
      else begun.set(`${thread} ${begunName}`, begunArgs!);
    } else if (wholeName) {
      calls.push({ name: wholeName, args: wholeArgs! });
    } else if (resumedName && !COUNTED_AT_START.includes(resumedName)) {
      calls.push({ name: resumedName, args: `${begun.get(`${thread} ${resumedName}`) ?? ''}${rest}` });
      begun.delete(`${thread} ${resumedName}`);
    }
  }
  return calls;
}

export const isSync = (call: Syscall) => SYNC_CALLS.includes(call.name);
