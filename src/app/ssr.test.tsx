// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { writeShareImages } from '../../scripts/siteImages.mjs';
import { formOutcomePaths, paths } from '@shared/content/paths';
import { brandMarkSvg, publicRoutes, renderPage, shareCards, siteConfig, tokens } from '@/entry-server';
import { siteFormOutcomePaths } from '@/app/routes';
import type { SharePreviews } from '@/pages/SiteShareMeta';
import { screenshots } from '@/content/screenshots';

/** The text of the page's level-1 heading(s) in `html`, entities decoded as a browser would. */
const headingsOf = (html: string) =>
  [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map(([, inner]) =>
    inner!
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&'),
  );

const robotsNoindex = '<meta name="robots" content="noindex"/>';

/** An attribute's value as a browser reads it. */
const decoded = (value: string) =>
  value
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The head React hoists in front of a page's markup (scripts/build-site.mjs moves it into <head>): its
 * title, and its meta tags by `property` or `name` (every value, in order, to catch a tag given twice).
 */
function headOf(html: string) {
  const [head = ''] = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/.exec(html) ?? [];
  const meta = new Map<string, string[]>();
  for (const [, attributes = ''] of head.matchAll(/<meta ([^>]*)\/>/g)) {
    const key = /(?:property|name)="([^"]+)"/.exec(attributes)?.[1];
    const content = /content="([^"]*)"/.exec(attributes)?.[1];
    if (key && content !== undefined) meta.set(key, [...(meta.get(key) ?? []), decoded(content)]);
  }
  return {
    title: decoded(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]+)"\/>/.exec(head)?.[1],
    /** The one value of a tag; fails when the page gives it twice. */
    one: (key: string) => {
      const values = meta.get(key) ?? [];
      expect(values, key).toHaveLength(1);
      return values[0]!;
    },
    keys: [...meta.keys()],
  };
}

/** Width and height from a PNG's header (its IHDR chunk comes first, after the 8-byte signature). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.toString('ascii', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The share pictures, drawn as the build draws them (scripts/siteImages.mjs), into a folder of this run. */
let siteDir: string;
let sharePreviews: SharePreviews;

beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'invoiceflow-share-'));
  ({ previews: sharePreviews } = await writeShareImages(shareCards, {
    outDir: siteDir,
    publicDir: resolve('public'),
    brandName: siteConfig.brandName,
    siteUrl: siteConfig.siteUrl,
    tokens,
    brandMark: brandMarkSvg(),
  }));
}, 120_000);
afterAll(() => rm(siteDir, { recursive: true, force: true }));

const render = (path: string) => renderPage(path, { sharePreviews });

/**
 * What the build prerenders (scripts/build-site.mjs): each public page rendered in Node, where there is
 * no `window` or `document` — touching them while rendering would throw here.
 */
