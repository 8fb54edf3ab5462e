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

test('the site ships no request-mocking service worker: those serve Storybook only', async ({ request }) => {
  for (const worker of ['/mockServiceWorker.js', '/storyServiceWorker.js']) {
    expect((await request.get(worker)).status(), worker).toBe(404);
  }
});
