import { expect, type Locator, type Page } from '@playwright/test';

/** A public route, the heading it shows and the page's own part of the document title (product.md §2). */
export type PublicRoute = { path: string; heading: string; title: string };

export const publicRoutes: readonly PublicRoute[] = [
  { path: '/', heading: 'Professional Invoicing Made Simple', title: 'Professional Invoicing Made Simple' },
  { path: '/about', heading: 'About Our Mission', title: 'About Us' },
  { path: '/features', heading: 'Powerful Features', title: 'Features' },
  { path: '/how-it-works', heading: 'From Signup to First Invoice in Under 10 Minutes', title: 'How It Works' },
  { path: '/contact', heading: 'Get in Touch', title: 'Contact Us' },
  { path: '/coming-soon', heading: 'Coming Soon', title: 'Coming Soon' },
  { path: '/privacy', heading: 'Privacy Note', title: 'Privacy Note' },
  { path: '/waitlist', heading: 'Join the Waitlist', title: 'Join the Waitlist' },
];

/** The top navigation's items, in order (product.md §2 Navigation). */
export const navigationItems = [
  { label: 'Home', path: '/' },
  { label: 'About Us', path: '/about' },
  { label: 'Features', path: '/features' },
  { label: 'How It Works', path: '/how-it-works' },
  { label: 'Contact', path: '/contact' },
] as const;

export const phone = { width: 375, height: 812 };
export const desktop = { width: 1440, height: 900 };

/** "Features · <brand>": the page's title, then the brand. */
export function documentTitle(title: string): RegExp {
  return new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · \\S`);
}

/** The route's level-1 heading, inside the main landmark. */
export function pageHeading(page: Page): Locator {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

/** Checks the page shows the route's heading and document title. */
export async function expectRoute(page: Page, route: PublicRoute): Promise<void> {
  await expect(pageHeading(page)).toHaveText(route.heading);
  await expect(page).toHaveTitle(documentTitle(route.title));
}

const stubDocument =
  '<!doctype html><html lang="en"><head><title>External content (stubbed in tests)</title></head><body></body></html>';

/**
 * Answers every request that leaves the test server (the embedded demo video) locally: the machine
 * has no network, and the tests are about this site, not the video host. Documents get an empty
 * page, so frames finish loading; anything else is refused.
 */
export async function stubExternalRequests(page: Page, baseURL: string | undefined): Promise<void> {
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  await page.route(
    (url) => url.origin !== origin,
    (route) =>
      route.request().resourceType() === 'document'
        ? route.fulfill({ contentType: 'text/html', body: stubDocument })
        : route.abort(),
  );
}

/**
 * Waits until the page is settled: fonts loaded, the images in the page loaded (or failed), and every
 * finite animation (menu slide, dialog rise) done. Infinite decorations (floating circles) are ignored.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = [...document.images]
      .filter((image) => image.loading !== 'lazy' && !image.complete)
      .map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          }),
      );
    const running = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([Promise.all([...pending, ...running]), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    // Two frames, so layout and paint have caught up with the last change.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Lets lazy images load, so the screenshot shows the page as a person scrolling through it would see it:
 * shots below the first screen are also left unrendered until they near the viewport
 * (`content-visibility: auto` in ProductShot), which a full-page screenshot never does. Each image is
 * decoded too: a loaded one is drawn blank until then, and on a busy machine a full-page capture of the
 * home page caught two screenshots still blank (its visual test then found no two captures alike).
 */
export async function loadAllImages(page: Page) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    // decode() waits for the image to load, and fails for one that cannot (it is then drawn as such).
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}

/** Presses Tab until `target` has focus, failing after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `Tab did not reach the element within ${limit} presses`).toBeFocused({ timeout: 1 });
}

/**
 * Holds back the scripts `held` names until the returned function is called: the page stays as painted,
 * as on a slow network, however fast this machine is. By default the app's code (every script but the
 * boot script).
 */
export async function holdAppCode(
  page: Page,
  held = (path: string) => path.endsWith('.js') && !path.includes('/boot-'),
): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && held(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/**
 * Waits until React has hydrated `locator`'s element. The viewers below the first screen (the system
 * showcase, the Sneak Peek) hydrate as they come near the viewport; until then they show the
 * prerendered markup, which does not answer clicks and keys yet.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}

/** The element's background colour as the hex a `theme-color` meta tag holds ("#ffffff"). */
export async function backgroundHex(locator: Locator): Promise<string> {
  const channels = await locator.evaluate((element) =>
    getComputedStyle(element).backgroundColor.match(/\d+/g)!.slice(0, 3).map(Number),
  );
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** What the page's `theme-color` meta tag asks the browser to paint its own bars in. */
export const themeColor = (page: Page) => page.locator('head meta[name="theme-color"]').getAttribute('content');
