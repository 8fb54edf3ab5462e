import { type Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { documentTitle, pageHeading, publicRoutes } from './support/public';

/** The site's origin in canonical links and the sitemap: the build's default (VITE_SITE_URL). */
const SITE_URL = 'https://invoiceflow.app';

/** Errors the page logged: React reports a hydration mismatch as a console error. */
function collectConsoleProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('prerendered pages', () => {
  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    for (const route of publicRoutes) {
      test(`${route.path} shows its content, title, description and canonical link`, async ({ page }) => {
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);
        await expect(pageHeading(page)).toHaveText(route.heading);
        await expect(page).toHaveTitle(documentTitle(route.title));
        await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /.{50}/);
        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
          'href',
          `${SITE_URL}${route.path === '/' ? '/' : route.path}`,
        );
        await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).not.toHaveCount(0);
        await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
        // Styled as in the browser: the styles are in the page, not produced by scripts.
        await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');
      });
    }

    test('an unknown path answers 404 with the 404 page', async ({ page }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(pageHeading(page)).toHaveText('Page not found');
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
    });
  });

  for (const route of publicRoutes) {
    test(`${route.path} hydrates the prerendered markup in place, without a warning`, async ({ page }) => {
      const problems = collectConsoleProblems(page);
      // Hold the app's script back until the prerendered sections and headings have been marked, to tell
      // afterwards whether React kept the server's nodes (hydration) or threw them away and rendered anew.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[^/]+\.js$/, async (request) => {
        await released;
        await request.continue();
      });
      await page.goto(route.path, { waitUntil: 'commit' });
      await expect(pageHeading(page)).toHaveText(route.heading);
      await page.locator('#root').evaluate((root) => {
        (window as unknown as { prerendered: Element[] }).prerendered = [
          ...root.querySelectorAll('section, h1, h2, h3'),
        ];
      });
      release();
      // The sections that hydrate as they come near the viewport: bring each into view.
      for (const section of await page.locator('main section').all()) await section.scrollIntoViewIfNeeded();
      // Every element is React's once the deferred sections have hydrated, but for the sections that
      // never change once drawn (ADR 0028): React leaves each whole, as the server drew it, inside its
      // Suspense boundary (the markup right after a `<!--$-->` comment).
      await expect
        .poll(() =>
          page.locator('#root').evaluate((root) => {
            const isReacts = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
            const leftWhole = (element: Element) => {
              let top = element;
              while (top.parentElement && top.parentElement !== root && !isReacts(top.parentElement))
                top = top.parentElement;
              const before = top.previousSibling;
              return before?.nodeType === Node.COMMENT_NODE && (before as Comment).data === '$';
            };
            return [...root.querySelectorAll('*')]
              .filter((element) => !isReacts(element) && !leftWhole(element))
              .map((element) => `<${element.tagName.toLowerCase()}> ${element.textContent?.slice(0, 40)}`);
          }),
        )
        .toEqual([]);
      const thrownAway = await page.evaluate(() =>
        (window as unknown as { prerendered: Element[] }).prerendered
          .filter((element) => !element.isConnected)
          .map((element) => `<${element.tagName.toLowerCase()}> ${element.textContent?.slice(0, 40)}`),
      );
      expect(thrownAway).toEqual([]);
      // React does not patch attributes that differ after hydration, nor report them in production:
      // compare each element's class with the one React computed for it.
      const classMismatches = await page.locator('#root').evaluate((root) =>
        [...root.querySelectorAll('[class]')].flatMap((element) => {
          const fiberKey = Object.keys(element).find((key) => key.startsWith('__reactFiber'));
          const fiber = fiberKey
            ? (element as unknown as Record<string, { memoizedProps?: { className?: unknown } }>)[fiberKey]
            : undefined;
          const expected = fiber?.memoizedProps?.className;
          return typeof expected === 'string' && expected !== element.getAttribute('class')
            ? [`<${element.tagName.toLowerCase()} class="${element.getAttribute('class')}"> rendered as "${expected}"`]
            : [];
        }),
      );
      expect(classMismatches).toEqual([]);
      await expect(page.locator('head title')).toHaveCount(1);
      await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
      // Interactive: the waitlist dialog opens from the navigation's menu or the page's own buttons.
      await page.evaluate(() => window.dispatchEvent(new Event('openWaitlist')));
      await expect(page.getByRole('dialog', { name: 'Join the Waitlist' })).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test('robots.txt and sitemap.xml list the public pages, not the admin portal', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toMatch(/xml/);
    const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url);
    expect(locations).toEqual(publicRoutes.map((route) => `${SITE_URL}${route.path}`));
    expect(`${await robots.text()}${await sitemap.text()}`).not.toContain('admin');
  });

  test('a page asked for with a trailing slash is sent to its one address', async ({ page }) => {
    await page.goto('/features/');
    await expect(page).toHaveURL('/features');
    await expect(pageHeading(page)).toHaveText('Powerful Features');
  });
});
