import { expect, test } from './fixtures';
import { desktop, expectRoute, pageHeading, phone, publicRoutes, settle, stubExternalRequests } from './support/public';

test.beforeEach(async ({ page, baseURL }) => {
  await stubExternalRequests(page, baseURL);
});

for (const route of publicRoutes) {
  test(`${route.path} has no axe violations at 1440 and at 375 px`, async ({ page, expectAccessible }) => {
    await page.setViewportSize(desktop);
    await page.goto(route.path);
    await expectRoute(page, route);
    await settle(page);
    await expectAccessible(page);

    await page.setViewportSize(phone);
    await settle(page);
    await expectAccessible(page);
  });
}

test('the waitlist dialog is accessible when open', async ({ page, expectAccessible }) => {
  await page.setViewportSize(desktop);
  await page.goto('/features');
  await expect(pageHeading(page)).toBeVisible();
  await page.getByRole('button', { name: 'Join Waitlist' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await settle(page);
  await expectAccessible(page);
});

test('the full-screen menu is accessible when open', async ({ page, expectAccessible }) => {
  await page.setViewportSize(phone);
  await page.goto('/about');
  await expect(pageHeading(page)).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  await settle(page);
  await expectAccessible(page);
});
