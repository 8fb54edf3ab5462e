import { createHmac } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  EARLY_BIRD_DISCOUNT,
  invitePreviewSchema,
  inviteRunListSchema,
  inviteRunSchema,
  redeemResponseSchema,
  type WaitlistStatus,
} from '@shared/contract';
import { buildApp, REDEEM_RATE_LIMIT_PER_MINUTE } from '../app';
import { createInviteCodes } from '../launch/inviteCodes';
import { SAMPLE_INVITE_CODE } from '../launch/invites';
import { SERVICE_TOKEN_MESSAGE } from '../launch/serviceToken';
import { storedInviteRuns } from '../db/direct/invites';
import { seedMails, setInviteMailState, storedMails } from '../db/direct/outbox';
import { countRows } from '../db/direct/tables';
import { numberedSignUps, seedSignUps, setLaunchState, storedSignUps } from '../db/direct/waitlist';
import { createUserRepository } from '../repositories/users';
import { hashPassword } from '../services/passwords';
import {
  ADMIN,
  createTestApp,
  createTestDatabase,
  databaseKinds,
  setupTestApp,
  TEST_JWT_SECRET,
  testConfig,
  type TestApp,
  type TestDatabase,
} from '@testing/server/harness';
import { deleteKeys, redisAvailable, testRedisUrl, uniqueKeyPrefix } from '@testing/server/redis';
import { LAUNCH_URL_MISSING_MESSAGE, NOBODY_WAITING_MESSAGE, UNKNOWN_CODE_MESSAGE, USED_CODE_MESSAGE } from './launch';

const LAUNCH_URL = 'https://app.invoiceflow.test/signup?plan=early';
const LAUNCH_API_TOKEN = 'launch-service-token-0123456789-abcdefghij';
const launchConfig = { LAUNCH_URL, LAUNCH_API_TOKEN };

/** The codes the test app makes: derived from its JWT secret, as buildApp does without a stored key. */
const codes = createInviteCodes(createHmac('sha256', TEST_JWT_SECRET).update('invite codes').digest('base64url'));
const codeOf = (id: number, email: string) => codes.codeFor({ id, email });

type Seed = { email: string; name?: string; status?: WaitlistStatus; at: string };

/**
 * Inserts entries in order (ids 1, 2, …) at the given instants. An invited, joined or removed one gets
 * an invite time and the hash of its code, as a run would have left it.
 */
async function seed(t: TestApp, entries: readonly Seed[]): Promise<number[]> {
  const ids = await seedSignUps(
    t.db,
    entries.map((entry) => ({ email: entry.email, name: entry.name ?? null, createdAt: entry.at })),
  );
  for (const [index, { email, status = 'waiting' }] of entries.entries()) {
    const id = ids[index]!;
    if (status !== 'waiting')
      await setLaunchState(t.db, id, { status, inviteCodeHash: codes.hashOf(codeOf(id, email)) });
  }
  return ids;
}

/** `count` waiting entries, one a minute from 2026-01-01 (ids 1…count): person1 signed up first. */
const seedMany = (t: TestApp, count: number) =>
  seedSignUps(t.db, numberedSignUps(count, 'person', '2026-01-01T00:00:00Z', 60_000));

const entriesByStatus = async (t: TestApp) => {
  const ids: Partial<Record<WaitlistStatus, number[]>> = {};
  for (const { id, status } of await storedSignUps(t.db)) (ids[status] ??= []).push(id);
  return ids;
};

const inviteMails = async (t: TestApp) =>
  (await storedMails(t.db))
    .filter((mail) => mail.kind === 'invite')
    .sort((a, b) => a.waitlist_entry_id! - b.waitlist_entry_id!);

