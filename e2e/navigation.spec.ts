import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { pageHeading } from './support/public';

/**
 * Issue 39, item 8 (ADR 0028): a page fetches only the code it uses. Navigations between the site's pages
 * happen in place through the Navigation API, for every same-origin link, hydrated or not; another
 * page's code is fetched when the visitor heads for it; sections that never change are never hydrated,
 * and their links and Join Waitlist work all the same.
 */

/** The site's scripts the page has asked for so far, by file name without its hash ("AboutPage"). */
function scriptsFetched(page: Page): Set<string> {
  const names = new Set<string>();
  page.on('request', (request) => {
    const match = /\/assets\/([A-Za-z-]+?)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match) names.add(match[1]!);
  });
  return names;
}

/** Marks the document, so a test can tell a navigation in place (the mark stays) from a page load. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { mark: boolean }).mark = true));
const documentIsMarked = (page: Page) => page.evaluate(() => (window as unknown as { mark?: boolean }).mark === true);

async function waitForApp(page: Page) {
  await page.waitForFunction(() => {
    const header = document.querySelector('header');
    return header !== null && Object.keys(header).some((key) => key.startsWith('__reactFiber'));
  });
}

test('a reader of / fetches no other page and no section that never changes; the pointer on a link fetches its page, and the click shows it in place', async ({
  page,
}) => {
  const fetched = scriptsFetched(page);
  await page.goto('/');
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  for (const other of ['AboutPage', 'FeaturesPage', 'HowItWorksPage', 'ContactPage', 'ComingSoonPage', 'PrivacyPage'])
    expect(fetched, other).not.toContain(other);
  for (const neverHydrated of ['ProductBento', 'FeatureRows', 'BenefitChecklist', 'CallToAction', 'HeroShot'])
    expect(fetched, neverHydrated).not.toContain(neverHydrated);

  await markDocument(page);
  const navigation = page.getByRole('navigation', { name: 'Main' });
  const featuresCode = page.waitForRequest(/\/assets\/FeaturesPage-[\w-]{8}\.js$/);
  await navigation.getByRole('link', { name: 'Features' }).hover();
  await featuresCode;
  await navigation.getByRole('link', { name: 'Features' }).click();

  await expect(page).toHaveURL(/\/features$/);
  await expect(pageHeading(page)).toHaveText('Powerful Features');
  expect(await documentIsMarked(page)).toBe(true);
  // Rendered by the navigation, the sections a prerendered /features never hydrates are all there.
  for (const section of ['Everything in One Place', 'Built for Your Success', 'Ready to Transform Your Invoicing?'])
    await expect(page.getByRole('region', { name: section })).toBeAttached();
});

test('in the closing section, which never hydrates, Join Waitlist opens the dialog and a link navigates in place to the top of its page', async ({
  page,
}) => {
  await page.goto('/');
  await waitForApp(page);
  const closing = page.getByRole('region', { name: 'Ready to Simplify Your Invoicing?' });
  await closing.scrollIntoViewIfNeeded();
  await markDocument(page);

  await closing.getByRole('button', { name: 'Join Waitlist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join the Waitlist' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await closing.getByRole('link', { name: 'View Features' }).click();
  await expect(pageHeading(page)).toHaveText('Powerful Features');
  expect(await documentIsMarked(page)).toBe(true);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a page whose code cannot be fetched is loaded from the server instead', async ({ page }) => {
  await page.route(/\/assets\/AboutPage-[\w-]{8}\.js$/, (route) => route.abort());
  await page.goto('/');
  await waitForApp(page);
  await markDocument(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();

  await expect(page).toHaveURL(/\/about$/);
  await expect(pageHeading(page)).toHaveText('About Our Mission');
  expect(await documentIsMarked(page)).toBe(false);
});

test('a link followed while another page’s code is still on its way wins: the page that arrives late is not shown', async ({
  page,
}) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/AboutPage-[\w-]{8}\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  await waitForApp(page);
  const navigation = page.getByRole('navigation', { name: 'Main' });

  const aboutCode = page.waitForRequest(/\/assets\/AboutPage-[\w-]{8}\.js$/);
  await navigation.getByRole('link', { name: 'About Us' }).click();
  const aboutUrl = (await aboutCode).url();
  await navigation.getByRole('link', { name: 'Features' }).click();
  await expect(pageHeading(page)).toHaveText('Powerful Features');

  // The About page's code arrives; once it has run and the browser is idle, nothing is left to render.
  release();
  await page.evaluate(async (url) => {
    await import(url);
    await new Promise<void>((resolve) => requestIdleCallback(() => resolve()));
  }, aboutUrl);

  await expect(page).toHaveURL(/\/features$/);
  await expect(pageHeading(page)).toHaveText('Powerful Features');
  await expect(navigation.getByRole('link', { name: 'Features' })).toHaveAttribute('aria-current', 'page');
});
