import { createHmac } from 'node:crypto';

import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';

import type { ServerConfig } from './config';
import type { Database } from './db';
import { decodeUtf8Body, HttpError } from './http';
import { registerAudit } from './plugins/audit';
import { createRequireAdmin, enforceRouteAccess } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { answersOf, registerContract } from './plugins/contract';
import { registerErrorHandling, sendError } from './plugins/errors';
import { loggerOptions, type LoggingOptions } from './plugins/logging';
import { registerMetrics } from './plugins/metrics';
import { MemoryRateLimitStore } from './plugins/rateLimitStore';
import { registerRequestIdHeader, requestLogOptions } from './plugins/requestLog';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { registerSite, SHARE_PICTURE_URL } from './plugins/site';
import { createContactRepository } from './repositories/contact';
import { queueConfirmReminders } from './repositories/confirmReminders';
import { queueDailyDigest } from './repositories/digest';
import { createOutboxRepository } from './repositories/outbox';
import { pruneAudit } from './repositories/audit';
import { createSecondFactorRepository } from './repositories/secondFactor';
import { createSavedReplyRepository } from './repositories/savedReplies';
import { createUserRepository } from './repositories/users';
import { createWebhookRepository } from './repositories/webhooks';
import { createWaitlistRepository } from './repositories/waitlist';
import { accountRoutes } from './routes/account';
import { auditRoutes } from './routes/audit';
import { authRoutes } from './routes/auth';
import { twoFactorRoutes } from './routes/twoFactor';
import { contactRoutes } from './routes/contact';
import { launchRoutes } from './routes/launch';
import { privacyRoutes } from './routes/privacy';
import { savedReplyRoutes } from './routes/savedReplies';
import { senderContextRoutes } from './routes/senderContext';
import { signupChartRoutes } from './routes/signupChart';
import { funnelRoutes } from './routes/funnel';
import { createPageViews } from './funnel/pageViews';
import { userRoutes } from './routes/users';
import { waitlistRoutes } from './routes/waitlist';
import { webhookRoutes } from './routes/webhooks';
import { createConfirmLinks, createLeaveLinks, createStatusLinks, mailLinkSecretFor } from './mail/memberLinks';
import { createInviteCodes, inviteUrl } from './launch/inviteCodes';
import { createInvites } from './launch/invites';
import { createLaunchNews } from './launch/news';
import { createRedemptions } from './launch/redemptions';
import { createRequireServiceToken } from './launch/serviceToken';
import type { MailContext } from './mail/templates';
import { createMailWorker, type MailWorker, type MailWorkerOptions } from './mail/worker';
import { createWebhookQueue } from './repositories/webhookQueue';
import { createWebhookWorker, type WebhookWorker, type WebhookWorkerOptions } from './webhooks/worker';
import { createImapPoller, type ImapPoller } from './inbound/imapPoller';
import { parseInboundMail } from './inbound/inboundMail';
import { createReplyAddresses } from './inbound/replyAddresses';
import { takeInboundMail } from './repositories/inbound';
import { keptSetting } from './repositories/settings';
import { INBOUND_TOKEN_MESSAGE, inboundRoutes } from './routes/inbound';
import { createRequireBearerToken } from './services/bearerToken';
import { memberLinkRoutes } from './routes/memberLinks';
import { mailRoutes } from './routes/mail';
import { createLoginAddressLimit, createLoginThrottle, personalDataKeySecret } from './services/loginThrottle';
import { createPasswordLinks } from './services/passwordLinks';
import { closeRedis, connectRedis } from './services/redis';
import { createRefusals } from './services/refusals';
import { createMemoryCounter, createRedisCounter } from './services/windowCounter';
import { createTokenService } from './services/tokens';
import { checkDependencies } from './readiness';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the outbox; the server starts it once it listens (tests start it when they need it). */
    mailWorker: MailWorker;
    /** Sends the webhook outbox to WEBHOOK_URL; started like the mail worker (tests start it when they need it). */
    webhookWorker: WebhookWorker;
    /** Polls the support mailbox (`IMAP_URL`); null without one. Started by server.ts once listening. */
    inboundPoller: ImapPoller | null;
  }
}

