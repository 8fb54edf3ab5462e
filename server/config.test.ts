import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { loadConfig } from './config';

describe('server configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      adminPath: '/admin',
      jwtTtl: '12h',
      statsTimeZone: 'UTC',
      trustProxy: false,
      databaseUrl: undefined,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('names every bad value at once', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', STATS_TIMEZONE: 'Mars/Olympus', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' }),
    ).toThrow(
      /PORT: PORT must be a port number[\s\S]*DATABASE_URL: DATABASE_URL must be a postgres:\/\/[\s\S]*JWT_SECRET: JWT_SECRET must be at least 32 characters[\s\S]*STATS_TIMEZONE: STATS_TIMEZONE must be an IANA time zone/,
    );
  });

  it('takes a PostgreSQL pool size, 10 unless set', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
    for (const setting of ['0', '-3', '2.5', 'many']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: setting }), setting).toThrow(
        /DATABASE_POOL_SIZE: DATABASE_POOL_SIZE must be/,
      );
    }
  });

  it('takes the mail-link and invite-code keys from the environment, with the rules of JWT_SECRET', () => {
    const key = 'k'.repeat(32);
    expect(loadConfig({ MAIL_LINK_SECRET: key, INVITE_CODE_SECRET: key })).toMatchObject({
      mailLinkSecret: key,
      inviteCodeSecret: key,
    });
    expect(() => loadConfig({ MAIL_LINK_SECRET: 'short', INVITE_CODE_SECRET: 'k'.repeat(31) })).toThrow(
      /MAIL_LINK_SECRET: MAIL_LINK_SECRET must be at least 32 characters[\s\S]*INVITE_CODE_SECRET: INVITE_CODE_SECRET must be at least 32 characters/,
    );
  });

  it('serves no site with SITE_DIR=none', () => {
    expect(loadConfig({ SITE_DIR: 'none' }).siteDir).toBeNull();
    expect(loadConfig({}).siteDir).toMatch(/\/dist\/site$/);
  });

  it('refuses an admin path that is not a plain path, or lies under /api, /health or /metrics', () => {
    expect(() => loadConfig({ ADMIN_PATH: 'admin' })).toThrow(/ADMIN_PATH must be a path/);
    expect(() => loadConfig({ ADMIN_PATH: '/api/admin' })).toThrow(/ADMIN_PATH must not be under \/api/);
    expect(() => loadConfig({ ADMIN_PATH: '/health/ready' })).toThrow(/ADMIN_PATH must not be \/health/);
    expect(() => loadConfig({ ADMIN_PATH: '/Metrics' })).toThrow(/ADMIN_PATH must not be \/metrics/);
    expect(loadConfig({ ADMIN_PATH: '/back-office/' }).adminPath).toBe('/back-office');
  });

  it.each(['1.2.3.4,garbage', '0.0.0.0/0', '10.0.0.0/33', 'yes', '::1/129', '10.0.0.5/8/1'])(
    'refuses TRUST_PROXY=%s, naming the variable',
    (setting) => {
      expect(() => loadConfig({ TRUST_PROXY: setting })).toThrow(
        /TRUST_PROXY: TRUST_PROXY must be true, false, a number/,
      );
    },
  );

  it('takes every form of TRUST_PROXY the proxy parser takes', () => {
    for (const setting of ['loopback, 10.0.0.0/8', '10.0.0.0/255.0.0.0', '::1,fd00::/8', '127.0.0.1', '0']) {
      expect(() => loadConfig({ TRUST_PROXY: setting }), setting).not.toThrow();
    }
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list of addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    const hops = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean;
    expect([hops('x', 0), hops('x', 1), hops('x', 2)]).toEqual([true, true, false]);
  });

  it('refuses an ill-formed token lifetime', () => {
    expect(loadConfig({ JWT_TTL: '30m' }).jwtTtl).toBe('30m');
    expect(() => loadConfig({ JWT_TTL: 'forever' })).toThrow(/JWT_TTL must be a duration/);
  });

  it('reads the login lockout and Redis settings', () => {
    expect(loadConfig({})).toMatchObject({
      loginLockoutAttempts: 5,
      loginLockoutWindowMs: 15 * 60_000,
      redisUrl: undefined,
      redisKeyPrefix: 'invoiceflow:',
    });
    expect(
      loadConfig({
        LOGIN_LOCKOUT_ATTEMPTS: '3',
        LOGIN_LOCKOUT_WINDOW: '90s',
        REDIS_URL: 'rediss://:secret@redis.internal:6380/2',
        REDIS_KEY_PREFIX: 'site-a:',
      }),
    ).toMatchObject({
      loginLockoutAttempts: 3,
      loginLockoutWindowMs: 90_000,
      redisUrl: 'rediss://:secret@redis.internal:6380/2',
      redisKeyPrefix: 'site-a:',
    });
    expect(loadConfig({ LOGIN_LOCKOUT_WINDOW: '2h' }).loginLockoutWindowMs).toBe(7_200_000);
    expect(() =>
      loadConfig({ LOGIN_LOCKOUT_ATTEMPTS: '0', LOGIN_LOCKOUT_WINDOW: 'forever', REDIS_URL: 'http://redis' }),
    ).toThrow(
      /LOGIN_LOCKOUT_ATTEMPTS must be above 0[\s\S]*LOGIN_LOCKOUT_WINDOW must be a duration such as 90s, 15m or 2h[\s\S]*REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/,
    );
    expect(() => loadConfig({ LOGIN_LOCKOUT_WINDOW: '0m' })).toThrow(/LOGIN_LOCKOUT_WINDOW must be longer than 0/);
  });

  it('reads the timeouts and the shutdown deadline as durations, with defaults that fit behind a proxy', () => {
    expect(loadConfig({})).toMatchObject({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 72_000,
      shutdownTimeoutMs: 20_000,
    });
    expect(
      loadConfig({ REQUEST_TIMEOUT: '2m', HEADERS_TIMEOUT: '90s', KEEP_ALIVE_TIMEOUT: '5s', SHUTDOWN_TIMEOUT: '3s' }),
    ).toMatchObject({
      requestTimeoutMs: 120_000,
      headersTimeoutMs: 90_000,
      keepAliveTimeoutMs: 5_000,
      shutdownTimeoutMs: 3_000,
    });
    expect(() =>
      loadConfig({ REQUEST_TIMEOUT: '30', HEADERS_TIMEOUT: '0s', KEEP_ALIVE_TIMEOUT: 'long', SHUTDOWN_TIMEOUT: '1d' }),
    ).toThrow(
      /REQUEST_TIMEOUT must be a duration[\s\S]*HEADERS_TIMEOUT must be longer than 0[\s\S]*KEEP_ALIVE_TIMEOUT must be a duration[\s\S]*SHUTDOWN_TIMEOUT must be a duration/,
    );
    // Node refuses to start with headers allowed longer than the whole request.
    expect(() => loadConfig({ REQUEST_TIMEOUT: '10s', HEADERS_TIMEOUT: '20s' })).toThrow(
      /HEADERS_TIMEOUT: HEADERS_TIMEOUT must not be longer than REQUEST_TIMEOUT/,
    );
  });

  it('reads the mail settings, with a sender on the site’s domain and the administrators as default recipients', () => {
    expect(loadConfig({ VITE_SITE_URL: 'https://invoices.example' }).mail).toEqual({
      smtpUrl: undefined,
      from: 'InvoiceFlow <hello@invoices.example>',
      adminRecipients: [],
      siteUrl: 'https://invoices.example',
      brandName: 'InvoiceFlow',
      supportEmail: 'support@invoiceflow.app',
      dailyDigest: false,
      dkim: undefined,
    });
    const configured = loadConfig({
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      MAIL_FROM: 'Billing Team <billing@example.com>',
      ADMIN_NOTIFY_EMAIL: ' ops@example.com, owner@example.com ,',
      SITE_URL: 'https://www.example.com/',
      ADMIN_DIGEST: 'daily',
    }).mail;
    expect(configured).toMatchObject({
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      from: 'Billing Team <billing@example.com>',
      adminRecipients: ['ops@example.com', 'owner@example.com'],
      siteUrl: 'https://www.example.com',
      dailyDigest: true,
    });
  });

  it('refuses mail settings it could not use, naming each', () => {
    expect(() =>
      loadConfig({
        SMTP_URL: 'http://mail.example.com',
        MAIL_FROM: 'Billing <not an address>',
        ADMIN_NOTIFY_EMAIL: 'ops@example.com, nobody',
        SITE_URL: 'https://example.com/app',
        ADMIN_DIGEST: 'hourly',
      }),
    ).toThrow(
      /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL[\s\S]*MAIL_FROM must be an address[\s\S]*ADMIN_NOTIFY_EMAIL must be e-mail addresses[\s\S]*SITE_URL must be an origin[\s\S]*ADMIN_DIGEST must be off or daily/,
    );
  });

  it.each([
    [
      'smtp://mail.example.com:99999',
      'SMTP_URL is not a URL that can be read: check the port (1 to 65535) and the host',
    ],
    ['smtp://mail.example.com:abc', 'SMTP_URL is not a URL that can be read'],
    ['smtp://', 'SMTP_URL must name a host'],
  ])('says what is wrong with SMTP_URL %s', (url, message) => {
    expect(() => loadConfig({ SMTP_URL: url })).toThrow(message);
  });

  it('reads the launch settings, none by default', () => {
    expect(loadConfig({}).launch).toEqual({ url: undefined, apiToken: undefined, confirmedOnly: false });
    const token = 'a'.repeat(32);
    expect(
      loadConfig({
        LAUNCH_URL: 'https://app.example.com/signup?plan=early',
        LAUNCH_API_TOKEN: token,
        INVITE_CONFIRMED_ONLY: 'true',
      }).launch,
    ).toEqual({ url: 'https://app.example.com/signup?plan=early', apiToken: token, confirmedOnly: true });
    expect(() => loadConfig({ INVITE_CONFIRMED_ONLY: 'yes' })).toThrow('INVITE_CONFIRMED_ONLY must be true or false');
  });

  it('refuses a launch URL that is not http(s) and a short service token', () => {
    expect(() => loadConfig({ LAUNCH_URL: 'ftp://app.example.com', LAUNCH_API_TOKEN: 'short' })).toThrow(
      /LAUNCH_URL must be an http\(s\) URL[\s\S]*LAUNCH_API_TOKEN must be at least 32 characters/,
    );
  });

  it('reads the metrics token, none by default, and refuses a short one', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'm'.repeat(32) }).metricsToken).toBe('m'.repeat(32));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: METRICS_TOKEN must be at least 32/);
  });

  it('reads how answers come back: nothing by default, a mailbox to poll, a webhook token; refuses what cannot work', () => {
    expect(loadConfig({}).inbound).toEqual({ imapUrl: undefined, imapPollIntervalMs: 60_000, token: undefined });
    expect(
      loadConfig({
        IMAP_URL: 'imaps://support:pw@mail.example.com/INBOX',
        IMAP_POLL_INTERVAL: '2m',
        INBOUND_TOKEN: 'i'.repeat(32),
      }).inbound,
    ).toEqual({
      imapUrl: 'imaps://support:pw@mail.example.com/INBOX',
      imapPollIntervalMs: 120_000,
      token: 'i'.repeat(32),
    });
    expect(() => loadConfig({ IMAP_URL: 'https://mail.example.com', INBOUND_TOKEN: 'short' })).toThrow(
      /IMAP_URL must be an imap:\/\/ or imaps:\/\/ URL[\s\S]*INBOUND_TOKEN must be at least 32 characters/,
    );
    expect(() => loadConfig({ IMAP_URL: 'imaps://mail.example.com/INBOX' })).toThrow(
      /IMAP_URL must name a host and a user/,
    );
  });
});