describe('the layout and its pages rendered on the server', { timeout: 30_000 }, () => {
  it.each([
    ['/', 'Professional Invoicing Made Simple', 'https://invoiceflow.app/'],
    ['/features', 'Powerful Features', 'https://invoiceflow.app/features'],
    ['/no-such-page', 'Page not found', undefined],
  ])('%s renders to HTML with the navigation, the page, the footer and its head', async (path, heading, canonical) => {
    expect(typeof window).toBe('undefined');
    const { html, styles } = await render(path);
    expect(html).toContain('<main id="main"');
    expect(html).toContain('Skip to main content');
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('Launch System');
    expect(html).toContain(heading);
    expect(html).toContain('All rights reserved.');
    // A page whose first screen is an image opens with its preloads: one per file art direction may
    // choose, the phone's crop and the whole screen (see the next test).
    expect(html).toMatch(
      /^(?:<link rel="preload" as="image"[^>]*\/>){0,2}<title>[^<]+ · InvoiceFlow<\/title><meta name="description" content="[^"]+"\/>/,
    );
    if (canonical) expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
    else expect(html).not.toContain('rel="canonical"');
    expect(styles).toContain('max-width:1440px');
  });

  it('preloads the home hero’s product shot from the head, at high priority, each file only where it is shown', async () => {
    const { html } = await render('/');
    // Among what the build moves into the head (scripts/build-site.mjs), so the browser asks for the
    // largest thing of the first screen before it has parsed the body. In <picture>, which React does not
    // preload by itself: ProductShot asks for the phone's crop below 640 px and the whole screen above.
    const preloads = /^(?:<link rel="preload" as="image"[^>]*\/>)+/.exec(html)?.[0].split('/>') ?? [];
    const narrow = preloads.find((link) => link.includes(screenshots.hero.narrow.srcSet));
    const whole = preloads.find((link) => link.includes(`imageSrcSet="${screenshots.hero.srcSet}"`));
    expect(narrow).toContain('media="(max-width: 639.98px)"');
    expect(whole).toContain('media="not all and (max-width: 639.98px)"');
    for (const link of [narrow, whole]) {
      expect(link).toContain('fetchPriority="high"');
      expect(link).toMatch(/imageSizes="[^"]+"/);
    }
    const image = new RegExp(`<img src="${screenshots.hero.src}"[^>]*>`).exec(html)?.[0];
    expect(image).toContain('fetchPriority="high"');
    expect(image).toContain('width="1280" height="800"');
    expect(image).not.toContain('loading="lazy"');
  });

  it('leaves the menu toggle to the browser until the app runs: a popover invoker with no fixed state', async () => {
    const { html } = await render('/about');
    const toggle = /<button[^>]*aria-label="Open menu"[^>]*>/.exec(html)?.[0];
    expect(toggle).toMatch(/popovertarget=/i);
    // The browser reports an open popover's state itself; a prerendered "false" would contradict it.
    expect(toggle).not.toContain('aria-expanded');
  });

  it('names styled components after their file and position, not after the order modules ran in', async () => {
    // Ids come from file and position (the styled-components transform: scripts/vite/styledComponents.ts),
    // not from a run-order counter; served, as here, the component's name comes first.
    const { html } = await render('/features');
    expect(html).toMatch(/class="\w+__\w+-sc-[a-z0-9]+-\d+ /);
  });

  it.each(['/about', '/how-it-works', '/contact', '/coming-soon', '/privacy', '/waitlist'])(
    '%s renders its own page, not the 404, in the layout’s one main landmark, open to search engines',
    async (path) => {
      const { html } = await render(path);
      const headings = headingsOf(html);
      expect(headings).toHaveLength(1);
      expect(headings[0]).not.toBe('Page not found');
      // A page that brought a main landmark of its own would nest a second one.
      expect(html.match(/<main[ >]/g)).toHaveLength(1);
      expect(html).not.toContain(robotsNoindex);
    },
  );

  it.each([
    [formOutcomePaths.waitlist.joined, "You're In!"],
    [formOutcomePaths.waitlist.duplicate, 'Already on the Waitlist'],
    [formOutcomePaths.waitlist.invalid, 'Check Your Details'],
    [formOutcomePaths.waitlist.throwaway, 'Use an Address You Keep'],
    [formOutcomePaths.waitlist.rateLimited, 'Too Many Requests'],
    [formOutcomePaths.waitlist.failed, 'Not Joined Yet'],
    [formOutcomePaths.contact.sent, 'Message Sent!'],
    [formOutcomePaths.contact.invalid, 'Check Your Details'],
    [formOutcomePaths.contact.failed, 'Message Not Sent'],
  ])('%s renders “%s” and tells search engines not to index it', async (path, heading) => {
    const { html } = await render(path);
    expect(headingsOf(html)).toEqual([heading]);
    expect(html).toContain(robotsNoindex);
  });
});

