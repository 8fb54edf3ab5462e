import { createHash } from 'node:crypto';
import { type IncomingMessage, request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { precompress } from '../../scripts/precompress.mjs';
import { buildApp } from '../app';
import {
  createTestApp,
  createTestDatabase,
  TEST_JWT_SECRET,
  testConfig,
  type TestApp,
  type TestDatabase,
} from '@testing/server/harness';

const ADMIN_PATH = '/back-office-7f3a';

/** A page large enough that the build writes compressed siblings for it, naming the origin it was built for. */
const HOME = `<!doctype html><title>Home</title><link rel="canonical" href="https://invoiceflow.app/"/><div id="root"><h1>Home</h1>${'<p>Invoices, paid on time.</p>'.repeat(60)}</div>`;
/** The start of a 1200×630 PNG (signature and header chunk): what a share picture begins with. */
const SHARE_PICTURE = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000004b0000002760803000000', 'hex'),
  Buffer.alloc(2048, 7),
]);
const MANIFEST = JSON.stringify({ name: 'InvoiceFlow', icons: [], padding: 'x'.repeat(300) });
const SCRIPT = `console.log(${JSON.stringify('app '.repeat(400))});`;
/** The admin page's first script, inline (vite.portal.config.ts, adminEarlyCalls). */
const EARLY_SCRIPT = '(() => {\nglobalThis.started = "é";\n})();';
const ADMIN_PAGE = `<!doctype html><meta name="admin-path" content="" /><script>${EARLY_SCRIPT}</script><div id="root"></div><script type="module" src="/assets/admin-1.js"></script>`;

/**
 * A built site as scripts/build-site.mjs writes it, in a folder that lies under one named `assets`:
 * where the site sits must not change how its files are cached.
 */
