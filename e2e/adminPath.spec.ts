import { randomBytes } from 'node:crypto';

import { expect, type Page, type Response, test } from '@playwright/test';

import { Cleanup, FAULTS_ADMIN, type ServerProcess, startServerProcess, tempDir } from '@testing/server/processes';
import { globalSetupBuild } from './servers';

/**
 * The admin path is run-time configuration: one build (global-setup's) is started with one path, then
 * with another on the same data, and the portal follows; neither path is in anything a public page
 * loads. This spec starts its own servers, so it disturbs no other.
 */
const cleanup = new Cleanup();
test.afterAll(() => cleanup.run());

const randomAdminPath = () => `/portal-${randomBytes(6).toString('hex')}`;

/** Every public page the server lists in its sitemap, as paths, and a path no page has (the 404 page). */
async function publicPaths(server: ServerProcess) {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
  expect(paths.length).toBeGreaterThanOrEqual(6);
  return [...paths, '/no-such-page'];
}

/** Everything the browser received while a page loaded and its app started: each URL with its headers and body. */
async function filesLoadedBy(page: Page, url: string) {
  const received: Promise<{ url: string; text: string }>[] = [];
  const collect = (response: Response) =>
    received.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        return { url: response.url(), text: `${JSON.stringify(await response.allHeaders())}\n${body.toString()}` };
      })(),
    );
  page.on('response', collect);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  page.off('response', collect);
  return Promise.all(received);
}

test('one build serves the portal at the ADMIN_PATH the server starts with, and no public file names it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { siteDir, entry } = globalSetupBuild();
  const dataDir = await tempDir(cleanup, 'invoiceflow-admin-path-');
  const [firstPath, secondPath] = [randomAdminPath(), randomAdminPath()];
  const start = (adminPath: string) =>
    startServerProcess({ entry, env: { SITE_DIR: siteDir, DATA_DIR: dataDir, ADMIN_PATH: adminPath }, cleanup });

  const first = await start(firstPath);
  expect((await fetch(`${first.url}${firstPath}`)).status).toBe(200);
  await first.kill('SIGTERM');

  const second = await start(secondPath);
  expect((await fetch(`${second.url}${firstPath}`)).status, 'the old path is gone').toBe(404);

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${second.url}${secondPath}/messages`);
  await page.getByLabel('Email').fill(FAULTS_ADMIN.email);
  await page.getByLabel('Password').fill(FAULTS_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Contact Messages', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Waitlist Dashboard' }).first().click();
  await expect(page).toHaveURL(`${second.url}${secondPath}/waitlist`);
  await expect(page.getByRole('heading', { name: 'Waitlist Dashboard', level: 1 })).toBeVisible();

  const publicFiles = new Map<string, string>();
  for (const path of await publicPaths(second)) {
    for (const file of await filesLoadedBy(page, `${second.url}${path}`)) publicFiles.set(file.url, file.text);
  }
  for (const path of ['/robots.txt', '/sitemap.xml']) {
    const response = await fetch(`${second.url}${path}`);
    publicFiles.set(path, `${JSON.stringify([...response.headers])}\n${await response.text()}`);
  }
  expect(
    [...publicFiles.keys()].filter((url) => /\/assets\/.+\.js$/.test(url)).length,
    'the pages loaded their scripts',
  ).toBeGreaterThan(5);
  for (const [url, text] of publicFiles) {
    for (const adminPath of [firstPath, secondPath])
      expect(text, `${url} names ${adminPath}`).not.toContain(adminPath.slice(1));
  }
  await context.close();
});
