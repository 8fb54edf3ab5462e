import type { Page, Route } from '@playwright/test';

import { siteConfigFromEnv } from '@shared/config/siteConfigSchema';
import { expect, test } from './fixtures';

/**
 * Issue 13, "Demo video": the loading overlay of /how-it-works' video panel clears whether the video's
 * frame answers before the app has started or long after, and without JavaScript the video can be
 * watched. The video host is stood in for by `page.route`, answering when the test says.
 */

/** The URL the build embedded: the same VITE_* settings the e2e build read. */
const { demoVideoUrl: videoUrl, demoVideoWatchUrl: watchPageUrl } = siteConfigFromEnv(process.env);
const player = '<!doctype html><title>Demo</title><p>Demo video player</p>';

const videoPanel = (page: Page) =>
  page.getByRole('region', { name: 'From Signup to First Invoice in Under 10 Minutes' });
const loadingOverlay = (page: Page) => videoPanel(page).getByRole('status').filter({ hasText: 'Loading demo video…' });
const frame = (page: Page) => videoPanel(page).locator(`iframe[src="${videoUrl}"]`);

/** Answers the video's frame when `release` is called (at once if `answerAtOnce`); `requested` resolves on its request. */
async function holdVideo(page: Page, { answerAtOnce = false } = {}) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let markRequested = () => {};
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  if (answerAtOnce) release();
  await page.route(videoUrl, async (route: Route) => {
    markRequested();
    await released;
    await route.fulfill({ contentType: 'text/html', body: player });
  });
  return { release, requested };
}

test.describe('demo video on /how-it-works', () => {
  test('the prerendered page holds no frame that could load before the app hears it', async ({ request }) => {
    const html = await (await request.get('/how-it-works')).text();
    const outsideNoscript = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    expect(outsideNoscript).not.toContain('<iframe');
    expect(outsideNoscript).not.toContain('Loading demo video…');
    expect(outsideNoscript).toContain(`href="${watchPageUrl}"`);
  });

  test('the overlay clears when the frame answers at once (0 ms)', async ({ page }) => {
    await holdVideo(page, { answerAtOnce: true });
    await page.goto('/how-it-works');

    await expect(frame(page)).toBeVisible();
    await expect(loadingOverlay(page)).toHaveCount(0);
    await expect(videoPanel(page).locator('[aria-busy="true"]')).toHaveCount(0);
  });

  test('the overlay shows while the frame is slow (3 s) and clears once it answers', async ({ page }) => {
    const video = await holdVideo(page);
    await page.goto('/how-it-works', { waitUntil: 'commit' });
    await video.requested;
    // The app is up and the frame still has no answer: the overlay covers it.
    await expect(loadingOverlay(page)).toBeVisible();
    await expect(frame(page)).toBeAttached();

    video.release();
    await expect(loadingOverlay(page)).toHaveCount(0);
    await expect(frame(page)).toBeVisible();
  });
});

test.describe('demo video without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('plays in place on /how-it-works, with no overlay', async ({ page }) => {
    await holdVideo(page, { answerAtOnce: true });
    await page.goto('/how-it-works');

    await expect(frame(page)).toBeVisible();
    await expect(frame(page)).toHaveAttribute('title', /product demo video/);
    await expect(page.getByText('Loading demo video…')).toHaveCount(0);
    await expect(page.frameLocator(`iframe[src="${videoUrl}"]`).getByText('Demo video player')).toBeVisible();
  });

  test('on /features, the disclosure opens onto the video, which plays in place', async ({ page }) => {
    await holdVideo(page, { answerAtOnce: true });
    await page.goto('/features');
    const section = page.getByRole('region', { name: 'See It in Action' });
    const videoFrame = section.locator(`iframe[src="${videoUrl}"]`);
    await expect(videoFrame).toBeHidden();

    await section.locator('summary', { hasText: 'Watch the demo video' }).click();
    await expect(videoFrame).toBeVisible();
    await expect(page.frameLocator(`iframe[src="${videoUrl}"]`).getByText('Demo video player')).toBeVisible();
    await expect(section.getByRole('link', { name: 'Open the demo video in a new tab' })).toHaveAttribute(
      'href',
      watchPageUrl,
    );
  });
});