/** Whether a request URL (path and query) is under /api. */
const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export type BuildAppOptions = {
  config: ServerConfig;
  db: Database;
  /** The key sessions are signed with (see `resolveSecret`). */
  jwtSecret: string;
  /**
   * The key the links in mails are signed with (leaving the waitlist), kept apart from the session key so
   * that changing JWT_SECRET (signing everyone out) does not break the links in mails already sent. The
   * server passes MAIL_LINK_SECRET or one kept in the database; without it, one is derived from `jwtSecret`.
   */
  mailLinkSecret?: string;
  /** The key invite codes are derived with (see launch/inviteCodes.ts); like `mailLinkSecret`. */
  inviteCodeSecret?: string;
  /** The clock the stats count periods by; injectable so tests can pin "today". */
  now?: () => Date;
  /** Fastify's logger (secrets masked, see plugins/logging.ts): on in production, off in most tests. */
  logger?: false | LoggingOptions;
  /** The mail worker's timings; tests shorten them. */
  mailWorker?: Partial<MailWorkerOptions>;
  /** The webhook worker's timings and retry schedule; tests shorten them. */
  webhookWorker?: Partial<WebhookWorkerOptions>;
  /** Collects the routes' schemas into an OpenAPI document (`app.swagger()`), served nowhere: see server/openapi.ts. */
  openApi?: boolean;
};

/** The largest request body accepted; bigger ones get a 413. */
export const BODY_LIMIT = 64 * 1024;

/** How often Node checks for requests past their headers or request timeout. */
const CONNECTIONS_CHECKING_INTERVAL_MS = 1_000;
/** The window of `RATE_LIMIT_PUBLIC` and of the redeem call's limit: requests per client address per minute. */
const PUBLIC_RATE_LIMIT_WINDOW_MS = 60_000;
/** The window of `RATE_LIMIT_LOGIN`: failed sign-ins per client address per 15 minutes. */
const LOGIN_ADDRESS_WINDOW_MS = 15 * 60_000;
/**
 * Redeem calls per client address per minute. The live platform calls from a few addresses of its own,
 * one call per person signing up with a code, so this is its whole allowance: ten a second is room for a
 * launch wave, and still no way to try codes (80 bits each) in any number.
 */
export const REDEEM_RATE_LIMIT_PER_MINUTE = 600;

/** `url` as it is, or with every `%` of its path escaped when the path does not decode (see `rewriteUrl`). */
function literalIfUndecodable(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return path.replaceAll('%', '%25') + url.slice(path.length);
  }
}

