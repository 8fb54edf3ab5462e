import type { Route } from '@playwright/test';

import { expect, test } from './fixtures';

/**
 * Issue 13, "Learn More" (product.md §2, §9): Learn More goes to /how-it-works and, 100 ms after the
 * address changed (or at once when the page took longer to render), with the system showcase in place,
 * starts a smooth scroll to the showcase. Measured in the page: the Navigation API's `navigate` event
 * stamps the address change, a MutationObserver the render of /how-it-works' heading (and whether the
 * showcase was there in that same render), a scroll listener the first scroll event.
 */

/**
 * Margin above the 100 ms for the timer and the frame that starts the scroll. Generous: on a shared
 * machine running other browser tests a 100 ms timer fired 612 ms late (one CI run; 250 ms was too
 * tight). The late-showcase defect is caught exactly by `showcaseInRender` below, not by this bound.
 */
const SCROLL_START_TOLERANCE_MS = 1000;

test('Learn More starts scrolling 100 ms after the address changed, with the showcase in place', async ({ page }) => {
  // The showcase's code is held until the visitor has clicked: the page must not render without it.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/SystemShowcase-*.js', async (route: Route) => {
    await released;
    await route.continue();
  });

  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => {
    const first = document.getElementById('root')?.firstElementChild;
    return first ? Object.keys(first).some((key) => key.startsWith('__reactFiber')) : false;
  });
  await page.evaluate(() => {
    const marks: { navigated?: number; rendered?: number; showcaseInRender?: boolean; scrolled?: number } = {};
    (window as unknown as { learnMoreMarks: typeof marks }).learnMoreMarks = marks;
    const heading = () =>
      [...document.querySelectorAll('h1')].find((h1) => h1.textContent?.includes('From Signup to First Invoice'));
    new MutationObserver(() => {
      if (marks.rendered !== undefined || !heading()) return;
      marks.rendered = performance.now();
      marks.showcaseInRender = document.getElementById('system-showcase') !== null;
    }).observe(document.body, { childList: true, subtree: true });
    window.navigation!.addEventListener('navigate', () => (marks.navigated ??= performance.now()));
    window.addEventListener('scroll', () => (marks.scrolled ??= performance.now()));
  });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole('link', { name: 'Learn More about how it works' }).click();
  release();

  await expect(page).toHaveURL(/\/how-it-works/);
  const marks = await page
    .waitForFunction(() => {
      const found = (window as unknown as { learnMoreMarks: { scrolled?: number; rendered?: number } }).learnMoreMarks;
      return found.rendered !== undefined && found.scrolled !== undefined ? found : null;
    })
    .then(
      (handle) =>
        handle.jsonValue() as Promise<{
          navigated: number;
          rendered: number;
          showcaseInRender: boolean;
          scrolled: number;
        }>,
    );

  expect(marks.showcaseInRender, 'the showcase is part of the render of /how-it-works').toBe(true);
  const delay = marks.scrolled - marks.navigated;
  const afterRender = marks.scrolled - marks.rendered;
  test.info().annotations.push({
    type: 'scroll start',
    description: `${delay.toFixed(0)} ms after the address changed, ${afterRender.toFixed(0)} ms after the render`,
  });
  expect(delay).toBeGreaterThanOrEqual(100);
  expect(afterRender).toBeGreaterThanOrEqual(0);
  expect(afterRender).toBeLessThanOrEqual(
    Math.max(0, 100 - (marks.rendered - marks.navigated)) + SCROLL_START_TOLERANCE_MS,
  );
  await expect(page.locator('#system-showcase')).toBeInViewport();
});