describe('webhook settings', () => {
  /** Standard Webhooks' form: whsec_ and the base64 of `bytes` random bytes. */
  const secretOf = (bytes: number) => `whsec_${randomBytes(bytes).toString('base64')}`;
  const secret = secretOf(32);
  const url = 'https://hooks.example.com/invoiceflow?token=abc';
  /** The start's refusal, checked to say nothing of the secret. */
  const refusal = (settings: Record<string, string>) => {
    try {
      loadConfig(settings);
    } catch (error) {
      const text = (error as Error).message;
      for (const value of Object.values(settings)) if (value.startsWith('whsec_')) expect(text).not.toContain(value);
      return text;
    }
    throw new Error('the start was not refused');
  };

  it('sends nothing unless both are set', () => {
    expect(loadConfig({}).webhooks).toBeNull();
  });

  it('takes an http(s) URL and a whsec_ secret of 24 to 64 bytes', () => {
    expect(loadConfig({ WEBHOOK_URL: url, WEBHOOK_SECRET: secret }).webhooks).toEqual({ url, secret });
    for (const bytes of [24, 64]) {
      const edge = secretOf(bytes);
      expect(loadConfig({ WEBHOOK_URL: 'http://127.0.0.1:8080/hooks', WEBHOOK_SECRET: edge }).webhooks?.secret).toBe(
        edge,
      );
    }
  });

  it('refuses half a setting, naming the one missing', () => {
    expect(refusal({ WEBHOOK_URL: url })).toMatch(
      /WEBHOOK_SECRET: WEBHOOK_SECRET is missing: the events sent to WEBHOOK_URL are signed with it; make one with: echo "whsec_\$\(openssl rand -base64 32\)"/,
    );
    expect(refusal({ WEBHOOK_SECRET: secret })).toContain(
      'WEBHOOK_URL: WEBHOOK_URL is missing: WEBHOOK_SECRET signs the events sent there; set both, or neither',
    );
  });

  it.each([
    ['no whsec_ prefix', randomBytes(32).toString('base64'), /WEBHOOK_SECRET must start with whsec_/],
    ['not base64', 'whsec_not base64!', /WEBHOOK_SECRET must be whsec_ followed by base64/],
    ['unpadded base64', 'whsec_YWJj' + 'ZA', /WEBHOOK_SECRET must be whsec_ followed by base64/],
    ['too short a key', secretOf(16), /WEBHOOK_SECRET must hold 24 to 64 random bytes after whsec_, not 16/],
    ['too long a key', secretOf(65), /WEBHOOK_SECRET must hold 24 to 64 random bytes after whsec_, not 65/],
  ])('refuses a secret with %s, saying so without printing it', (_name, value, problem) => {
    expect(refusal({ WEBHOOK_URL: url, WEBHOOK_SECRET: value })).toMatch(problem);
  });

  it('refuses a URL that is not http(s), or holds a user or password', () => {
    expect(refusal({ WEBHOOK_URL: 'ftp://hooks.example.com', WEBHOOK_SECRET: secret })).toContain(
      'WEBHOOK_URL: WEBHOOK_URL must be an http(s) URL such as https://hooks.example.com/invoiceflow',
    );
    expect(refusal({ WEBHOOK_URL: 'https://user:pass@hooks.example.com/', WEBHOOK_SECRET: secret })).toContain(
      'WEBHOOK_URL must not hold a user or password',
    );
  });
});