/** Builds the whole server (API and site) without listening, so tests can drive it with `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: options.logger ? loggerOptions(options.logger) : false,
    // Request ids from a valid X-Request-Id or a UUID, and one access line per request (plugins/requestLog.ts).
    ...requestLogOptions(config.adminPath),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Long-lived keep-alive connections must not stop a graceful shutdown from finishing.
    forceCloseConnections: 'idle',
    // An address whose percent-escapes do not decode (`/about%`, `/%ff`) is taken literally: it leads
    // nowhere and gets the 404 of any unknown address (the page, or the API's JSON) with every header an
    // answer gets, not Fastify's 400 with its internal code, the address echoed and no security headers.
    rewriteUrl: (request) => literalIfUndecodable(request.url ?? '/'),
    // A client that sends its request slowly (or never finishes it) gets 408 and loses the connection
    // instead of holding it, and a shutdown, open for ever. Only receiving the request is timed: a slow
    // answer (a large CSV export) is not cut.
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.headersTimeoutMs,
      // Node looks for expired requests this often (30 s by default, which would let a 10 s headers
      // timeout last 40 s); the check only walks connections with a request still arriving.
      connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS,
    },
  });

  // Said at every start, in the log operators read: a TRUST_PROXY that lets a client reaching the server
  // directly choose its address empties the per-address limits of their meaning (server/proxyTrust.ts).
  if (config.trustProxyWarning) app.log.warn(config.trustProxyWarning);

  registerErrorHandling(app);
  registerRequestIdHeader(app);
  // Before any route, so that every route's schemas validate its requests and serialize its answers.
  const api = registerContract(app);
  if (options.openApi) await (await import('./openapi')).registerOpenApi(app);
  registerSecurityHeaders(app, { frameOrigin: config.demoVideoOrigin, sharedFiles: SHARE_PICTURE_URL });
  // Before every route and the static site, so that each answer can be compressed.
  await registerCompression(app);
  // API answers are personal data, sessions or state that changes with every call: no browser or proxy
  // may keep one (a login answer with its token, a list of people). Set as each answer goes out, so it
  // holds for errors, 404s, 401s and 429s too. The site's own caching is in plugins/site.ts.
  // The exception: the admin lists and stats, which the portal polls, may be kept by the browser and
  // revalidated by their ETag (routes/conditional.ts), and say so themselves.
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url) && !reply.hasHeader('ETag')) reply.header('Cache-Control', 'no-store');
  });
  // Every body this API takes is JSON; without this, Fastify would also parse text/plain.
  app.removeContentTypeParser('text/plain');
  // A client that sends `Content-Type: application/json` on every call, bodies or not (the spec's shared
  // helper does), must be able to make a bodiless call such as PATCH …/read: an empty body is no body.
  // Anything else goes through Fastify's own parser, which refuses `__proto__` and `constructor.prototype`.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = decodeUtf8Body(body as Buffer);
    } catch (error) {
      return done(error as Error, undefined);
    }
    if (text === '') return done(null, undefined);
    parseJson(request, text, done);
  });
  // JSON is UTF-8 (RFC 8259) and Fastify reads every body as UTF-8 whatever charset it declares: refuse
  // other charsets rather than store a Latin-1 "é" as "�".
  app.addHook('preParsing', async (request) => {
    const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(request.headers['content-type'] ?? '')?.[1];
    if (charset !== undefined && !/^utf-?8$/i.test(charset)) {
      throw new HttpError(415, 'Send the request body as JSON encoded in UTF-8 (charset=utf-8)');
    }
  });

  // With REDIS_URL, the counters below live in Redis, so every instance enforces the same limits.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, config.redisKeyPrefix, app.log) : undefined;
  if (redis) app.addHook('onClose', () => closeRedis(redis));

  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'rate-limit:' } : { store: MemoryRateLimitStore }),
    // Per-address limits fail open when Redis cannot answer: losing sign-ups during a Redis outage is
    // worse than a few more bot requests. Login still fails closed, through its per-account check.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  const outbox = createOutboxRepository(db);
  const metrics = config.metricsToken
    ? registerMetrics(app, { token: config.metricsToken, db, redis, outbox })
    : undefined;
  // Said once per client (or account) and window, counted every time: services/refusals.ts.
  const refusals = createRefusals(
    {
      waitlist: PUBLIC_RATE_LIMIT_WINDOW_MS,
      contact: PUBLIC_RATE_LIMIT_WINDOW_MS,
      'launch-redeem': PUBLIC_RATE_LIMIT_WINDOW_MS,
      'login-address': LOGIN_ADDRESS_WINDOW_MS,
      'login-account': config.loginLockoutWindowMs,
    },
    metrics?.refused,
  );
  // Per client address (honouring TRUST_PROXY); a person submits a form once, a bot thousands of times.
  // One limiter per public form, run by both its JSON call and its form post, so the two doors share one
  // allowance. The plugin's `groupId` route option does not do this: each route still gets a store of its
  // own (a fresh counter in memory, a key naming the route in Redis; @fastify/rate-limit 11.2.0, issue
  // #463). A limiter made with `app.rateLimit` has one store whichever route runs it; its key names the
  // form (normalised as the plugin's default key is), or the two forms' Redis keys would be the same.
  const publicRateLimit = (form: 'waitlist' | 'contact') =>
    app.rateLimit({
      max: config.rateLimitPublic,
      timeWindow: PUBLIC_RATE_LIMIT_WINDOW_MS,
      keyGenerator: (request) => `${form}:${normalizeIP(request.ip)}`,
      onExceeded: (request) => refusals.refused(form, request),
    });
  // Failed sign-ins only, per client address (see services/loginThrottle.ts); not @fastify/rate-limit,
  // which counts every request, so an administrator signing in again and again was locked out.
  const loginAddressLimit = createLoginAddressLimit(
    redis
      ? createRedisCounter(redis, 'login-address-failures:', LOGIN_ADDRESS_WINDOW_MS)
      : createMemoryCounter(LOGIN_ADDRESS_WINDOW_MS),
    config.rateLimitLogin,
  );
  const loginThrottle = createLoginThrottle(
    redis
      ? createRedisCounter(redis, 'login-failures:', config.loginLockoutWindowMs)
      : createMemoryCounter(config.loginLockoutWindowMs),
    config.loginLockoutAttempts,
    personalDataKeySecret(options.jwtSecret),
  );

  // Events for WEBHOOK_URL (server/webhooks), queued by the repositories in the statements that make them.
  const webhooks = createWebhookQueue(config.webhooks !== null);
  const repositories = {
    waitlist: createWaitlistRepository(db, {
      timeZone: config.statsTimeZone,
      now,
      referrals: config.referrals,
      webhooks,
    }),
    contact: createContactRepository(db, { timeZone: config.statsTimeZone, now, webhooks }),
    users: createUserRepository(db),
  };
  const { mail } = config;
  const mailLinkSecret = options.mailLinkSecret ?? mailLinkSecretFor(options.jwtSecret);
  const leaveLinks = createLeaveLinks(mailLinkSecret, mail.siteUrl);
  const confirmLinks = createConfirmLinks(mailLinkSecret, mail.siteUrl);
  const statusLinks = createStatusLinks(mailLinkSecret, mail.siteUrl);
  // A key of their own, derived: a reply address and a leave link never verify as each other.
  const replyAddresses = createReplyAddresses(
    createHmac('sha256', mailLinkSecret).update('reply addresses').digest('base64url'),
    mail.supportEmail,
  );
  const portalUrl = `${mail.siteUrl}${config.adminPath}`;
  // Derived like the reply addresses: a set-password link and a leave link never verify as each other.
  const passwordLinks = createPasswordLinks(
    createHmac('sha256', mailLinkSecret).update('set-password links').digest('base64url'),
    portalUrl,
  );
  const inviteCodes = createInviteCodes(
    options.inviteCodeSecret ?? createHmac('sha256', options.jwtSecret).update('invite codes').digest('base64url'),
  );
  const mailContext: MailContext = {
    brandName: mail.brandName,
    supportEmail: mail.supportEmail,
    siteUrl: mail.siteUrl,
    portalUrl,
    passwordLinkUrl: passwordLinks.url,
    timeZone: config.statsTimeZone,
    leaveUrl: leaveLinks.url,
    confirmUrl: confirmLinks.url,
    statusUrl: statusLinks.url,
    referralBoost: config.referrals.boost,
    replyAddress: replyAddresses.addressFor,
    adminReplyAddress: replyAddresses.adminAddressFor,
    invite: (member) => {
      const code = inviteCodes.codeFor(member);
      return { code, url: inviteUrl(config.launch.url ?? mail.siteUrl, code) };
    },
  };
  const mailWorker = createMailWorker({
    outbox,
    smtpUrl: mail.smtpUrl ?? null,
    from: mail.from,
    dkim: mail.dkim ?? null,
    adminRecipients: async () =>
      mail.adminRecipients.length > 0
        ? mail.adminRecipients
        : (await repositories.users.list()).filter((user) => user.isAdmin).map((user) => user.email),
    context: mailContext,
    log: app.log,
    beforePass: async () => {
      await queueConfirmReminders(db);
      // Not mail, but the same steady beat every instance already has; one index probe when nothing is due.
      await pruneAudit(db, config.auditRetentionSeconds);
      if (mail.dailyDigest) await queueDailyDigest(db, now());
    },
    options: options.mailWorker,
  });
  app.decorate('mailWorker', mailWorker);
  app.addHook('onClose', () => mailWorker.stop());
  const mailQueued = () => mailWorker.wake();
  const webhookRepository = createWebhookRepository(db);
  const webhookWorker = createWebhookWorker({
    webhooks: webhookRepository,
    target: config.webhooks,
    userAgent: `${mail.brandName.replace(/[^A-Za-z0-9]+/g, '') || 'Waitlist'}-Webhooks/1.0`,
    log: app.log,
    options: options.webhookWorker,
  });
  app.decorate('webhookWorker', webhookWorker);
  app.addHook('onClose', () => webhookWorker.stop());
  /** Events were queued and committed: the worker sends them now. */
  const webhooksQueued = () => webhookWorker.wake();

  const tokens = createTokenService(options.jwtSecret, config.jwtTtl);
  const requireAdmin = createRequireAdmin(tokens, repositories.users, {
    twoFactorRequired: config.twoFactorRequired,
  });
  enforceRouteAccess(app, requireAdmin);
  registerAudit(app, db);

  api.get('/health', { schema: { response: answersOf('GET /health') } }, async () => ({ status: 'ok' as const }));
  // 503 when this instance cannot serve (its database unreachable, or its storage failing writes);
  // Redis, shared by every instance and only holding counters, makes it "degraded", not unready: taking
  // every instance out of rotation would turn a failing login into a site that is down.
  api.get('/health/ready', { schema: { response: answersOf('GET /health/ready') } }, async (request, reply) => {
    const status = await checkDependencies(db, redis, request.server.server);
    if (status.database === 'unreachable') return sendError(reply, 503, 'The database is not reachable');
    if (status.database === 'storage failing') {
      return sendError(reply, 503, "The database's storage is full or failing: writes fail");
    }
    return status.redis === 'failing'
      ? { status: 'degraded' as const, database: db.kind, failing: ['redis' as const] }
      : { status: 'ok' as const, database: db.kind };
  });

  waitlistRoutes(api, {
    waitlist: repositories.waitlist,
    requireAdmin,
    rateLimit: publicRateLimit('waitlist'),
    mailQueued,
    webhooksQueued,
    now,
    timeZone: config.statsTimeZone,
  });
  contactRoutes(api, {
    contact: repositories.contact,
    requireAdmin,
    rateLimit: publicRateLimit('contact'),
    mailQueued,
    webhooksQueued,
    now,
    timeZone: config.statsTimeZone,
  });
  mailRoutes(api, {
    db,
    outbox,
    users: repositories.users,
    requireAdmin,
    smtpConfigured: Boolean(mail.smtpUrl),
    context: mailContext,
    mailQueued,
  });
  memberLinkRoutes(app, {
    waitlist: repositories.waitlist,
    leaveLinks,
    confirmLinks,
    statusLinks,
    siteUrl: mail.siteUrl,
    referralBoost: config.referrals.boost,
    webhooksQueued,
  });

  // Answers coming back (ADR 0029): through the webhook, or from the support mailbox.
  const takeMail = async (raw: Buffer) => {
    const result = await takeInboundMail(
      db,
      await parseInboundMail(raw),
      {
        addresses: replyAddresses,
        notifyAddresses: mail.adminRecipients,
      },
      webhooks,
    );
    if (result.outcome === 'joined' || result.outcome === 'relayed' || result.outcome === 'new') mailQueued();
    if (result.outcome === 'new') webhooksQueued();
    // What a bounce or a complaint did is the operator's to see; nobody's address is in the line.
    if (result.outcome === 'bounce' || result.outcome === 'complaint') {
      app.log.info({ outcome: result.outcome }, 'inbound mail: a delivery report fed the suppression list');
    }
    return result;
  };
  inboundRoutes(api, {
    enabled: config.inbound.token !== undefined,
    requireInboundToken: createRequireBearerToken(config.inbound.token, {
      realm: 'inbound',
      message: INBOUND_TOKEN_MESSAGE,
    }),
    take: takeMail,
  });
  const inboundPoller = config.inbound.imapUrl
    ? createImapPoller({
        url: config.inbound.imapUrl,
        intervalMs: config.inbound.imapPollIntervalMs,
        since: async () => new Date(await keptSetting(db, 'inbound_imap_since', new Date().toISOString())),
        take: takeMail,
        log: app.log,
      })
    : null;
  app.decorate('inboundPoller', inboundPoller);
  app.addHook('onClose', async () => inboundPoller?.stop());
  const signIn = {
    db,
    users: repositories.users,
    secondFactor: createSecondFactorRepository(db),
    tokens,
    twoFactorRequired: config.twoFactorRequired,
    mailQueued,
  };
  const loginLimits = { requireAdmin, loginAddressLimit, loginThrottle, refusals, now };
  authRoutes(api, { ...signIn, ...loginLimits, passwordLinks });
  twoFactorRoutes(api, { ...signIn, ...loginLimits, issuer: mail.brandName });
  userRoutes(api, { users: repositories.users, requireAdmin, mailQueued });
  auditRoutes(api, { db, requireAdmin, now, timeZone: config.statsTimeZone });
  accountRoutes(api, { users: repositories.users, requireAdmin });
  privacyRoutes(api, {
    db,
    waitlist: repositories.waitlist,
    contact: repositories.contact,
    requireAdmin,
    timeZone: config.statsTimeZone,
  });
  signupChartRoutes(api, { db, requireAdmin, now, timeZone: config.statsTimeZone });
  // The funnel's first step: visits of the public pages, counted here and written every few seconds.
  const pageViews = createPageViews({ db, timeZone: config.statsTimeZone, now, log: app.log });
  app.addHook('onClose', () => pageViews.stop());
  funnelRoutes(api, { db, requireAdmin, now, timeZone: config.statsTimeZone, flushPageViews: pageViews.flush });
  savedReplyRoutes(api, { savedReplies: createSavedReplyRepository(db), requireAdmin });
  senderContextRoutes(api, { db, requireAdmin });
  launchRoutes(api, {
    invites: createInvites({
      db,
      waitlist: repositories.waitlist,
      inviteCodes,
      mailContext,
      launchUrl: config.launch.url,
      confirmedOnly: config.launch.confirmedOnly,
      webhooks,
    }),
    news: createLaunchNews({ db, mailContext }),
    redemptions: createRedemptions(db, inviteCodes, webhooks),
    users: repositories.users,
    requireAdmin,
    requireServiceToken: createRequireServiceToken(config.launch.apiToken),
    redeemRateLimit: app.rateLimit({
      max: REDEEM_RATE_LIMIT_PER_MINUTE,
      timeWindow: PUBLIC_RATE_LIMIT_WINDOW_MS,
      keyGenerator: (request) => `launch-redeem:${normalizeIP(request.ip)}`,
      onExceeded: (request) => refusals.refused('launch-redeem', request),
    }),
    launchUrlConfigured: config.launch.url !== undefined,
    mailQueued,
    webhooksQueued,
  });
  webhookRoutes(api, {
    webhooks: webhookRepository,
    requireAdmin,
    url: config.webhooks?.url ?? null,
    webhooksQueued,
  });

  await registerSite(app, {
    siteDir: config.siteDir,
    adminPath: config.adminPath,
    siteUrl: config.mail.siteUrl,
    onPageServed: pageViews.served,
  });

  return app;
}