describe.each(databaseKinds)('launch invites on %s', (kind) => {
  const t = setupTestApp(kind, { config: launchConfig });

  const post = (url: string, payload: object, headers: Record<string, string> = t.auth) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const get = (url: string) => t.app.inject({ url, headers: t.auth });
  /** The same call to another app on the same database, configured without LAUNCH_URL. */
  const postWithoutLaunchUrl = async (url: string, payload: object) => {
    const unlaunched = await createTestApp({ db: t.db, drop: async () => {} });
    try {
      return await unlaunched.app.inject({ method: 'POST', url, headers: unlaunched.auth, payload });
    } finally {
      await unlaunched.close();
    }
  };

  const people: Seed[] = [
    { email: 'late@example.com', name: 'Late', at: '2026-03-05T10:00:00Z' },
    { email: 'first@example.com', name: 'Ada', at: '2026-03-01T10:00:00Z' },
    { email: 'invited@example.com', status: 'invited', at: '2026-02-01T10:00:00Z' },
    { email: 'joined@example.com', status: 'joined', at: '2026-02-02T10:00:00Z' },
    { email: 'removed@example.com', status: 'removed', at: '2026-02-03T10:00:00Z' },
    { email: 'second@example.com', name: 'Grace', at: '2026-03-02T10:00:00Z' },
  ];

  describe('POST /api/launch/invites/preview', () => {
    it('counts the waiting entries, caps them by the limit, and shows the first one’s mail with a sample code', async () => {
      await seed(t, people);
      const response = await post('/api/launch/invites/preview', { filter: {}, limit: 2 });
      expect(response.statusCode).toBe(200);
      const preview = invitePreviewSchema.parse(response.json());
      expect(preview).toMatchObject({ willInvite: 2, waiting: 3, launchUrlConfigured: true });
      // The earliest waiting sign-up is entry 2, Ada.
      expect(preview.mail!.subject).toBe('InvoiceFlow is open: your invite and 50% early-bird code');
      // Greeted by no name: whoever signed the address up typed it (docs/security.md).
      expect(preview.mail!.text).toMatch(/^Hello,\n/);
      expect(preview.mail!.text).not.toContain('Ada');
      expect(preview.mail!.text).toContain(SAMPLE_INVITE_CODE);
      const sampleLink = `${LAUNCH_URL}&code=${SAMPLE_INVITE_CODE}`;
      expect(preview.mail!.text).toContain(sampleLink);
      expect(preview.mail!.html).toContain(sampleLink.replace('&', '&amp;'));

      // Nobody's real code, in any form, and nothing done.
      const realCodes = people.map((person, index) => codeOf(index + 1, person.email));
      for (const code of realCodes) {
        for (const form of [code, code.replaceAll('-', '')]) {
          expect(preview.mail!.text).not.toContain(form);
          expect(preview.mail!.html).not.toContain(form);
        }
      }
      expect(await countRows(t.db, 'invite_runs')).toBe(0);
      expect(await inviteMails(t)).toEqual([]);
      expect((await entriesByStatus(t)).waiting).toEqual([1, 2, 6]);
    });

    it('counts only the waiting ones among ids, and every one without a limit', async () => {
      await seed(t, people);
      const preview = (await post('/api/launch/invites/preview', { ids: [1, 3, 4, 5, 6, 999] })).json();
      expect(preview).toMatchObject({ willInvite: 2, waiting: 2 });
      expect(preview.mail.text).toContain(SAMPLE_INVITE_CODE);
    });

    it('answers no mail when nobody would be invited, and says when LAUNCH_URL is missing', async () => {
      await seed(t, people);
      const nobody = (await post('/api/launch/invites/preview', { filter: { status: 'joined' } })).json();
      expect(nobody).toEqual({
        willInvite: 0,
        waiting: 0,
        mail: null,
        launchUrlConfigured: true,
        confirmedOnly: false,
      });

      const preview = await postWithoutLaunchUrl('/api/launch/invites/preview', { filter: {} });
      expect(preview.json()).toMatchObject({ willInvite: 3, launchUrlConfigured: false });
    });

    it.each([
      [{ filter: {}, limit: 0 }, 'limit must be between 1 and 10000'],
      [{ filter: {}, limit: 10_001 }, 'limit must be between 1 and 10000'],
      [{ filter: {}, ids: [1] }, 'Send exactly one of ids and filter'],
      [{ filter: { status: 'asleep' } }, 'status must be one of waiting, invited, joined, removed'],
      [{}, 'Send exactly one of ids and filter'],
    ])('refuses a request that is not one (%j)', async (payload, message) => {
      for (const url of ['/api/launch/invites/preview', '/api/launch/invites']) {
        const response = await post(url, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(message);
      }
    });
  });

  describe('POST /api/launch/invites', () => {
    it('invites the earliest waiting sign-ups first, each with its code’s hash and one invite mail', async () => {
      await seed(t, people);
      const response = await post('/api/launch/invites', { filter: {}, limit: 2 });
      expect(response.statusCode).toBe(201);
      const run = inviteRunSchema.parse(response.json());
      expect(run).toMatchObject({ invited: 2, createdBy: ADMIN.email, sent: 0, failed: 0 });
      expect(run.queued + run.notConfigured).toBe(2);

      expect(await entriesByStatus(t)).toEqual({
        waiting: [1],
        invited: [2, 3, 6],
        joined: [4],
        removed: [5],
      });
      const invited = (await storedSignUps(t.db)).filter((row) => row.invite_run_id !== null);
      expect(invited.map((row) => [row.id, row.invite_run_id])).toEqual([
        [2, run.id],
        [6, run.id],
      ]);
      for (const row of invited) expect(row.invite_code_hash).toBe(codes.hashOf(codeOf(row.id, row.email)));
      expect((await inviteMails(t)).map((mail) => [mail.recipient, Number(mail.waitlist_entry_id)])).toEqual([
        ['first@example.com', 2],
        ['second@example.com', 6],
      ]);

      // The next run takes the one left, and then nobody is left.
      expect((await post('/api/launch/invites', { filter: {} })).json()).toMatchObject({ invited: 1 });
      const none = await post('/api/launch/invites', { filter: {} });
      expect(none.statusCode).toBe(409);
      expect(none.json().message).toBe(NOBODY_WAITING_MESSAGE);
      expect((await storedInviteRuns(t.db)).map((row) => row.invited)).toEqual([2, 1]);
    });

    it('invites the waiting ones among ids, and the ones a filter matches', async () => {
      await seed(t, people);
      expect((await post('/api/launch/invites', { ids: [3, 4, 5, 6] })).json()).toMatchObject({ invited: 1 });
      expect((await post('/api/launch/invites', { filter: { q: 'late' } })).json()).toMatchObject({ invited: 1 });
      expect((await entriesByStatus(t)).waiting).toEqual([2]);
      const nobody = await post('/api/launch/invites', { ids: [3, 4, 5] });
      expect(nobody.statusCode).toBe(409);
    });

    it('refuses to invite while LAUNCH_URL is not set, and changes nothing', async () => {
      await seed(t, people);
      const response = await postWithoutLaunchUrl('/api/launch/invites', { filter: {} });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(LAUNCH_URL_MISSING_MESSAGE);
      expect((await entriesByStatus(t)).waiting).toEqual([1, 2, 6]);
      expect(await inviteMails(t)).toEqual([]);
    });

    it('invites each of 200 entries once when three runs over them start at once', async () => {
      await seedMany(t, 200);
      const answers = await Promise.all(
        Array.from({ length: 3 }, () => post('/api/launch/invites', { filter: {}, limit: 10_000 })),
      );
      const runs = answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json());
      expect(runs.length).toBeGreaterThan(0);
      for (const answer of answers.filter((a) => a.statusCode !== 201)) {
        expect([answer.statusCode, answer.json().message]).toEqual([409, NOBODY_WAITING_MESSAGE]);
      }
      expect(runs.reduce((sum, run) => sum + run.invited, 0)).toBe(200);

      const mails = await inviteMails(t);
      const perEntry = (await storedSignUps(t.db)).map((row) => ({
        id: row.id,
        status: row.status,
        run: row.invite_run_id,
        mails: mails.filter((mail) => mail.waitlist_entry_id === row.id).length,
      }));
      expect(perEntry.filter((row) => row.status !== 'invited' || row.mails !== 1)).toEqual([]);
      for (const run of runs) {
        expect(perEntry.filter((row) => row.run === run.id)).toHaveLength(run.invited);
      }
    });
  });

  describe('progress', () => {
    it('counts each run’s invite mails by state, newest run first', async () => {
      await seedMany(t, 6);
      const first = (await post('/api/launch/invites', { filter: {}, limit: 4 })).json();
      const second = (await post('/api/launch/invites', { filter: {}, limit: 2 })).json();
      // A welcome of the same entries is no part of any run.
      await seedMails(t.db, [
        { kind: 'welcome', recipient: 'person1@example.com', waitlistEntryId: 1, state: 'failed' },
      ]);
      await setInviteMailState(t.db, 1, 'sent');
      await setInviteMailState(t.db, 2, 'failed');
      await setInviteMailState(t.db, 3, 'sending');
      await setInviteMailState(t.db, 4, 'not_configured');
      await setInviteMailState(t.db, 5, 'sent');
      await setInviteMailState(t.db, 6, 'sent');

      const one = await get(`/api/launch/invites/${first.id}`);
      expect(one.statusCode).toBe(200);
      expect(inviteRunSchema.parse(one.json())).toEqual({
        id: first.id,
        createdAt: first.createdAt,
        createdBy: ADMIN.email,
        invited: 4,
        queued: 1,
        sent: 1,
        failed: 1,
        notConfigured: 1,
        suppressed: 0,
      });
      const list = inviteRunListSchema.parse((await get('/api/launch/invites')).json());
      expect(list.runs.map((run) => [run.id, run.invited, run.sent, run.queued])).toEqual([
        [second.id, 2, 2, 0],
        [first.id, 4, 1, 1],
      ]);
    });

    it('lists the latest 20 runs', async () => {
      await seedMany(t, 21);
      for (let run = 0; run < 21; run += 1) await post('/api/launch/invites', { filter: {}, limit: 1 });
      const { runs } = (await get('/api/launch/invites')).json();
      expect(runs.map((run: { id: number }) => run.id)).toEqual(Array.from({ length: 20 }, (_, index) => 21 - index));
    });

    it('answers 404 for a run that does not exist and 400 for an id that is not one', async () => {
      expect((await get('/api/launch/invites/77')).json()).toMatchObject({
        statusCode: 404,
        message: 'No invite run with id 77',
      });
      expect((await get('/api/launch/invites/abc')).statusCode).toBe(400);
    });

    it('is for administrators only', async () => {
      for (const [method, url] of [
        ['POST', '/api/launch/invites/preview'],
        ['POST', '/api/launch/invites'],
        ['GET', '/api/launch/invites'],
        ['GET', '/api/launch/invites/1'],
      ] as const) {
        const withServiceToken = await t.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${LAUNCH_API_TOKEN}` },
          ...(method === 'POST' ? { payload: { filter: {} } } : {}),
        });
        expect(withServiceToken.statusCode).toBe(401);
      }
      expect(await countRows(t.db, 'invite_runs')).toBe(0);
    });
  });

  describe('POST /api/launch/redeem', () => {
    /** Redeems `code` with the service token, or with `authorization` (null: no header at all). */
    const redeem = (code: unknown, authorization: string | null = `Bearer ${LAUNCH_API_TOKEN}`) =>
      t.app.inject({
        method: 'POST',
        url: '/api/launch/redeem',
        headers: authorization === null ? {} : { authorization },
        payload: { code },
      });

    it('answers the entry and the discount once, marks it joined, then answers 409', async () => {
      await seed(t, [{ email: 'Ada@Example.com', name: 'Ada', status: 'invited', at: '2026-03-01T10:00:00Z' }]);
      const code = codeOf(1, 'Ada@Example.com');
      const first = await redeem(code);
      expect(first.statusCode).toBe(200);
      const answer = redeemResponseSchema.parse(first.json());
      expect(answer).toEqual({
        email: 'Ada@Example.com',
        name: 'Ada',
        discount: EARLY_BIRD_DISCOUNT,
        redeemedAt: expect.any(String),
      });
      const [row] = await storedSignUps(t.db);
      expect(row!.status).toBe('joined');
      expect(new Date(row!.redeemed_at!).toISOString()).toBe(answer.redeemedAt);

      // Retyped in lower case, without dashes: the same code, already used.
      const again = await redeem(code.toLowerCase().replaceAll('-', ' '));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ statusCode: 409, error: 'Conflict', message: USED_CODE_MESSAGE });
    });

    it('answers 404 for an unknown code, a malformed one, and the code of a waiting, removed or deleted entry', async () => {
      const [, , removed, deleted] = await seed(t, [
        { email: 'waiting@example.com', at: '2026-03-01T10:00:00Z' },
        { email: 'invited@example.com', status: 'invited', at: '2026-03-01T10:00:00Z' },
        { email: 'removed@example.com', status: 'removed', at: '2026-03-01T10:00:00Z' },
        { email: 'deleted@example.com', status: 'invited', at: '2026-03-01T10:00:00Z' },
      ]);
      const deletion = await t.app.inject({ method: 'DELETE', url: `/api/waitlist/${deleted}`, headers: t.auth });
      expect(deletion.statusCode).toBe(204);
      for (const code of [
        codeOf(1, 'waiting@example.com'),
        codeOf(removed!, 'removed@example.com'),
        codeOf(deleted!, 'deleted@example.com'),
        // Right shape, nobody's: another entry's id with this address.
        codeOf(2, 'someone-else@example.com'),
        'not-a-code',
        'UUUU-UUUU-UUUU-UUUU',
      ]) {
        const response = await redeem(code);
        expect([code, response.statusCode, response.json().message]).toEqual([code, 404, UNKNOWN_CODE_MESSAGE]);
      }
      // Restored, the removed entry is invited again and its code works.
      await post('/api/waitlist/bulk', { action: 'restore', ids: [removed] });
      expect((await redeem(codeOf(removed!, 'removed@example.com'))).statusCode).toBe(200);
    });

    it.each([
      ['no Authorization header', null],
      ['a wrong token', `Bearer ${LAUNCH_API_TOKEN}x`],
      ['a token of another length', 'Bearer short'],
      ['another scheme', `Basic ${LAUNCH_API_TOKEN}`],
      ['an admin session', 'admin'],
    ])('answers 401 with WWW-Authenticate to %s, and redeems nothing', async (_case, authorization) => {
      await seed(t, [{ email: 'ada@example.com', status: 'invited', at: '2026-03-01T10:00:00Z' }]);
      const response = await redeem(
        codeOf(1, 'ada@example.com'),
        authorization === 'admin' ? t.auth.authorization : authorization,
      );
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="launch"');
      expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: SERVICE_TOKEN_MESSAGE });
      expect((await entriesByStatus(t)).invited).toEqual([1]);
    });

    it('checks the token before the body', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/launch/redeem',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      });
      expect(response.statusCode).toBe(401);
    });

    it.each([
      [{}, 'code is required'],
      [{ code: '   ' }, 'code is required'],
      [{ code: 123 }, 'code must be text'],
      [{ code: 'x'.repeat(65) }, 'code must be at most 64 characters'],
      [{ code: 'ABCD', extra: 1 }, 'Request body has unexpected fields: extra'],
    ])('answers 400 for %j', async (payload, message) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/launch/redeem',
        headers: { authorization: `Bearer ${LAUNCH_API_TOKEN}` },
        payload,
      });
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
    });

    it('redeems a code once when two requests bring it at the same moment (20 rounds)', async () => {
      const rounds = 20;
      await seed(
        t,
        Array.from({ length: rounds }, (_, index) => ({
          email: `race${index}@example.com`,
          status: 'invited' as const,
          at: '2026-03-01T10:00:00Z',
        })),
      );
      for (let round = 0; round < rounds; round += 1) {
        const code = codeOf(round + 1, `race${round}@example.com`);
        const answers = await Promise.all([redeem(code), redeem(code)]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      }
      expect((await entriesByStatus(t)).joined).toHaveLength(rounds);
    });
  });
});

describe('redeeming without LAUNCH_API_TOKEN', () => {
  const t = setupTestApp('pglite', { config: { LAUNCH_URL } });

  it('answers 401 to every call, whatever token it brings', async () => {
    await seed(t, [{ email: 'ada@example.com', status: 'invited', at: '2026-03-01T10:00:00Z' }]);
    for (const authorization of [`Bearer ${LAUNCH_API_TOKEN}`, 'Bearer ', 'Bearer undefined', t.auth.authorization]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/launch/redeem',
        headers: { authorization },
        payload: { code: codeOf(1, 'ada@example.com') },
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="launch"');
    }
    expect(await entriesByStatus(t)).toEqual({ invited: [1] });
  });
});

describe('the redeem rate limit', () => {
  let database: TestDatabase;
  const prefixes: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    for (const prefix of prefixes) await deleteKeys(prefix);
    await database.drop();
  });

  const redeemFrom = (app: TestApp, ip: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/launch/redeem',
      remoteAddress: ip,
      headers: { authorization: `Bearer ${LAUNCH_API_TOKEN}` },
      // Malformed, so the limit is what is measured, not the database.
      payload: { code: 'not-a-code' },
    });

  /** Sends the whole allowance from `ip` to `apps` in turn; every one answered 404. */
  const useAllowance = async (apps: TestApp[], ip: string) => {
    const answers = await Promise.all(
      Array.from({ length: REDEEM_RATE_LIMIT_PER_MINUTE }, (_, index) => redeemFrom(apps[index % apps.length]!, ip)),
    );
    expect(answers.filter((answer) => answer.statusCode !== 404)).toEqual([]);
  };

  it(`answers 429 with Retry-After past ${REDEEM_RATE_LIMIT_PER_MINUTE} calls a minute from one address`, async () => {
    const app = await createTestApp(database, { config: launchConfig });
    try {
      await useAllowance([app], '203.0.113.7');
      const refused = await redeemFrom(app, '203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
      // Another address has its own allowance.
      expect((await redeemFrom(app, '203.0.113.8')).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it.skipIf(!redisAvailable)('is shared by every instance through Redis', async () => {
    const prefix = uniqueKeyPrefix();
    prefixes.push(prefix);
    const config = { ...launchConfig, REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: prefix };
    const apps = [await createTestApp(database, { config }), await createTestApp(database, { config })];
    try {
      await useAllowance(apps, '203.0.113.9');
      for (const app of apps) expect((await redeemFrom(app, '203.0.113.9')).statusCode).toBe(429);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});

describe('what launch day logs', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database.drop());

  it('never carries a code or an address', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: testConfig(launchConfig),
      db: database.db,
      jwtSecret: TEST_JWT_SECRET,
      logger: { level: 'debug', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      await createUserRepository(database.db).upsert({
        email: ADMIN.email,
        firstName: 'Ada',
        lastName: 'Lovelace',
        passwordHash: await hashPassword(ADMIN.password),
        isAdmin: true,
      });
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
      const auth = { authorization: `Bearer ${login.json().token}` };
      await seedSignUps(database.db, [{ email: 'secret.person@example.com', name: 'Sam' }]);
      await app.inject({ method: 'POST', url: '/api/launch/invites/preview', headers: auth, payload: { filter: {} } });
      expect(
        (await app.inject({ method: 'POST', url: '/api/launch/invites', headers: auth, payload: { filter: {} } }))
          .statusCode,
      ).toBe(201);
      const code = codeOf(1, 'secret.person@example.com');
      const redeem = () =>
        app.inject({
          method: 'POST',
          url: '/api/launch/redeem',
          headers: { authorization: `Bearer ${LAUNCH_API_TOKEN}` },
          payload: { code },
        });
      expect((await redeem()).statusCode).toBe(200);
      expect((await redeem()).statusCode).toBe(409);
      const log = lines.join('\n');
      expect(log).toContain('/api/launch/redeem');
      for (const secret of [code, code.replaceAll('-', ''), 'secret.person', LAUNCH_API_TOKEN, ADMIN.email]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });
});
