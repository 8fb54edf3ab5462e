import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import {
  desktop,
  documentTitle,
  expectRoute,
  holdAppCode,
  navigationItems,
  pageHeading,
  phone,
  publicRoutes,
  stubExternalRequests,
  waitForHydration,
} from './support/public';

const routeAt = (path: string) => publicRoutes.find((route) => route.path === path)!;

/** The carousel's slide, named by its position ("2 of 7"). */
const slide = (carousel: Locator) => carousel.getByRole('group', { name: /^\d+ of \d+$/ });
const zoomButton = (carousel: Locator) => carousel.getByRole('button', { name: /^Zoom image: / });

async function expectImageLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
}

async function scrollWindowTo(page: Page, top: number) {
  await page.evaluate((y) => {
    window.scrollTo({ top: y, behavior: 'instant' });
  }, top);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(top);
  // Let the scroll event reach React before asserting on what it rendered.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test.beforeEach(async ({ page, baseURL }) => {
  await stubExternalRequests(page, baseURL);
});

test.describe('on a wide screen', () => {
  test.use({ viewport: desktop });

  test('the top navigation moves between every public route and marks the current one', async ({ page }) => {
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await page.goto('/');
    await expectRoute(page, routeAt('/'));

    const visit = async (label: string, path: string) => {
      await navigation.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expectRoute(page, routeAt(path));
      await expect(navigation.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(navigation.locator('[aria-current]')).toHaveCount(1);
    };
    for (const { label, path } of [...navigationItems.slice(1), navigationItems[0]]) await visit(label, path);

    // Launch System beside the navigation goes to /coming-soon, which no navigation item marks.
    await page.getByRole('banner').getByRole('link', { name: 'Launch System' }).click();
    await expect(page).toHaveURL('/coming-soon');
    await expectRoute(page, routeAt('/coming-soon'));
    await expect(navigation.locator('[aria-current]')).toHaveCount(0);
  });

  test('an unknown route shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(pageHeading(page)).toHaveText('Page not found');
    await expect(page).toHaveTitle(documentTitle('Page not found'));
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL('/');
    await expectRoute(page, routeAt('/'));
  });

  test('the floating launch button appears once scrolled more than 20 px and goes to /coming-soon', async ({
    page,
  }) => {
    // The header's Launch System link is always there; the floating one is the only other.
    const floating = page.locator('a:not(header a)', { hasText: 'Launch System' });
    await page.goto('/');
    await expect(pageHeading(page)).toBeVisible();
    await expect(floating).toHaveCount(0);

    await scrollWindowTo(page, 20);
    await expect(floating).toHaveCount(0);
    await scrollWindowTo(page, 21);
    await expect(floating).toBeVisible();
    await expect(floating).toBeInViewport();
    await scrollWindowTo(page, 0);
    await expect(floating).toHaveCount(0);

    await scrollWindowTo(page, 400);
    await floating.click();
    await expect(page).toHaveURL('/coming-soon');
    await expectRoute(page, routeAt('/coming-soon'));
    // The route change scrolls back to the top, which takes the button away again.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(floating).toHaveCount(0);
  });

  test('Learn More lands on /how-it-works with the system showcase in view', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL('/how-it-works#system-showcase');
    await expectRoute(page, routeAt('/how-it-works'));
    const showcase = page.locator('#system-showcase');
    await expect(showcase.getByRole('heading', { name: 'Explore the Platform' })).toBeInViewport();
    // Scrolled to it, not merely near it: the section starts at the top, under the sticky bar.
    await expect
      .poll(() => showcase.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeLessThanOrEqual(200);
    await expect(showcase.getByRole('tab', { name: 'Dashboard Overview' })).toBeInViewport();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('the home page asks for its hero shot at once and for the screens below only as they come near', async ({
    page,
  }) => {
    const screens: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && request.url().includes('/screenshots/')) screens.push(request.url());
    });
    await page.goto('/');
    const hero = page.getByRole('region', { name: routeAt('/').heading });
    await expectImageLoaded(hero.getByRole('img').first());
    // While the page loads, the largest paint has the bandwidth to itself (Lighthouse LCP, docs/performance.md),
    // and on a phone it is the screen's narrow crop, whose text can be read at this width.
    expect(screens.map((url) => new URL(url).pathname)).toEqual([
      expect.stringMatching(/^\/screenshots\/hero-narrow-(840|1120)\.webp$/),
    ]);

    const features = page.getByRole('region', { name: 'Everything You Need to Get Paid' });
    await features.getByRole('listitem').first().scrollIntoViewIfNeeded();
    await expectImageLoaded(features.getByRole('img').first());
    expect(screens.length).toBeGreaterThan(1);
  });
});