/** Every tag a shared link's preview reads (Open Graph, Twitter's large card). */
const shareTags = [
  'og:type',
  'og:site_name',
  'og:locale',
  'og:url',
  'og:title',
  'og:description',
  'og:image',
  'og:image:type',
  'og:image:width',
  'og:image:height',
  'og:image:alt',
  'twitter:card',
  'twitter:title',
  'twitter:description',
  'twitter:image',
  'twitter:image:alt',
];

describe('share previews in the prerendered head', { timeout: 60_000 }, () => {
  const pages = publicRoutes.filter((route) => route.path !== '*');
  const outcomePaths = siteFormOutcomePaths;
  /** The page whose card a page shares: its own, or its form's for the pages a form lands on. */
  const cardPathOf = (path: string) =>
    outcomePaths.includes(path) ? (path.startsWith(paths.contact) ? paths.contact : paths.waitlist) : path;

  it.each(pages.map((route) => route.path))(
    '%s carries every share tag once, with absolute addresses on the site’s origin and its own picture',
    async (path) => {
      const head = headOf((await render(path)).html);
      for (const tag of shareTags) head.one(tag);
      const cardPath = cardPathOf(path);
      const pageUrl = `${siteConfig.siteUrl}${cardPath === '/' ? '/' : cardPath}`;
      expect(head.one('og:url')).toBe(pageUrl);
      expect(head.one('og:type')).toBe('website');
      expect(head.one('og:site_name')).toBe('InvoiceFlow');
      expect(head.one('twitter:card')).toBe('summary_large_image');
      if (cardPath === path) {
        // The page's own card: the same title and address as its document title and canonical link.
        expect(head.one('og:title')).toBe(head.title);
        expect(head.one('og:description')).toBe(head.one('description'));
        expect(head.one('og:url')).toBe(head.canonical);
      }
      expect(head.one('twitter:title')).toBe(head.one('og:title'));
      expect(head.one('twitter:description')).toBe(head.one('og:description'));

      const image = head.one('og:image');
      expect(image).toMatch(new RegExp(`^${siteConfig.siteUrl}/assets/share/[a-z-]+-[\\w-]{10}\\.png$`));
      expect(head.one('twitter:image')).toBe(image);
      expect(head.one('og:image:type')).toBe('image/png');
      expect(head.one('og:image:alt')).toMatch(/^InvoiceFlow: .+\. Beside it, part of a product screen: .+\.$/);
      expect(head.one('twitter:image:alt')).toBe(head.one('og:image:alt'));

      // The picture the tags name is the one drawn, at the size they give, small enough to fetch fast.
      const bytes = await readFile(join(siteDir, new URL(image).pathname));
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
      expect([head.one('og:image:width'), head.one('og:image:height')]).toEqual(['1200', '630']);
      expect(bytes.length).toBeLessThan(150_000);
    },
  );

  it('gives each page with an address a picture of its own', async () => {
    const pictures = new Set<string>();
    for (const route of pages.filter((page) => !outcomePaths.includes(page.path))) {
      pictures.add(headOf((await render(route.path)).html).one('og:image'));
    }
    expect(pictures.size).toBe(pages.length - outcomePaths.length);
  });

  it('shares a page a form landed on as the form’s page, never what the sender was told', async () => {
    const joined = headOf((await render(formOutcomePaths.waitlist.joined)).html);
    const waitlist = headOf((await render(paths.waitlist)).html);
    expect(joined.title).toBe("You're In! · InvoiceFlow");
    for (const tag of shareTags) expect(joined.one(tag), tag).toBe(waitlist.one(tag));
    const notSent = headOf((await render(formOutcomePaths.contact.failed)).html);
    expect(notSent.one('og:url')).toBe(`${siteConfig.siteUrl}${paths.contact}`);
  });

  it('leaves the 404 page without share tags: it is no page of the site', async () => {
    const head = headOf((await render('/no-such-page')).html);
    expect(head.keys.filter((key) => /^(og|twitter):/.test(key))).toEqual([]);
  });
});
