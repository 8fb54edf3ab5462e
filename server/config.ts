import { isAbsolute, resolve } from 'node:path';

import { z } from 'zod';

import { siteConfigFromEnv } from '@shared/config/siteConfigSchema';
import { DEFAULT_POOL_SIZE } from './db/postgres';
import { dkimAligns, type DkimSigning, readDkimPrivateKey, senderDomain } from './mail/dkim';
import { isTrustProxySetting, proxyTrustWarning, type TrustProxy, trustProxyOption } from './proxyTrust';

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const DURATION_UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;

/** A duration such as `90s`, `15m` or `2h`, in milliseconds. */
const duration = (name: string) =>
  z
    .string()
    .regex(/^\d+(s|m|h)$/, `${name} must be a duration such as 90s, 15m or 2h`)
    .transform(
      (value) => Number(value.slice(0, -1)) * DURATION_UNIT_MS[value.slice(-1) as keyof typeof DURATION_UNIT_MS],
    )
    .refine((ms) => ms > 0, `${name} must be longer than 0`);

const positiveInt = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be above 0`);

/** The `SITE_DIR` of a server that serves the API alone (tests, or a site served from elsewhere). */
export const NO_SITE = 'none';

/** A signing key given in the environment rather than generated and kept in the database's `settings`. */
const secret = (name: string) => z.string().min(32, `${name} must be at least 32 characters`).optional();

/** One or more DNS labels separated by dots: letters, digits and hyphens, no hyphen at either end. */
const DNS_LABELS = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
/** A domain name: labels, and a top-level domain of letters (or an IDN's xn-- form). */
const DOMAIN_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** The settings DKIM signing needs, all three or none. */
const DKIM_SETTINGS = ['DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY'] as const;

/** Environment variables the server reads, with their defaults. Each is documented in docs/operations.md. */
export const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a port number' })
    .int('PORT must be a port number')
    .min(0, 'PORT must be between 0 and 65535')
    .max(65535, 'PORT must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: positiveInt('DATABASE_POOL_SIZE').default(DEFAULT_POOL_SIZE),
  ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
  ADMIN_PATH: z
    .string()
    .regex(/^\/[a-z0-9][a-z0-9-/]*$/i, 'ADMIN_PATH must be a path such as /admin (letters, digits, - and /)')
    .refine((path) => !path.startsWith('/api'), 'ADMIN_PATH must not be under /api')
    .refine((path) => !/^\/health(\/|$)/i.test(path), 'ADMIN_PATH must not be /health, which the server answers itself')
    .refine(
      (path) => !/^\/metrics(\/|$)/i.test(path),
      'ADMIN_PATH must not be /metrics, which the server answers itself',
    )
    .default('/admin'),
  JWT_SECRET: secret('JWT_SECRET'),
  MAIL_LINK_SECRET: secret('MAIL_LINK_SECRET'),
  INVITE_CODE_SECRET: secret('INVITE_CODE_SECRET'),
  JWT_TTL: z
    .string()
    .regex(/^\d+\s*(s|m|h|d)$/, 'JWT_TTL must be a duration such as 30m, 12h or 7d')
    .default('12h'),
  STATS_TIMEZONE: z
    .string()
    .refine(isTimeZone, 'STATS_TIMEZONE must be an IANA time zone such as Europe/Berlin')
    .default('UTC'),
  // Each form and what it lets a client reaching the server directly do: server/proxyTrust.ts.
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine(
      isTrustProxySetting,
      'TRUST_PROXY must be true, false, a number of proxies, or addresses and CIDR ranges separated by commas (10.0.0.5,10.1.0.0/16)',
    )
    .transform(trustProxyOption),
  RATE_LIMIT_PUBLIC: positiveInt('RATE_LIMIT_PUBLIC').default(20),
  RATE_LIMIT_LOGIN: positiveInt('RATE_LIMIT_LOGIN').default(10),
  LOGIN_LOCKOUT_ATTEMPTS: positiveInt('LOGIN_LOCKOUT_ATTEMPTS').default(5),
  LOGIN_LOCKOUT_WINDOW: duration('LOGIN_LOCKOUT_WINDOW').prefault('15m'),
  ADMIN_2FA: z.enum(['optional', 'required'], { error: 'ADMIN_2FA must be optional or required' }).default('optional'),
  AUDIT_RETENTION: z
    .string()
    .regex(/^\d+(d|y)$/, 'AUDIT_RETENTION must be a number of days or years, such as 90d or 1y')
    .default('1y')
    .transform((value) => Number(value.slice(0, -1)) * (value.endsWith('y') ? 365 : 1) * 86_400)
    .refine((seconds) => seconds > 0, 'AUDIT_RETENTION must be longer than 0'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')
    .refine((url) => URL.canParse(url), 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).default('invoiceflow:'),
  REQUEST_TIMEOUT: duration('REQUEST_TIMEOUT').prefault('30s'),
  HEADERS_TIMEOUT: duration('HEADERS_TIMEOUT').prefault('10s'),
  KEEP_ALIVE_TIMEOUT: duration('KEEP_ALIVE_TIMEOUT').prefault('72s'),
  SHUTDOWN_TIMEOUT: duration('SHUTDOWN_TIMEOUT').prefault('20s'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SITE_DIR: z.string().min(1).default('./dist/site'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587')
    .refine(URL.canParse, 'SMTP_URL is not a URL that can be read: check the port (1 to 65535) and the host')
    .refine((url) => !URL.canParse(url) || new URL(url).hostname !== '', 'SMTP_URL must name a host')
    .optional(),
  MAIL_FROM: z
    .string()
    .refine(
      (value) => mailboxAddress(value) !== null,
      'MAIL_FROM must be an address such as hello@example.com or InvoiceFlow <hello@example.com>',
    )
    .optional(),
  DKIM_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(DOMAIN_NAME, 'DKIM_DOMAIN must be a domain name such as invoiceflow.app')
    .optional(),
  DKIM_SELECTOR: z
    .string()
    .trim()
    .regex(DNS_LABELS, 'DKIM_SELECTOR must be a DNS name such as mail or s2026 (letters, digits, - and .)')
    .optional(),
  DKIM_PRIVATE_KEY: z
    .string()
    .transform((setting, context) => {
      const read = readDkimPrivateKey(setting);
      if ('key' in read) return read.key;
      // The issue carries the message alone, never the setting (the key, or where it is).
      context.addIssue({ code: 'custom', message: read.problem, input: undefined });
      return z.NEVER;
    })
    .optional(),
  ADMIN_NOTIFY_EMAIL: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('ADMIN_NOTIFY_EMAIL must be e-mail addresses separated by commas')))
    .optional(),
  SITE_URL: z
    .url({ protocol: /^https?$/, message: 'SITE_URL must be an http(s) origin such as https://invoiceflow.app' })
    .refine(
      (url) => new URL(url).pathname === '/' && !new URL(url).search,
      'SITE_URL must be an origin such as https://invoiceflow.app, without a path',
    )
    .optional(),
  ADMIN_DIGEST: z.enum(['off', 'daily'], { error: 'ADMIN_DIGEST must be off or daily' }).default('off'),
  LAUNCH_URL: z
    .url({
      protocol: /^https?$/,
      message: 'LAUNCH_URL must be an http(s) URL such as https://app.invoiceflow.app/signup',
    })
    .optional(),
  LAUNCH_API_TOKEN: z
    .string()
    .min(32, 'LAUNCH_API_TOKEN must be at least 32 characters (e.g. openssl rand -base64 32)')
    .optional(),
  INVITE_CONFIRMED_ONLY: z
    .enum(['true', 'false'], { error: 'INVITE_CONFIRMED_ONLY must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  REFERRAL_BOOST: z.coerce
    .number({ error: 'REFERRAL_BOOST must be a whole number of places (0 turns referrals off)' })
    .int('REFERRAL_BOOST must be a whole number of places (0 turns referrals off)')
    .min(0, 'REFERRAL_BOOST must be 0 or more (0 turns referrals off)')
    .max(1000, 'REFERRAL_BOOST must be at most 1000')
    .default(5),
  REFERRAL_DAILY_CAP: positiveInt('REFERRAL_DAILY_CAP').default(10),
  METRICS_TOKEN: z
    .string()
    .min(32, 'METRICS_TOKEN must be at least 32 characters (e.g. openssl rand -base64 32)')
    .optional(),
  IMAP_URL: z
    .string()
    .regex(
      /^imaps?:\/\//,
      'IMAP_URL must be an imap:// or imaps:// URL such as imaps://user:pass@mail.example.com/INBOX',
    )
    .refine(URL.canParse, 'IMAP_URL is not a URL that can be read: check the port (1 to 65535) and the host')
    .refine(
      (url) => !URL.canParse(url) || (new URL(url).hostname !== '' && new URL(url).username !== ''),
      'IMAP_URL must name a host and a user, such as imaps://user:pass@mail.example.com/INBOX',
    )
    .optional(),
  IMAP_POLL_INTERVAL: duration('IMAP_POLL_INTERVAL').prefault('60s'),
  INBOUND_TOKEN: z
    .string()
    .min(32, 'INBOUND_TOKEN must be at least 32 characters (e.g. openssl rand -base64 32)')
    .optional(),
  WEBHOOK_URL: z
    .url({
      protocol: /^https?$/,
      message: 'WEBHOOK_URL must be an http(s) URL such as https://hooks.example.com/invoiceflow',
    })
    .refine(
      (url) => !URL.canParse(url) || (new URL(url).username === '' && new URL(url).password === ''),
      'WEBHOOK_URL must not hold a user or password: the events are signed with WEBHOOK_SECRET instead',
    )
    .optional(),
  WEBHOOK_SECRET: z
    .string()
    .superRefine((setting, context) => {
      const problem = webhookSecretProblem(setting);
      // The issue carries the message alone, never the setting.
      if (problem) context.addIssue({ code: 'custom', message: problem, input: undefined });
    })
    .optional(),
});

/** How to make a `WEBHOOK_SECRET`, said wherever one is refused. */
const WEBHOOK_SECRET_RECIPE = 'make one with: echo "whsec_$(openssl rand -base64 32)"';

/**
 * What is wrong with a `WEBHOOK_SECRET`, or null: the Standard Webhooks form is `whsec_` and the base64
 * of 24 to 64 random bytes (the key the signatures are an HMAC-SHA256 of). Says how, never what it holds.
 */
function webhookSecretProblem(setting: string): string | null {
  const encoded = setting.startsWith('whsec_') ? setting.slice('whsec_'.length) : null;
  if (encoded === null)
    return `WEBHOOK_SECRET must start with whsec_ (Standard Webhooks' form): ${WEBHOOK_SECRET_RECIPE}`;
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) || encoded.length % 4 !== 0) {
    return `WEBHOOK_SECRET must be whsec_ followed by base64 (A-Z, a-z, 0-9, + and /, padded with =): ${WEBHOOK_SECRET_RECIPE}`;
  }
  const bytes = Buffer.from(encoded, 'base64').length;
  if (bytes < 24 || bytes > 64) {
    return `WEBHOOK_SECRET must hold 24 to 64 random bytes after whsec_, not ${bytes}: ${WEBHOOK_SECRET_RECIPE}`;
  }
  return null;
}