test.describe('on a 3x touch phone', () => {
  test.use({ viewport: phone, deviceScaleFactor: 3, hasTouch: true, isMobile: true });

  test('the Sneak Peek shows a sharp crop, and its zoom opens at full size and answers real pinches and drags', async ({
    page,
  }) => {
    await page.goto('/coming-soon');
    const carousel = page.getByRole('region', { name: 'Sneak Peek screenshots' });
    // It hydrates as it comes near the viewport.
    await carousel.scrollIntoViewIfNeeded();
    await waitForHydration(carousel);
    // The 4:3 crop of the screen's key part, 2x drawn: 1120 px for a 343 px box at 3x.
    const inline = slide(carousel).getByRole('img');
    await inline.scrollIntoViewIfNeeded();
    await expectImageLoaded(inline);
    expect(await inline.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toBe(
      '/screenshots/dashboard-overview-narrow-1120.webp',
    );

    await zoomButton(carousel).click();
    const zoom = page.getByRole('dialog');
    const zoomed = zoom.getByRole('img');
    await expectImageLoaded(zoomed);
    // At its own size (1280 CSS px, 3840 device px): the 2x file.
    expect(await zoomed.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toBe(
      '/screenshots/dashboard-overview-2560.webp',
    );
    const level = zoom.getByRole('status', { name: 'Zoom level' });
    await expect(level).toHaveText('100 %');

    // Real touches, as Chromium receives them from a touch screen: two fingers moving apart.
    const touch = await page.context().newCDPSession(page);
    const fingers = (spread: number) => [
      { x: 187 - spread, y: 360, id: 0 },
      { x: 187 + spread, y: 360, id: 1 },
    ];
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(40) });
    for (const spread of [45, 50, 55, 60]) {
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(level).toHaveText('150 %');
    // The page did not zoom: the viewer did.
    expect(await page.evaluate(() => window.visualViewport?.scale ?? 1)).toBe(1);

    const before = (await zoomed.boundingBox())!;
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 200, y: 400, id: 0 }] });
    for (const x of [180, 160, 140]) {
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: 400, id: 0 }] });
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(async () => (await zoomed.boundingBox())!.x).toBeCloseTo(before.x - 60, 0);
    await expect(zoom).toBeVisible();
  });
});

/**
 * The screenshot viewers below the first screen, each hydrated once the browser is idle (its code a chunk
 * of its own), and the region of the viewer whose first screenshot is the dashboard overview.
 */
const firstScreenshotViewers = [
  {
    path: '/how-it-works',
    chunk: 'SystemShowcase',
    viewer: (page: Page) => page.getByRole('region', { name: 'Dashboard Overview screenshots' }),
  },
  {
    path: '/coming-soon',
    chunk: 'SneakPeek',
    viewer: (page: Page) => page.getByRole('region', { name: 'Sneak Peek screenshots' }),
  },
];

test.describe('a first screenshot whose file fails before its viewer has hydrated', () => {
  test.use({ viewport: desktop });

  for (const { path, chunk, viewer } of firstScreenshotViewers) {
    test(`on ${path} is the placeholder as soon as the viewer has hydrated`, async ({ page }) => {
      // Every file of the screen (each width, the narrow crop, the thumbnail's) fails.
      await page.route('**/screenshots/dashboard-overview*', (route) => route.abort());
      const release = await holdAppCode(page, (file) => file.startsWith(`/assets/${chunk}-`) && file.endsWith('.js'));
      // Not waiting for the app: its section's code is held back.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      // The prerendered image is fetched once scrolled near, and fails while React cannot hear it.
      const prerendered = slide(viewer(page)).getByRole('img');
      await prerendered.scrollIntoViewIfNeeded();
      await expect
        .poll(() => prerendered.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth === 0))
        .toBe(true);

      release();
      await waitForHydration(viewer(page));
      await expect(slide(viewer(page)).getByText('Screenshot unavailable')).toBeVisible();
      await expect(slide(viewer(page)).getByRole('img')).toHaveCount(0);
      await expect(zoomButton(viewer(page))).toHaveCount(0);
    });
  }
});
