import { expect, test } from './fixtures';
import { pageHeading, phone, settle, stubExternalRequests } from './support/public';

test.beforeEach(async ({ page, baseURL }) => {
  await stubExternalRequests(page, baseURL);
});

// Each public page is checked by visual.spec.ts, at both widths, in the same load as its screenshots; the
// waitlist dialog by its stories (axe runs after every story, on the dialog as its Idle story leaves it open).
test('the full-screen menu is accessible when open', async ({ page, expectAccessible }) => {
  await page.setViewportSize(phone);
  await page.goto('/about');
  await expect(pageHeading(page)).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  await settle(page);
  await expectAccessible(page);
});
