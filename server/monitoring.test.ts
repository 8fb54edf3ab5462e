/*
 * What an operator sees of the built server (`node dist/server/main.js`) on its first start: the terminal
 * lines, the JSON log, and what Prometheus scrapes (`curl -H 'Authorization: Bearer …' /metrics`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { databaseKinds } from '@testing/server/harness';
import {
  buildServerBundle,
  Cleanup,
  FAULTS_ADMIN,
  type ServerProcess,
  startServerProcess,
  waitFor,
} from '@testing/server/processes';
import { freshDatabaseEnv } from '@testing/server/serverDatabases';

const METRICS_TOKEN = 'a-metrics-token-of-at-least-32-characters';

/** The families docs/operations.md lists under Monitoring. */
const FAMILIES = [
  'http_requests_total',
  'http_request_duration_seconds',
  'invoiceflow_rate_limited_total',
  'invoiceflow_login_locked_out_total',
  'invoiceflow_mail_outbox',
  'invoiceflow_mail_oldest_queued_age_seconds',
  'invoiceflow_database_up',
  'nodejs_eventloop_lag_seconds',
  'process_cpu_seconds_total',
];

const cleanup = new Cleanup();
let server: ServerProcess;
let password: string;

/** The process's output as lines, told apart: JSON log lines, and everything else (the console's). */
const outputLines = () => {
  const lines = server.output().split('\n').filter(Boolean);
  return {
    json: lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>),
    console: lines.filter((line) => !line.startsWith('{')),
  };
};

beforeAll(async () => {
  const entry = await buildServerBundle(cleanup);
  // PostgreSQL when the run has one (a new database costs less than a new embedded one).
  const env = await freshDatabaseEnv(databaseKinds.at(-1)!, cleanup);
  server = await startServerProcess({
    entry,
    // No ADMIN_PASSWORD (empty counts as unset): the first start generates one and prints it.
    env: { ...env, ADMIN_PASSWORD: '', METRICS_TOKEN, LOG_LEVEL: 'info' },
    cleanup,
  });
  password = (await server.waitForOutput(/Password \(shown once[^)]*\): (\S+)/))[1]!;
}, 120_000);
afterAll(async () => {
  await server?.kill('SIGTERM');
  await cleanup.run();
});

describe('the built server, started for the first time', () => {
  it('prints the first administrator’s password on the terminal, and never into the JSON log', async () => {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: FAULTS_ADMIN.email, password }),
    });
    expect(login.status).toBe(200);
    const { json, console: printed } = outputLines();
    expect(json.length).toBeGreaterThan(0);
    expect(printed.filter((line) => line.includes(password))).toHaveLength(1);
    expect(json.filter((line) => JSON.stringify(line).includes(password))).toEqual([]);
  });

  it('shows its metrics to the bearer of METRICS_TOKEN', async () => {
    const scrape = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scrape.status).toBe(200);
    const text = await scrape.text();
    for (const family of FAMILIES) expect(text, family).toMatch(new RegExp(`^# TYPE ${family} `, 'm'));
    expect(text).toMatch(/^invoiceflow_database_up 1$/m);
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
  });

  it('takes X-Request-Id: abc-123, echoes it, and writes it in the request’s access line', async () => {
    const response = await fetch(`${server.url}/health/ready`, { headers: { 'x-request-id': 'abc-123' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('abc-123');
    const line = await waitFor('the access line of abc-123', async () =>
      outputLines().json.find((entry) => entry.reqId === 'abc-123'),
    );
    expect(line).toMatchObject({
      level: 30,
      method: 'GET',
      route: '/health/ready',
      path: '/health/ready',
      statusCode: 200,
      responseTimeMs: expect.any(Number),
      client: '127.0.0.1',
    });
  });
});