describe('DKIM settings', () => {
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
  /** The key's body, which no refusal may repeat. */
  const keyMaterial = pem.split('\n')[1]!;
  const folder = mkdtempSync(join(tmpdir(), 'invoiceflow-dkim-'));
  const keyFile = join(folder, 'dkim.pem');
  writeFileSync(keyFile, pem, { mode: 0o600 });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const dkim = (settings: Record<string, string>) =>
    loadConfig({ MAIL_FROM: 'InvoiceFlow <hello@invoiceflow.app>', DKIM_SELECTOR: 's2026', ...settings }).mail.dkim;
  /** The start's refusal, checked to say nothing of the key. */
  const refusal = (settings: Record<string, string>) => {
    try {
      loadConfig({
        MAIL_FROM: 'hello@invoiceflow.app',
        DKIM_DOMAIN: 'invoiceflow.app',
        DKIM_SELECTOR: 's2026',
        ...settings,
      });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).not.toContain(keyMaterial);
      return message;
    }
    throw new Error('the start was not refused');
  };

  it('signs nothing unless set', () => {
    expect(loadConfig({}).mail.dkim).toBeUndefined();
  });

  it('takes the key as PEM text, as PEM on one line with \\n sequences, or as the path of a PEM file', () => {
    for (const key of [pem, pem.replaceAll('\n', '\\n'), keyFile]) {
      const signing = dkim({ DKIM_DOMAIN: ' InvoiceFlow.app ', DKIM_PRIVATE_KEY: key });
      expect(signing).toMatchObject({ domainName: 'invoiceflow.app', keySelector: 's2026' });
      expect(signing?.privateKey.equals(rsa.privateKey)).toBe(true);
    }
  });

  it('refuses a start with only some of the three, naming each one missing', () => {
    const message = refusal({ DKIM_SELECTOR: '', DKIM_PRIVATE_KEY: '' });
    expect(message).toMatch(
      /DKIM_SELECTOR: DKIM_SELECTOR is missing: signing mails takes DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY together[\s\S]*DKIM_PRIVATE_KEY: DKIM_PRIVATE_KEY is missing/,
    );
    expect(message).not.toMatch(/DKIM_DOMAIN:/);
    expect(() => loadConfig({ DKIM_PRIVATE_KEY: keyFile })).toThrow(
      /DKIM_DOMAIN is missing[\s\S]*DKIM_SELECTOR is missing/,
    );
  });

  it.each([
    [
      'a public key',
      rsa.publicKey.export({ type: 'spki', format: 'pem' }) as string,
      /DKIM_PRIVATE_KEY: DKIM_PRIVATE_KEY holds a public key: give the private key/,
    ],
    [
      'garbage',
      '-----BEGIN PRIVATE KEY-----\\nnot a key\\n-----END PRIVATE KEY-----',
      /DKIM_PRIVATE_KEY: DKIM_PRIVATE_KEY is not a private key in PEM/,
    ],
    [
      'a file that is not there',
      join(folder, 'missing.pem'),
      /DKIM_PRIVATE_KEY: DKIM_PRIVATE_KEY is neither a PEM private key .* nor the path of a file the server can read \(ENOENT\)/,
    ],
    [
      'an encrypted key',
      rsa.privateKey.export({
        type: 'pkcs8',
        format: 'pem',
        cipher: 'aes-256-cbc',
        passphrase: 'passphrase',
      }) as string,
      /DKIM_PRIVATE_KEY: DKIM_PRIVATE_KEY holds an encrypted key/,
    ],
    [
      'an Ed25519 key (nodemailer signs with RSA only)',
      generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
      /DKIM_PRIVATE_KEY: DKIM_PRIVATE_KEY is an ed25519 key: mails are signed with RSA keys only/,
    ],
    [
      'an RSA key under 1024 bits',
      generateKeyPairSync('rsa', { modulusLength: 768 }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
      /DKIM_PRIVATE_KEY: DKIM_PRIVATE_KEY is a 768-bit RSA key: receivers ignore DKIM keys under 1024 bits/,
    ],
  ])('refuses %s as DKIM_PRIVATE_KEY, saying so without printing it', (_name, key, problem) => {
    expect(refusal({ DKIM_PRIVATE_KEY: key })).toMatch(problem);
  });

  it('names the file, not the key, when the file DKIM_PRIVATE_KEY names holds something else', () => {
    const publicFile = join(folder, 'public.pem');
    writeFileSync(publicFile, rsa.publicKey.export({ type: 'spki', format: 'pem' }));
    expect(refusal({ DKIM_PRIVATE_KEY: publicFile })).toContain('The file DKIM_PRIVATE_KEY names holds a public key');
  });

  it('refuses a domain or selector that is no DNS name', () => {
    expect(
      refusal({ DKIM_DOMAIN: 'https://invoiceflow.app', DKIM_SELECTOR: 'my selector', DKIM_PRIVATE_KEY: pem }),
    ).toMatch(/DKIM_DOMAIN must be a domain name such as invoiceflow.app[\s\S]*DKIM_SELECTOR must be a DNS name/);
  });

  it('takes a DKIM_DOMAIN the sender’s domain is, or is under (DMARC’s relaxed alignment)', () => {
    expect(dkim({ DKIM_DOMAIN: 'invoiceflow.app', DKIM_PRIVATE_KEY: pem })?.domainName).toBe('invoiceflow.app');
    expect(
      dkim({ MAIL_FROM: 'news@mail.invoiceflow.app', DKIM_DOMAIN: 'invoiceflow.app', DKIM_PRIVATE_KEY: pem })
        ?.domainName,
    ).toBe('invoiceflow.app');
  });

  it('refuses a DKIM_DOMAIN that does not align with the sender’s, naming both domains', () => {
    expect(
      refusal({ MAIL_FROM: 'hello@invoiceflow.app', DKIM_DOMAIN: 'mailer.example', DKIM_PRIVATE_KEY: pem }),
    ).toContain(
      "DKIM_DOMAIN: DKIM_DOMAIN mailer.example does not align with the sender's domain invoiceflow.app (MAIL_FROM)",
    );
    // A domain that merely ends in the same letters is another domain.
    expect(refusal({ MAIL_FROM: 'hello@notinvoiceflow.app', DKIM_PRIVATE_KEY: pem })).toContain(
      "DKIM_DOMAIN invoiceflow.app does not align with the sender's domain notinvoiceflow.app",
    );
    // Without MAIL_FROM the sender is on the site's domain.
    expect(() =>
      loadConfig({
        SITE_URL: 'https://www.example.com',
        DKIM_DOMAIN: 'invoiceflow.app',
        DKIM_SELECTOR: 's',
        DKIM_PRIVATE_KEY: pem,
      }),
    ).toThrow("sender's domain www.example.com (the default sender, on SITE_URL's domain: set MAIL_FROM)");
  });
});