/** The bare address of `Name <address>` or `address`; null when it is neither. */
export function mailboxAddress(value: string): string | null {
  const address = /^[^<>]*<([^<>\s]+)>\s*$/.exec(value.trim())?.[1] ?? value.trim();
  return z.email().safeParse(address).success ? address : null;
}

/** The variables with the rules that span more than one of them. */
const settingsSchema = envSchema
  .refine((env) => env.HEADERS_TIMEOUT <= env.REQUEST_TIMEOUT, {
    // Node refuses to start with a headers timeout longer than the request timeout, which covers the headers too.
    path: ['HEADERS_TIMEOUT'],
    message: 'HEADERS_TIMEOUT must not be longer than REQUEST_TIMEOUT',
  })
  .superRefine((env, context) => {
    const missing = DKIM_SETTINGS.filter((name) => env[name] === undefined);
    if (missing.length === 0 || missing.length === DKIM_SETTINGS.length) return;
    for (const name of missing) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `${name} is missing: signing mails takes DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY together (or none of them, to send unsigned)`,
      });
    }
  })
  .superRefine((env, context) => {
    // Events go out signed or not at all: half a setting is a mistake, said at start.
    if (env.WEBHOOK_URL !== undefined && env.WEBHOOK_SECRET === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['WEBHOOK_SECRET'],
        message: `WEBHOOK_SECRET is missing: the events sent to WEBHOOK_URL are signed with it; ${WEBHOOK_SECRET_RECIPE}`,
      });
    }
    if (env.WEBHOOK_SECRET !== undefined && env.WEBHOOK_URL === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['WEBHOOK_URL'],
        message: 'WEBHOOK_URL is missing: WEBHOOK_SECRET signs the events sent there; set both, or neither',
      });
    }
  });

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The most connections this instance opens to PostgreSQL. */
  databasePoolSize: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  adminPath: string;
  /** Keys from the environment; each one absent is generated once and kept in the database (`settings`). */
  jwtSecret: string | undefined;
  mailLinkSecret: string | undefined;
  inviteCodeSecret: string | undefined;
  jwtTtl: string;
  statsTimeZone: string;
  trustProxy: TrustProxy;
  /** Logged at start when `TRUST_PROXY` lets a client that reaches the server directly choose its address. */
  trustProxyWarning: string | undefined;
  /** Requests per minute per client address to each public POST. */
  rateLimitPublic: number;
  /** Login attempts per 15 minutes per client address. */
  rateLimitLogin: number;
  /** Failed logins one account may have within `loginLockoutWindowMs` before further attempts get 429. */
  loginLockoutAttempts: number;
  loginLockoutWindowMs: number;
  /** Whether every administrator must have a second factor (`ADMIN_2FA=required`) before using the portal. */
  twoFactorRequired: boolean;
  /** How long audit trail entries are kept (`AUDIT_RETENTION`), in seconds. */
  auditRetentionSeconds: number;
  /**
   * Places a member moves up per referral credited (`REFERRAL_BOOST`, 0: referrals off) and the most
   * credits one member gets in 24 hours (`REFERRAL_DAILY_CAP`).
   */
  referrals: { boost: number; dailyCap: number };
  /** Where rate-limit counters and login lockouts live, shared by every instance; in memory when absent. */
  redisUrl: string | undefined;
  /** Put in front of every key this server writes to Redis, so deployments can share one Redis. */
  redisKeyPrefix: string;
  /** How long a client may take to send a whole request (headers and body); then 408 and the connection closes. */
  requestTimeoutMs: number;
  /** How long a client may take to send a request's headers. */
  headersTimeoutMs: number;
  /** How long an idle kept-alive connection stays open, waiting for the client's next request. */
  keepAliveTimeoutMs: number;
  /** How long a stop (SIGTERM, SIGINT) waits for connections to finish before cutting those left. */
  shutdownTimeoutMs: number;
  logLevel: string;
  /** The built site to serve; null (`SITE_DIR=none`) means the API alone. */
  siteDir: string | null;
  /** The demo video's origin, the one frame the site's Content-Security-Policy allows. */
  demoVideoOrigin: string;
  mail: MailConfig;
  launch: LaunchConfig;
  /** The bearer token Prometheus scrapes `/metrics` with; without it there is no `/metrics` (404). */
  metricsToken: string | undefined;
  inbound: InboundConfig;
  /**
   * Where the events go (`WEBHOOK_URL`) and the key they are signed with (`WEBHOOK_SECRET`, `whsec_…`);
   * null without them: no event is queued. See docs/operations.md, "Webhooks".
   */
  webhooks: { url: string; secret: string } | null;
};