async function writeSite(parent: string) {
  const siteDir = join(parent, 'assets', 'site');
  await mkdir(join(siteDir, 'assets'), { recursive: true });
  await mkdir(join(siteDir, 'features'));
  await writeFile(join(siteDir, 'index.html'), HOME);
  await writeFile(join(siteDir, 'features', 'index.html'), '<div id="root"><h1>Powerful Features</h1></div>');
  await writeFile(join(siteDir, '404.html'), '<div id="root"><h1>Page not found</h1></div>');
  await writeFile(join(siteDir, 'admin.html'), ADMIN_PAGE);
  await writeFile(join(siteDir, 'assets', 'index-abc123.js'), SCRIPT);
  await writeFile(join(siteDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  await mkdir(join(siteDir, 'assets', 'share'));
  await writeFile(join(siteDir, 'assets', 'share', 'features-Ab12Cd34Ef.png'), SHARE_PICTURE);
  await writeFile(join(siteDir, 'manifest.webmanifest'), MANIFEST);
  await precompress(siteDir);
  return siteDir;
}

describe('serving the built site', () => {
  let parent: string;
  let siteDir: string;
  let database: TestDatabase;
  let t: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'invoiceflow-site-'));
    siteDir = await writeSite(parent);
    database = await createTestDatabase('pglite');
    t = await createTestApp(database, { config: { SITE_DIR: siteDir, ADMIN_PATH } });
    app = t.app;
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
    await rm(parent, { recursive: true, force: true });
  });

  it('caches hashed assets for a year and revalidates everything else, wherever the site folder is', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/features', '/robots.txt', '/no-such-page', ADMIN_PATH]) {
      const response = await app.inject({ url });
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await app.inject({ url: '/robots.txt' })).body).toContain('User-agent');
  });

  it('serves share pictures as PNG, kept for good, and lets other sites show them', async () => {
    const picture = await app.inject({ url: '/assets/share/features-Ab12Cd34Ef.png' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(picture.rawPayload.equals(SHARE_PICTURE)).toBe(true);
    // Link previews on other sites load it into their own pages; the site's own files stay its own.
    expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
    for (const url of ['/', '/assets/index-abc123.js', '/manifest.webmanifest', '/assets/share/missing.js']) {
      expect((await app.inject({ url })).headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
    expect((await app.inject({ method: 'HEAD', url: '/assets/share/features-Ab12Cd34Ef.png' })).statusCode).toBe(200);
  });

  it('serves the web app manifest with its media type, checked on every use', async () => {
    const manifest = await app.inject({ url: '/manifest.webmanifest', headers: { 'accept-encoding': 'identity' } });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ name: 'InvoiceFlow' });
  });

  it('gives pages validators, and answers an unchanged one with 304', async () => {
    const home = await app.inject({ url: '/' });
    expect(home.headers.etag).toBeTruthy();
    expect(home.headers['last-modified']).toBeTruthy();
    const again = await app.inject({ url: '/', headers: { 'if-none-match': String(home.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const admin = await app.inject({ url: ADMIN_PATH });
    const adminAgain = await app.inject({ url: ADMIN_PATH, headers: { 'if-none-match': String(admin.headers.etag) } });
    expect(adminAgain.statusCode).toBe(304);
  });

  it('sends the Brotli or gzip file the build wrote, as the client accepts, and says it varies', async () => {
    const brotli = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^text\/html/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(HOME);
    expect(brotli.rawPayload.length).toBeLessThan(HOME.length / 4);

    const gzip = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toMatch(/javascript/);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(HOME);
  });

  it('never serves a compressed sibling or a page under its file name', async () => {
    for (const url of ['/index.html.br', '/assets/index-abc123.js.gz', '/index.html', '/features/index.html']) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('compresses answers made per request when they are worth it', async () => {
    for (let index = 0; index < 30; index += 1) {
      await app.inject({
        method: 'POST',
        url: '/api/webpage/waitlist',
        remoteAddress: `10.0.0.${index}`,
        payload: { email: `person${index}@example.com`, name: 'Ana María Núñez', company: null, source: 'website' },
      });
    }
    const list = await app.inject({
      url: '/api/webpage/waitlist?page=1&pageSize=50',
      headers: { ...t.auth, 'accept-encoding': 'br' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(list.rawPayload).toString())).toHaveLength(30);

    const small = await app.inject({ url: '/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('serves each public page as the HTML the build prerendered for it', async () => {
    for (const url of ['/features', '/features?plan=pro']) {
      const features = await app.inject({ url });
      expect(features.statusCode).toBe(200);
      expect(features.headers['content-type']).toMatch(/^text\/html/);
      expect(features.body).toContain('<h1>Powerful Features</h1>');
    }
  });

  it('sends a page asked for with a trailing slash or an empty query to its one address', async () => {
    // Sent as a browser sends them, over a socket: `inject` would drop an empty query before the server.
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    for (const [url, location] of [
      ['/features/?plan=pro', '/features?plan=pro'],
      // What a form with no fields sends (Join Waitlist without JavaScript goes to `/waitlist?`).
      ['/features?', '/features'],
      ['/features/?', '/features'],
      ['/?', '/'],
    ]) {
      const { statusCode, headers } = await new Promise<IncomingMessage>((resolve, reject) =>
        request({ host: '127.0.0.1', port: new URL(origin).port, path: url }, resolve)
          .on('error', reject)
          .end(),
      );
      expect(statusCode, url).toBe(308);
      expect(headers.location, url).toBe(location);
    }
  });

  it('answers any other path with the prerendered 404 page and status 404', async () => {
    for (const url of [
      '/no-such-page',
      '/features/extra',
      `${ADMIN_PATH}x`,
      '/admin',
      '/admin.html',
      '/app-shell.html',
      // Addresses that cannot be decoded lead nowhere either, and get the page's headers too.
      '/about%',
      '/%ff',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-security-policy'], url).toBeDefined();
      expect(response.body).toContain('<h1>Page not found</h1>');
    }
    const api = await app.inject({ url: '/api/waitlist%' });
    expect([api.statusCode, api.json()]).toEqual([
      404,
      { statusCode: 404, error: 'Not Found', message: 'No API route GET /api/waitlist%25' },
    ]);
    expect((await app.inject({ method: 'HEAD', url: '/no-such-page' })).statusCode).toBe(404);
  });

  it('serves the admin page at the admin path alone, told that path, at every path under it', async () => {
    for (const url of [ADMIN_PATH, `${ADMIN_PATH}/messages?page=2`]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain(`<meta name="admin-path" content="${ADMIN_PATH}" />`);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('allows the admin page its own inline script by its hash, and no other page any', async () => {
    const hash = createHash('sha256').update(EARLY_SCRIPT).digest('base64');
    const scriptSources = (csp: unknown) =>
      String(csp)
        .split('; ')
        .find((directive) => directive.startsWith('script-src '));
    const admin = await app.inject({ url: `${ADMIN_PATH}/waitlist` });
    expect(scriptSources(admin.headers['content-security-policy'])).toBe(`script-src 'self' 'sha256-${hash}'`);
    const unchanged = await app.inject({
      url: `${ADMIN_PATH}/waitlist`,
      headers: { 'if-none-match': admin.headers.etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(scriptSources(unchanged.headers['content-security-policy'])).toBe(`script-src 'self' 'sha256-${hash}'`);
    for (const url of ['/', '/features', '/no-such-page', '/api/webpage/waitlist/stats']) {
      expect((await app.inject({ url })).headers['content-security-policy'], url).not.toContain('sha256');
    }
  });

  it('marks the hidden admin path noindex, and names it in no public answer', async () => {
    for (const path of [ADMIN_PATH, `${ADMIN_PATH}/messages`]) {
      expect((await app.inject({ url: path })).headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    for (const url of ['/', '/features', `${ADMIN_PATH}x`, '/robots.txt', '/assets/index-abc123.js', '/api/x']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(response.headers['x-robots-tag'], url).toBeUndefined();
      expect(JSON.stringify(response.headers) + response.body, url).not.toContain(ADMIN_PATH.slice(1));
    }
  });

  it('still answers unknown API paths with JSON, not the app', async () => {
    const response = await app.inject({ url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('refuses an admin path that a public page or file already answers', async () => {
    for (const [adminPath, taken] of [
      ['/features', '/features'],
      ['/assets', '/assets'],
    ] as const) {
      await expect(
        buildApp({
          config: testConfig({ SITE_DIR: siteDir, ADMIN_PATH: adminPath }),
          db: database.db,
          jwtSecret: TEST_JWT_SECRET,
        }),
      ).rejects.toThrow(`ADMIN_PATH covers ${taken}, which the public site serves`);
    }
  });

  it('says at start when the pages name another origin than SITE_URL, and not when they agree', async () => {
    const startWith = async (siteUrl: string) => {
      const lines: string[] = [];
      const started = await buildApp({
        config: testConfig({ SITE_DIR: siteDir, SITE_URL: siteUrl }),
        db: database.db,
        jwtSecret: TEST_JWT_SECRET,
        logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
      });
      await started.close();
      return lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    };
    const warnings = (await startWith('https://staging.invoiceflow.app')).filter((line) => line.level === 40);
    expect(warnings.map((line) => line.msg)).toEqual([
      expect.stringMatching(
        /built for https:\/\/invoiceflow\.app: its canonical links, sitemap and share previews name that origin, while SITE_URL is https:\/\/staging\.invoiceflow\.app\. Build it with VITE_SITE_URL=https:\/\/staging\.invoiceflow\.app/,
      ),
    ]);
    expect((await startWith('https://invoiceflow.app')).filter((line) => line.level === 40)).toEqual([]);
  });

  it('refuses a SITE_DIR without a built site, naming SITE_DIR, rather than answer 404 for every page', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'invoiceflow-site-'));
    try {
      for (const siteDir of [empty, join(empty, 'missing')]) {
        await expect(
          buildApp({ config: testConfig({ SITE_DIR: siteDir }), db: database.db, jwtSecret: TEST_JWT_SECRET }),
        ).rejects.toThrow(`SITE_DIR ${siteDir} holds no built site (no index.html)`);
      }
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('refuses a build without the admin page, saying how to make one', async () => {
    const incomplete = await mkdtemp(join(tmpdir(), 'invoiceflow-site-'));
    try {
      await writeFile(join(incomplete, 'index.html'), HOME);
      await expect(
        buildApp({ config: testConfig({ SITE_DIR: incomplete }), db: database.db, jwtSecret: TEST_JWT_SECRET }),
      ).rejects.toThrow(/has no admin\.html: build it again \(npm run build:site\)/);
    } finally {
      await rm(incomplete, { recursive: true, force: true });
    }
  });
});
