import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { expectRoute, loadAllImages, publicRoutes, settle, stubExternalRequests } from './support/public';

/** Phone, phone, tablet, small laptop, desktop (product.md §9: layout maximum width 1440). */
const widths = [320, 375, 768, 1024, 1440] as const;
/** The widths that get a full-page screenshot, for a person to look at (test-results/, never committed). */
const screenshotWidths: readonly number[] = [375, 1440];
const height = 900;

/** What sticks out past the right edge (and is not clipped by a container), to say where a sideways scroll comes from. */
async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const edge = root.clientWidth + 0.5;
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > edge;
    const clipped = (element: Element) => {
      for (
        let ancestor = element.parentElement;
        ancestor && ancestor !== document.body;
        ancestor = ancestor.parentElement
      ) {
        if (getComputedStyle(ancestor).overflowX !== 'visible' && !sticksOut(ancestor)) return true;
      }
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => sticksOut(element) && !(element.parentElement && sticksOut(element.parentElement)))
      .filter((element) => !clipped(element))
      .slice(0, 5)
      .map((element) => `<${element.tagName.toLowerCase()}> "${element.textContent?.trim().slice(0, 40) ?? ''}"`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, culprits };
  });
}

test.beforeEach(async ({ page, baseURL }) => {
  await stubExternalRequests(page, baseURL);
});

for (const route of publicRoutes) {
  test(`${route.path} has no horizontal scroll from 320 to 1440 px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: widths[0], height });
    await page.goto(route.path);
    await expectRoute(page, route);
    for (const width of widths) {
      await page.setViewportSize({ width, height });
      await settle(page);
      const overflow = await horizontalOverflow(page);
      expect
        .soft(overflow.scrollWidth, `${route.path} at ${width} px scrolls sideways: ${overflow.culprits.join('; ')}`)
        .toBeLessThanOrEqual(overflow.clientWidth);
      if (screenshotWidths.includes(width)) {
        await loadAllImages(page);
        const name = route.path === '/' ? 'home' : route.path.slice(1);
        await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
      }
    }
  });
}