/** How answers come back (see docs/operations.md, "Inbound mail"). */
export type InboundConfig = {
  /** The support mailbox to poll; without it nothing is polled. */
  imapUrl: string | undefined;
  imapPollIntervalMs: number;
  /** The webhook's bearer token; without it `POST /api/inbound/mail` answers 404. */
  token: string | undefined;
};

/** Launch day (see docs/operations.md). */
export type LaunchConfig = {
  /** Where invite links lead (the live platform's sign-up), each carrying its code; invites wait for it. */
  url: string | undefined;
  /** The service token the live platform redeems codes with; without it, every redeem call gets 401. */
  apiToken: string | undefined;
  /** Whether invite runs take only members who confirmed their address, unless a run says otherwise. */
  confirmedOnly: boolean;
};

/** How the product sends e-mail (see docs/operations.md). */
export type MailConfig = {
  /** The SMTP server to send through; without one, mails are kept in the outbox as "not configured". */
  smtpUrl: string | undefined;
  /** The sender of every mail, e.g. `InvoiceFlow <hello@invoiceflow.app>`. */
  from: string;
  /** Who gets the administrators' mails; empty means every administrator's account address. */
  adminRecipients: string[];
  /** The public origin links in mails point to, without a trailing slash. */
  siteUrl: string;
  /** The product's name, as the site shows it. */
  brandName: string;
  /** The support address the site shows to everyone (`VITE_SUPPORT_EMAIL`): where answers to replies go. */
  supportEmail: string;
  /** Whether the administrators get one summary of new sign-ups a day. */
  dailyDigest: boolean;
  /** The key every mail is signed with (`DKIM_*`); undefined: mails go unsigned, or signed by the relay. */
  dkim: DkimSigning | undefined;
};

