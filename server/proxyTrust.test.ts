import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from './app';
import { loadConfig } from './config';
import { proxyTrustWarning } from './proxyTrust';
import { createTestDatabase, TEST_JWT_SECRET, testConfig, type TestDatabase } from '@testing/server/harness';

const DIRECT_CLIENT = '198.51.100.7';
const PROXY = '10.0.0.1';
const VISITOR = '203.0.113.9';
/** What a client writes into X-Forwarded-For to be taken for someone else. */
const CHOSEN = '192.0.2.66';

/** The client address the server sees (`request.ip`, what every limit and log line goes by) for: */
type Sightings = {
  /** a client connecting directly, without the header; */
  directPlain: string;
  /** the same client sending `X-Forwarded-For: CHOSEN`; */
  directForged: string;
  /** a visitor through the proxy, which appends the visitor's address to the header; */
  viaProxy: string;
  /** a visitor through the proxy who sent `X-Forwarded-For: CHOSEN` of their own first. */
  viaProxyForged: string;
  /** whether the server warns at start. */
  warns: boolean;
};

const FORMS: Array<[string, string, Sightings]> = [
  [
    'not set (false): the connection address, always',
    'false',
    { directPlain: DIRECT_CLIENT, directForged: DIRECT_CLIENT, viaProxy: PROXY, viaProxyForged: PROXY, warns: false },
  ],
  [
    "the proxy's address: forwarded addresses from the proxy only",
    PROXY,
    {
      directPlain: DIRECT_CLIENT,
      directForged: DIRECT_CLIENT,
      viaProxy: VISITOR,
      viaProxyForged: VISITOR,
      warns: false,
    },
  ],
  [
    "the proxy's range, with an IPv6 one: the same",
    '10.0.0.0/24,fd00::/8',
    {
      directPlain: DIRECT_CLIENT,
      directForged: DIRECT_CLIENT,
      viaProxy: VISITOR,
      viaProxyForged: VISITOR,
      warns: false,
    },
  ],
  [
    'a hop count of 1: a direct client chooses its address',
    '1',
    { directPlain: DIRECT_CLIENT, directForged: CHOSEN, viaProxy: VISITOR, viaProxyForged: VISITOR, warns: true },
  ],
  [
    'true: every client chooses its address, through the proxy too',
    'true',
    { directPlain: DIRECT_CLIENT, directForged: CHOSEN, viaProxy: VISITOR, viaProxyForged: CHOSEN, warns: true },
  ],
  [
    'ranges holding every IPv4 address: as true',
    '0.0.0.0/1,128.0.0.0/1',
    { directPlain: DIRECT_CLIENT, directForged: CHOSEN, viaProxy: VISITOR, viaProxyForged: CHOSEN, warns: true },
  ],
  [
    'a hop count of 0: as false',
    '0',
    { directPlain: DIRECT_CLIENT, directForged: DIRECT_CLIENT, viaProxy: PROXY, viaProxyForged: PROXY, warns: false },
  ],
];

describe('TRUST_PROXY', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.drop();
  });

  describe.each(FORMS)('%s', (_name, setting, expected) => {
    let app: FastifyInstance;
    const lines: string[] = [];
    beforeAll(async () => {
      app = await buildApp({
        config: testConfig({ TRUST_PROXY: setting }),
        db: database.db,
        jwtSecret: TEST_JWT_SECRET,
        logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
      });
      // What the server takes for the client's address, as the limits and the log lines take it.
      app.get('/client-address', async (request) => ({ address: request.ip }));
    });
    afterAll(async () => {
      await app.close();
    });

    const seen = async (remoteAddress: string, forwardedFor?: string) => {
      const response = await app.inject({
        url: '/client-address',
        remoteAddress,
        headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      });
      return response.json<{ address: string }>().address;
    };

    it('takes the client address a direct client and a proxied visitor are seen with', async () => {
      expect({
        directPlain: await seen(DIRECT_CLIENT),
        directForged: await seen(DIRECT_CLIENT, CHOSEN),
        viaProxy: await seen(PROXY, VISITOR),
        viaProxyForged: await seen(PROXY, `${CHOSEN}, ${VISITOR}`),
        warns: lines.some((line) => JSON.parse(line).level === 40 && /TRUST_PROXY/.test(JSON.parse(line).msg)),
      }).toEqual(expected);
    });
  });

  it('says what a direct client can do and what to set instead, in each warning', () => {
    expect(proxyTrustWarning('1')).toMatch(
      /^TRUST_PROXY=1 believes the last entry of X-Forwarded-For whoever sends it: a client that reaches the server directly.*chooses its own address.*reachable only through the proxy.*TRUST_PROXY=10\.0\.0\.5/,
    );
    expect(proxyTrustWarning('2')).toMatch(/^TRUST_PROXY=2 believes the last 2 entries/);
    expect(proxyTrustWarning('true')).toMatch(/^TRUST_PROXY=true believes every X-Forwarded-For header/);
    expect(proxyTrustWarning('10.0.0.1, 0.0.0.0/1,128.0.0.0/1, ::/1')).toMatch(
      /^TRUST_PROXY lists 0\.0\.0\.0\/1, 128\.0\.0\.0\/1, ::\/1, wider than any proxy needs/,
    );
    for (const quiet of [undefined, '', 'false', '0', '10.0.0.1', '10.0.0.0/8,fc00::/7', 'loopback,uniquelocal']) {
      expect(proxyTrustWarning(quiet)).toBeUndefined();
    }
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxyWarning).toBe(proxyTrustWarning('1'));
  });
});
