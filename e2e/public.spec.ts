import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import {
  desktop,
  documentTitle,
  expectRoute,
  navigationItems,
  pageHeading,
  phone,
  publicRoutes,
  stubExternalRequests,
  tabTo,
  waitForHydration,
} from './support/public';

const routeAt = (path: string) => publicRoutes.find((route) => route.path === path)!;

/** The showcase's tabs, in order (product.md §2 /how-it-works, §9: 7 tabs). */
const showcaseTabs = [
  'Dashboard Overview',
  'Invoice Management',
  'Client Management',
  'Reports and Analytics',
  'Invoice Templates',
  'Product Management',
  'System Setup',
];

/** The carousel's slide, named by its position ("2 of 7"). */
const slide = (carousel: Locator) => carousel.getByRole('group', { name: /^\d+ of \d+$/ });
const zoomButton = (carousel: Locator) => carousel.getByRole('button', { name: /^Zoom image: / });

/** The shown image's alt text, which also names the zoom dialog it opens. */
async function zoomedImageAlt(carousel: Locator): Promise<string> {
  const name = await zoomButton(carousel).getAttribute('aria-label');
  return name!.replace(/^Zoom image: /, '');
}

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

  test('the system showcase has 7 tabs of screenshot carousels with arrows, dots, wrap-around and zoom', async ({
    page,
  }) => {
    await page.goto('/how-it-works');
    const showcase = page.locator('#system-showcase');
    await waitForHydration(showcase);
    const tabList = showcase.getByRole('tablist', { name: 'System showcase' });
    await expect(tabList.getByRole('tab')).toHaveText(showcaseTabs);
    await expect(tabList.getByRole('tab', { name: 'Dashboard Overview' })).toHaveAttribute('aria-selected', 'true');

    // Every tab shows its own carousel, starting at the first image, which loads, with previous/next
    // arrows and a dot per image (product.md §2).
    for (const label of showcaseTabs) {
      await tabList.getByRole('tab', { name: label }).click();
      await expect(tabList.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
      const carousel = showcase.getByRole('region', { name: `${label} screenshots` });
      await expect(slide(carousel)).toHaveAccessibleName(/^1 of [12]$/);
      await expectImageLoaded(slide(carousel).getByRole('img'));
      await expect(carousel.getByRole('button', { name: 'Previous image' })).toBeVisible();
      await expect(carousel.getByRole('button', { name: 'Next image' })).toBeVisible();
      await expect(carousel.getByRole('button', { name: /^Go to image 1 of [12]$/ })).toBeVisible();
    }
    // A single screenshot has nothing to step through: its arrows and its dot show "1 of 1", disabled.
    await tabList.getByRole('tab', { name: 'Client Management' }).click();
    const clients = showcase.getByRole('region', { name: 'Client Management screenshots' });
    await expect(slide(clients)).toHaveAccessibleName('1 of 1');
    for (const name of ['Previous image', 'Next image', 'Go to image 1 of 1']) {
      await expect(clients.getByRole('button', { name })).toBeDisabled();
    }

    // Arrows wrap around at both ends; dots jump and mark the image shown.
    await tabList.getByRole('tab', { name: 'Dashboard Overview' }).click();
    const dashboard = showcase.getByRole('region', { name: 'Dashboard Overview screenshots' });
    const next = dashboard.getByRole('button', { name: 'Next image' });
    const previous = dashboard.getByRole('button', { name: 'Previous image' });
    await expect(slide(dashboard)).toHaveAccessibleName('1 of 2');
    await previous.click();
    await expect(slide(dashboard)).toHaveAccessibleName('2 of 2');
    await expect(slide(dashboard).getByRole('img')).toHaveAttribute('alt', /yearly earnings/);
    await next.click();
    await expect(slide(dashboard)).toHaveAccessibleName('1 of 2');
    await next.click();
    await expect(slide(dashboard)).toHaveAccessibleName('2 of 2');
    await next.click();
    await expect(slide(dashboard)).toHaveAccessibleName('1 of 2');
    await dashboard.getByRole('button', { name: 'Go to image 2 of 2' }).click();
    await expect(slide(dashboard)).toHaveAccessibleName('2 of 2');
    await expect(dashboard.getByRole('button', { name: 'Go to image 2 of 2' })).toHaveAttribute('aria-current', 'true');
    await expect(dashboard.getByRole('button', { name: 'Go to image 1 of 2' })).not.toHaveAttribute('aria-current');

    // Switching tab starts the new tab, and the one returned to, at its first image.
    await tabList.getByRole('tab', { name: 'Invoice Management' }).click();
    const invoices = showcase.getByRole('region', { name: 'Invoice Management screenshots' });
    await expect(slide(invoices)).toHaveAccessibleName('1 of 2');
    await invoices.getByRole('button', { name: 'Next image' }).click();
    await expect(slide(invoices)).toHaveAccessibleName('2 of 2');
    await tabList.getByRole('tab', { name: 'Dashboard Overview' }).click();
    await expect(slide(dashboard)).toHaveAccessibleName('1 of 2');
    await tabList.getByRole('tab', { name: 'Invoice Management' }).click();
    await expect(slide(invoices)).toHaveAccessibleName('1 of 2');

    // Clicking the image opens it full size; the zoom steps through the images and Escape closes it.
    const firstAlt = await zoomedImageAlt(invoices);
    await zoomButton(invoices).click();
    const zoom = page.getByRole('dialog', { name: firstAlt });
    await expect(zoom).toBeVisible();
    await expectImageLoaded(zoom.getByRole('img', { name: firstAlt }));
    await zoom.getByRole('button', { name: 'Next image' }).click();
    await expect(page.getByRole('dialog')).not.toHaveAccessibleName(firstAlt);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The carousel follows the zoom, so it shows the image last seen.
    await expect(slide(invoices)).toHaveAccessibleName('2 of 2');
  });

  test('the Sneak Peek carousel on /coming-soon has arrows, dots, thumbnails and zoom', async ({ page }) => {
    await page.goto('/coming-soon');
    const carousel = page.getByRole('region', { name: 'Sneak Peek screenshots' });
    await waitForHydration(carousel);
    await expect(slide(carousel)).toHaveAccessibleName('1 of 7');
    await expectImageLoaded(slide(carousel).getByRole('img'));
    await expect(carousel.getByRole('group', { name: 'Choose an image' }).getByRole('button')).toHaveCount(7);
    const thumbnails = carousel.getByRole('group', { name: 'Thumbnails' }).getByRole('button');
    await expect(thumbnails).toHaveCount(7);

    await carousel.getByRole('button', { name: 'Previous image' }).click();
    await expect(slide(carousel)).toHaveAccessibleName('7 of 7');
    await carousel.getByRole('button', { name: 'Next image' }).click();
    await expect(slide(carousel)).toHaveAccessibleName('1 of 7');

    await thumbnails.nth(3).click();
    await expect(slide(carousel)).toHaveAccessibleName('4 of 7');
    await expect(thumbnails.nth(3)).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('button', { name: 'Go to image 4 of 7' })).toHaveAttribute('aria-current', 'true');
    const thumbnailName = await thumbnails.nth(3).getAttribute('aria-label');
    const alt = await zoomedImageAlt(carousel);
    expect(thumbnailName).toBe(`Show image 4 of 7: ${alt}`);
    await expectImageLoaded(thumbnails.nth(3).locator('img'));

    await carousel.getByRole('button', { name: 'Go to image 6 of 7' }).click();
    await expect(slide(carousel)).toHaveAccessibleName('6 of 7');

    const zoomAlt = await zoomedImageAlt(carousel);
    await zoomButton(carousel).click();
    const zoom = page.getByRole('dialog', { name: zoomAlt });
    await expect(zoom).toBeVisible();
    await expectImageLoaded(zoom.getByRole('img', { name: zoomAlt }));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(slide(carousel)).toHaveAccessibleName('6 of 7');
  });

  test('keyboard only: the Sneak Peek carousel and its zoom', async ({ page }) => {
    // Tab reaches the image, then the arrows, which answer the arrow keys.
    await page.goto('/coming-soon');
    const sneakPeek = page.getByRole('region', { name: 'Sneak Peek screenshots' });
    await waitForHydration(sneakPeek);
    await tabTo(page, zoomButton(sneakPeek));
    await page.keyboard.press('ArrowRight');
    await expect(slide(sneakPeek)).toHaveAccessibleName('2 of 7');
    await page.keyboard.press('Tab');
    await expect(sneakPeek.getByRole('button', { name: 'Previous image' })).toBeFocused();
    await page.keyboard.press('Tab');
    const next = sneakPeek.getByRole('button', { name: 'Next image' });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(slide(sneakPeek)).toHaveAccessibleName('3 of 7');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(slide(sneakPeek)).toHaveAccessibleName('7 of 7');
    await page.keyboard.press('ArrowRight');
    await expect(slide(sneakPeek)).toHaveAccessibleName('1 of 7');
    await expect(next).toBeFocused();

    // Back to the image: Enter zooms, with the focus on the image, where the arrows move it and +
    // zooms; on the next button the arrows step. Escape closes and focus returns to the image.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(zoomButton(sneakPeek)).toBeFocused();
    const firstAlt = await zoomedImageAlt(sneakPeek);
    await page.keyboard.press('Enter');
    const zoom = page.getByRole('dialog');
    await expect(zoom).toHaveAccessibleName(firstAlt);
    await expect.poll(() => zoom.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    const zoomed = zoom.getByRole('img', { name: firstAlt });
    await expectImageLoaded(zoomed);
    const before = (await zoomed.boundingBox())!;
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await zoomed.boundingBox())!.y).toBeLessThan(before.y - 20);
    await page.keyboard.press('+');
    await expect(zoom.getByRole('status', { name: 'Zoom level' })).toHaveText('150 %');
    await expect(zoom).toHaveAccessibleName(firstAlt);
    await tabTo(page, zoom.getByRole('button', { name: 'Next image' }), 8);
    await page.keyboard.press('ArrowRight');
    await expect(zoom).not.toHaveAccessibleName(firstAlt);
    await page.keyboard.press('Escape');
    await expect(zoom).toHaveCount(0);
    await expect(slide(sneakPeek)).toHaveAccessibleName('2 of 7');
    await expect(zoomButton(sneakPeek)).toBeFocused();
  });

  test('keyboard only: the showcase tabs, its carousel and the zoom', async ({ page }) => {
    // One tab stop for the tabs, arrows select, then Tab into the carousel.
    await page.goto('/how-it-works');
    const showcase = page.locator('#system-showcase');
    await waitForHydration(showcase);
    const dashboardTab = showcase.getByRole('tab', { name: 'Dashboard Overview' });
    await tabTo(page, dashboardTab);
    await page.keyboard.press('ArrowLeft');
    const setupTab = showcase.getByRole('tab', { name: 'System Setup' });
    await expect(setupTab).toBeFocused();
    await expect(setupTab).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(dashboardTab).toBeFocused();
    await expect(dashboardTab).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(showcase.getByRole('tab', { name: 'Invoice Management' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(dashboardTab).toHaveAttribute('aria-selected', 'true');

    const dashboard = showcase.getByRole('region', { name: 'Dashboard Overview screenshots' });
    await tabTo(page, zoomButton(dashboard), 5);
    await page.keyboard.press('ArrowLeft');
    await expect(slide(dashboard)).toHaveAccessibleName('2 of 2');
    await page.keyboard.press('ArrowRight');
    await expect(slide(dashboard)).toHaveAccessibleName('1 of 2');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dashboard.getByRole('button', { name: 'Next image' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(slide(dashboard)).toHaveAccessibleName('2 of 2');
    await page.keyboard.press('Tab');
    await expect(dashboard.getByRole('button', { name: 'Go to image 1 of 2' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(slide(dashboard)).toHaveAccessibleName('1 of 2');

    for (let presses = 0; presses < 3; presses += 1) await page.keyboard.press('Shift+Tab');
    await expect(zoomButton(dashboard)).toBeFocused();
    const alt = await zoomedImageAlt(dashboard);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveAccessibleName(alt);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(zoomButton(dashboard)).toBeFocused();
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
    // While the page loads, the largest paint has the bandwidth to itself (Lighthouse LCP, docs/performance.md).
    expect(screens.map((url) => new URL(url).pathname)).toEqual([
      expect.stringMatching(/^\/screenshots\/hero(-640)?\.webp$/),
    ]);

    const features = page.getByRole('region', { name: 'Everything You Need to Get Paid' });
    await features.getByRole('listitem').first().scrollIntoViewIfNeeded();
    await expectImageLoaded(features.getByRole('img').first());
    expect(screens.length).toBeGreaterThan(1);
  });

  test('the menu opens, lists the items, closes on Escape and on navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const closeToggle = page.getByRole('banner').getByRole('button', { name: 'Close menu' });
    await expect(closeToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('listitem')).toHaveText(navigationItems.map((item) => item.label));
    await expect(menu.getByRole('link', { name: 'Launch System' })).toHaveAttribute('href', '/coming-soon');
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL('/features');
    await expectRoute(page, routeAt('/features'));
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await menu.getByRole('link', { name: 'Launch System' }).click();
    await expect(page).toHaveURL('/coming-soon');
    await expect(menu).toBeHidden();

    // No floating launch button on a phone: the menu holds it.
    await scrollWindowTo(page, 400);
    await expect(page.locator('a:not(header a)', { hasText: 'Launch System' })).toBeHidden();
  });
});

test.describe('on a 3x touch phone', () => {
  test.use({ viewport: phone, deviceScaleFactor: 3, hasTouch: true, isMobile: true });

  test('the Sneak Peek shows a sharp crop, and its zoom opens at full size and answers real pinches and drags', async ({
    page,
  }) => {
    await page.goto('/coming-soon');
    const carousel = page.getByRole('region', { name: 'Sneak Peek screenshots' });
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