function mailConfig(
  parsed: z.output<typeof envSchema>,
  site: { siteUrl: string; brandName: string; supportEmail: string },
): MailConfig {
  const siteUrl = (parsed.SITE_URL ?? site.siteUrl).replace(/\/+$/, '');
  return {
    smtpUrl: parsed.SMTP_URL,
    // A sender on the site's own domain unless told otherwise.
    from: parsed.MAIL_FROM ?? `${site.brandName} <hello@${new URL(siteUrl).hostname}>`,
    adminRecipients: parsed.ADMIN_NOTIFY_EMAIL ?? [],
    siteUrl,
    brandName: site.brandName,
    supportEmail: site.supportEmail,
    dailyDigest: parsed.ADMIN_DIGEST === 'daily',
    dkim:
      parsed.DKIM_DOMAIN && parsed.DKIM_SELECTOR && parsed.DKIM_PRIVATE_KEY
        ? { domainName: parsed.DKIM_DOMAIN, keySelector: parsed.DKIM_SELECTOR, privateKey: parsed.DKIM_PRIVATE_KEY }
        : undefined,
  };
}

/**
 * Receivers judge a mail by its From domain (DMARC): a signature for another domain does not count for
 * it, and the mail fails DMARC as if unsigned. Refused at start rather than found in a spam folder.
 */
