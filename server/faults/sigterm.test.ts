import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { connect } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  acceptsConnections,
  adminToken,
  type Answer,
  buildServerBundle,
  Cleanup,
  compareStored,
  createDatabase,
  describeCounts,
  report,
  type ServerProcess,
  type SignUp,
  sendSignUps,
  startServerProcess,
  type StoredEntry,
  tally,
  tempDir,
  waitFor,
  waitlistInDatabase,
  waitlistThroughApi,
} from '@testing/server/processes';
import { databaseKinds } from '@testing/server/harness';
import { freshDatabaseEnv } from '@testing/server/serverDatabases';

/**
 * Guarantee: SIGTERM drains. Requests the server is handling when SIGTERM arrives complete with their
 * normal answers (and what they acknowledge is stored); new connections are refused from then on; the
 * process then exits 0 by itself, promptly.
 */
/** Requests held in flight across the SIGTERM: their bodies are half sent when it arrives. */
const IN_FLIGHT = 100;
/** How long the process may take to exit once the last request in flight is answered. */
const EXIT_WITHIN_MS = 5_000;

const cleanup = new Cleanup();
let entry: string;

beforeAll(async () => {
  entry = await buildServerBundle(cleanup);
});
afterAll(() => cleanup.run());

type HeldRequest = { email: string; finish(): void; answer: Promise<Answer> };

/**
 * Starts a sign-up on its own connection and sends its headers and the first half of its body, so the
 * server has begun handling it and waits for the rest; `finish()` sends the rest.
 */
function holdSignUp(url: string, email: string): HeldRequest {
  const body = JSON.stringify({ email, name: 'Drain Test', source: 'faults' });
  const half = Math.floor(body.length / 2);
  const started = performance.now();
  let settle: (answer: Answer) => void = () => {};
  const answer = new Promise<Answer>((resolve) => (settle = resolve));
  const request = http.request(
    `${url}/api/webpage/waitlist`,
    {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    },
    (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        settle({ status: response.statusCode ?? null, body: text, ms: performance.now() - started }),
      );
    },
  );
  request.on('error', (error: NodeJS.ErrnoException) =>
    settle({ status: null, body: '', error: error.code ?? error.message, ms: performance.now() - started }),
  );
  request.write(body.slice(0, half));
  return { email, finish: () => request.end(body.slice(half)), answer };
}

/** How many requests the server has begun (each is logged when it arrives, at level debug). */
const requestsBegun = (server: ServerProcess, from: number) =>
  server.output().slice(from).split('"msg":"incoming request"').length - 1;

