import { fixtureNow } from '@testing/mocks/fixtures';
import { otherChromiumNote } from '@testing/visual/chromiumVersion.mjs';
import { expect, test } from './fixtures';
import {
  desktop,
  expectRoute,
  loadAllImages,
  phone,
  publicRoutes,
  settle,
  stubExternalRequests,
} from './support/public';

/**
 * Visual and accessibility tests of the public pages: each page, full length, at 375 and 1440 px, against
 * its baseline in visual/pages/ (docs/visual-tests.md), and through axe at both widths. A failure names the
 * page and width and leaves the expected, actual and diff images in test-results/.
 * `npm run test:visual:update` makes new baselines.
 */

const pages = [...publicRoutes, { path: '/no-such-page', heading: 'Page not found', title: 'Page not found' }] as const;
const widths = [phone.width, desktop.width] as const;

/** "home", "how-it-works", "not-found": the page's part of its baselines' names. */
const pageName = (path: string) => (path === '/' ? 'home' : path === '/no-such-page' ? 'not-found' : path.slice(1));

// Motion off as a visitor who asks for less would have it (the site's own reduced-motion rules), in a
// fixed time zone and locale.
test.use({ reducedMotion: 'reduce', timezoneId: 'UTC', locale: 'en-US' });

test.beforeEach(async ({ page, baseURL }) => {
  await stubExternalRequests(page, baseURL);
  // The footer's copyright year comes from the clock: frozen, it reads the same after New Year.
  await page.clock.setFixedTime(new Date(fixtureNow));
});

for (const route of pages) {
  // One load per page, captured and checked at the phone width, then at the desktop one: the layout follows the
  // width through media queries alone, and a second navigation would only add time.
  test(`${route.path} looks as its baselines and has no axe violations at ${widths.join(' and ')} px`, async ({
    page,
    expectAccessible,
  }) => {
    const note = otherChromiumNote(process.cwd(), 'pages', page.context().browser()?.version());
    await page.setViewportSize({ width: widths[0], height: desktop.height });
    await page.goto(route.path);
    await expectRoute(page, route);
    for (const width of widths) {
      await page.setViewportSize({ width, height: desktop.height });
      await loadAllImages(page);
      await settle(page);
      // Soft: a difference at one width still lets the other be compared.
      await expect
        .soft(page, `${route.path} at ${width} px differs from its baseline. ${note}`.trim())
        .toHaveScreenshot(`${pageName(route.path)}-${width}.png`, { fullPage: true });
      await expectAccessible(page);
    }
  });
}