function dkimAlignmentProblem(mail: MailConfig, mailFromSet: boolean): string | null {
  if (!mail.dkim) return null;
  const fromDomain = senderDomain(mail.from);
  if (dkimAligns(fromDomain, mail.dkim.domainName)) return null;
  const sender = mailFromSet ? 'MAIL_FROM' : "the default sender, on SITE_URL's domain: set MAIL_FROM";
  return `DKIM_DOMAIN ${mail.dkim.domainName} does not align with the sender's domain ${fromDomain} (${sender}): receivers check the signature against the From domain (DMARC), so set DKIM_DOMAIN to ${fromDomain} or a domain it is under`;
}

/** The error a start is refused with, one line per problem. */
const invalidConfiguration = (problems: Array<{ setting: string; message: string }>) =>
  new Error(
    `Invalid configuration:\n${problems.map(({ setting, message }) => `  - ${setting}: ${message}`).join('\n')}`,
  );

/** Reads and checks the environment; a bad value stops the server with every problem named at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = settingsSchema.safeParse(present);
  if (!result.success) {
    throw invalidConfiguration(
      result.error.issues.map((issue) => ({ setting: issue.path.join('.'), message: issue.message })),
    );
  }
  const parsed = result.data;
  const absolute = (path: string) => (isAbsolute(path) ? path : resolve(process.cwd(), path));
  const mail = mailConfig(parsed, siteConfigFromEnv(env));
  const misaligned = dkimAlignmentProblem(mail, parsed.MAIL_FROM !== undefined);
  if (misaligned) throw invalidConfiguration([{ setting: 'DKIM_DOMAIN', message: misaligned }]);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: absolute(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    databasePoolSize: parsed.DATABASE_POOL_SIZE,
    adminEmail: parsed.ADMIN_EMAIL,
    adminPassword: parsed.ADMIN_PASSWORD,
    adminPath: parsed.ADMIN_PATH.replace(/\/+$/, ''),
    jwtSecret: parsed.JWT_SECRET,
    mailLinkSecret: parsed.MAIL_LINK_SECRET,
    inviteCodeSecret: parsed.INVITE_CODE_SECRET,
    jwtTtl: parsed.JWT_TTL.replace(/\s+/g, ''),
    statsTimeZone: parsed.STATS_TIMEZONE,
    trustProxy: parsed.TRUST_PROXY,
    trustProxyWarning: proxyTrustWarning(present.TRUST_PROXY),
    rateLimitPublic: parsed.RATE_LIMIT_PUBLIC,
    rateLimitLogin: parsed.RATE_LIMIT_LOGIN,
    loginLockoutAttempts: parsed.LOGIN_LOCKOUT_ATTEMPTS,
    loginLockoutWindowMs: parsed.LOGIN_LOCKOUT_WINDOW,
    twoFactorRequired: parsed.ADMIN_2FA === 'required',
    auditRetentionSeconds: parsed.AUDIT_RETENTION,
    referrals: { boost: parsed.REFERRAL_BOOST, dailyCap: parsed.REFERRAL_DAILY_CAP },
    redisUrl: parsed.REDIS_URL,
    redisKeyPrefix: parsed.REDIS_KEY_PREFIX,
    requestTimeoutMs: parsed.REQUEST_TIMEOUT,
    headersTimeoutMs: parsed.HEADERS_TIMEOUT,
    keepAliveTimeoutMs: parsed.KEEP_ALIVE_TIMEOUT,
    shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT,
    logLevel: parsed.LOG_LEVEL,
    siteDir: parsed.SITE_DIR === NO_SITE ? null : absolute(parsed.SITE_DIR),
    // The same variable and default as the build's, so the page and its policy name the same host.
    demoVideoOrigin: new URL(siteConfigFromEnv(env).demoVideoUrl).origin,
    mail,
    launch: { url: parsed.LAUNCH_URL, apiToken: parsed.LAUNCH_API_TOKEN, confirmedOnly: parsed.INVITE_CONFIRMED_ONLY },
    metricsToken: parsed.METRICS_TOKEN,
    inbound: { imapUrl: parsed.IMAP_URL, imapPollIntervalMs: parsed.IMAP_POLL_INTERVAL, token: parsed.INBOUND_TOKEN },
    webhooks:
      parsed.WEBHOOK_URL && parsed.WEBHOOK_SECRET ? { url: parsed.WEBHOOK_URL, secret: parsed.WEBHOOK_SECRET } : null,
  };
}