describe.each(databaseKinds)('SIGTERM (%s)', (kind) => {
  let env: Record<string, string>;
  let databaseUrl = '';
  const run = randomBytes(3).toString('hex');
  const stored = async (): Promise<StoredEntry[]> => {
    if (kind === 'postgres') return waitlistInDatabase(databaseUrl);
    // The embedded database is the server's alone: start it again to read what it kept.
    const reader = await startServerProcess({ entry, env, cleanup });
    try {
      return await waitlistThroughApi(reader.url, await adminToken(reader.url));
    } finally {
      await reader.kill('SIGTERM');
    }
  };

  beforeAll(async () => {
    if (kind === 'postgres') databaseUrl = await createDatabase(process.env.TEST_DATABASE_URL!, cleanup);
    env = kind === 'postgres' ? { DATABASE_URL: databaseUrl } : { DATA_DIR: await tempDir(cleanup) };
  });

  it('lets the requests in flight finish, refuses new connections, and exits 0', { timeout: 60_000 }, async () => {
    const server = await startServerProcess({ entry, env: { ...env, LOG_LEVEL: 'debug' }, cleanup });
    const logFrom = server.output().length;
    const held = Array.from({ length: IN_FLIGHT }, (_, index) =>
      holdSignUp(server.url, `drain-${run}-${index}@faults.example.com`),
    );
    await waitFor(
      `the server to log "incoming request" (level debug) for all ${IN_FLIGHT} requests`,
      async () => (requestsBegun(server, logFrom) >= IN_FLIGHT ? true : undefined),
      15_000,
    );

    process.kill(server.pid, 'SIGTERM');
    await waitFor(
      'the listening socket to close',
      async () => ((await acceptsConnections(server.url)) ? undefined : true),
      5_000,
    );
    // New connections are refused now, while the requests in flight hold the process open.
    const drainingWhileRefusing = server.running();

    for (const request of held) request.finish();
    const answers = await Promise.all(held.map((request) => request.answer));
    const lastAnswerAt = performance.now();
    const exit = await server.exited;
    const exitMs = performance.now() - lastAnswerAt;

    const statuses: Record<string, number> = {};
    for (const answer of answers) {
      const key = answer.status === null ? (answer.error ?? 'no answer') : String(answer.status);
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
    const signUps: SignUp[] = held.map((request, index) => ({
      email: request.email,
      target: server.url,
      answer: answers[index]!,
      id: answers[index]!.status === 201 ? (JSON.parse(answers[index]!.body) as { id: number }).id : undefined,
    }));
    const comparison = compareStored(
      tally(signUps).acknowledged,
      await stored(),
      held.map((request) => request.email),
    );
    report(
      `SIGTERM ${kind}, requests in flight: ${IN_FLIGHT} held across the signal, answered ${describeCounts(statuses)}; ` +
        `new connections refused; exit ${exit.code ?? exit.signal} ${Math.round(exitMs)} ms after the last answer; ` +
        `lost ${comparison.missing.length}`,
    );
    expect(statuses).toEqual({ 201: IN_FLIGHT });
    expect(drainingWhileRefusing).toBe(true);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitMs).toBeLessThan(EXIT_WITHIN_MS);
    expect(comparison).toEqual({ missing: [], wrongId: [], duplicated: [], neverSent: [] });
  });

  it('under a load of sign-ups, answers each one and loses none it acknowledged', { timeout: 60_000 }, async () => {
    const server = await startServerProcess({ entry, env, cleanup });
    let stopping = false;
    let signalled = 0;
    const load = sendSignUps({
      count: 5_000,
      concurrency: 50,
      target: () => server.url,
      email: (index) => `drain-load-${run}-${index}@faults.example.com`,
      // Once the server has exited every request would be refused: stop there.
      stop: () => stopping && !server.running(),
      onFinished: (finished) => {
        if (finished === 1_000) {
          stopping = true;
          signalled = performance.now();
          process.kill(server.pid, 'SIGTERM');
        }
      },
      timeoutMs: 10_000,
    });
    const signUps = await load;
    const exit = await server.exited;
    const exitMs = performance.now() - signalled;
    const result = tally(signUps);
    const comparison = compareStored(
      result.acknowledged,
      (await stored()).filter((row) => row.email.startsWith(`drain-load-${run}-`)),
      signUps.map((signUp) => signUp.email),
    );
    report(
      `SIGTERM ${kind}, under load (50 in flight): sent ${result.sent}, answered ${describeCounts(result.statuses)}, ` +
        `no answer ${describeCounts(result.noAnswer)}; exit ${exit.code ?? exit.signal} ${Math.round(exitMs)} ms after SIGTERM; ` +
        `lost ${comparison.missing.length}`,
    );
    expect(exit).toEqual({ code: 0, signal: null });
    expect(comparison).toEqual({ missing: [], wrongId: [], duplicated: [], neverSent: [] });
    // Every request was answered normally, or refused a connection (so certainly not taken): none was cut off.
    expect(Object.keys(result.statuses)).toEqual(['201']);
    expect(Object.keys(result.noAnswer).filter((reason) => reason !== 'ECONNREFUSED')).toEqual([]);
  });
});

/** A kept-alive HTTP/1.1 connection written by hand: the test sees each byte and when the server ends it. */
function rawConnection(url: string) {
  const { hostname, port } = new URL(url);
  const socket = connect({ host: hostname, port: Number(port) });
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  const ended = new Promise<void>((done) => socket.once('close', () => done()));
  return { socket, received: () => received, ended };
}

describe('SIGTERM and kept-alive connections', () => {
  it('answers a request in flight with Connection: close even after the grace, then exits at once', async () => {
    const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    const env = await freshDatabaseEnv(kind, cleanup);
    const server = await startServerProcess({ entry, env: { ...env, LOG_LEVEL: 'debug' }, cleanup });
    const host = new URL(server.url).host;

    // One connection idle after an answer, which the server closes when the grace after SIGTERM ends.
    const idle = rawConnection(server.url);
    idle.socket.write(`GET /health HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
    await waitFor('the idle connection to be answered', async () =>
      idle.received().endsWith('{"status":"ok"}') ? true : undefined,
    );
    // One request in flight across the grace: its headers and half its body sent, the rest after the grace.
    const body = JSON.stringify({ email: `kept-alive-${randomBytes(3).toString('hex')}@faults.example.com` });
    const half = Math.floor(body.length / 2);
    const held = rawConnection(server.url);
    const logFrom = server.output().length;
    held.socket.write(
      `POST /api/webpage/waitlist HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
    );
    await waitFor('the server to begin the held request', async () =>
      requestsBegun(server, logFrom) >= 1 ? true : undefined,
    );

    process.kill(server.pid, 'SIGTERM');
    await idle.ended;
    const finishedAt = performance.now();
    held.socket.write(body.slice(half));
    await held.ended;
    const closedMs = performance.now() - finishedAt;
    const exit = await server.exited;
    const exitMs = performance.now() - finishedAt;

    const answer = held.received();
    report(
      `SIGTERM, a kept-alive request answered after the grace: ${answer.split('\r\n')[0]}, ` +
        `${/^connection: .*$/im.exec(answer)?.[0] ?? 'no Connection header'}; its connection closed ` +
        `${Math.round(closedMs)} ms and the process exited ${exit.code ?? exit.signal} ${Math.round(exitMs)} ms ` +
        'after the request was whole',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(answer).toMatch(/^connection: close\r$/im);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitMs).toBeLessThan(EXIT_WITHIN_MS);
  });
});
