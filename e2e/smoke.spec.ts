import { readdirSync } from 'node:fs';

import { expect, test } from './fixtures';

test('the home page is served by the real server @postgres', async ({ page, server, uniqueEmail }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Professional Invoicing Made Simple');
  const email = uniqueEmail();
  await page.getByRole('button', { name: 'Join Waitlist' }).first().click();
  await page.getByRole('dialog').getByLabel(/Email/).fill(email);
  await page.getByRole('dialog').getByRole('button', { name: /Join/ }).click();
  await expect(page.getByRole('dialog').getByText("You're In!")).toBeVisible();
  expect((await server.waitlist()).map((entry) => entry.email)).toContain(email);
});

/**
 * The only scripts in public/ are the request-mocking service workers of Storybook (MSW's and the story
 * worker that loads it): read from the folder, so a worker added or renamed there is checked too.
 */
const mockWorkers = readdirSync('public').filter((file) => file.endsWith('.js'));

test('the site ships no request-mocking service worker: those serve Storybook only', async ({ request }) => {
  expect(mockWorkers).toEqual(expect.arrayContaining(['mockServiceWorker.js', 'storyServiceWorker.js']));
  for (const worker of mockWorkers) expect((await request.get(`/${worker}`)).status(), worker).toBe(404);
});
