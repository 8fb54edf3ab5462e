import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { ADMIN_PATH, openSignedIn, seedSignup } from './support/admin';

/** The API calls a page makes (`/api/…?…`), in the order it makes them. */
function recordApiCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
}

test('the portal asks for its first rows while its code is still loading, and asks once', async ({
  page,
  request,
  uniqueEmail,
}) => {
  const signup = await seedSignup(request, uniqueEmail('early'));
  await openSignedIn(page, request, '/waitlist');

  // The portal's code is held back until the first page of the list has been asked for (or 10 s have
  // passed): only a call made before the code runs can be seen while it is held. The page's inline
  // script makes it, which runs only if the page's Content-Security-Policy names its hash.
  const firstPage = '/api/webpage/waitlist?page=1&pageSize=50';
  const calls = recordApiCalls(page);
  let askedBeforeCode = false;
  await page.route(/\/assets\/admin-[^/]+\.js$/, async (route) => {
    await expect
      .poll(() => calls.includes(firstPage), { timeout: 10_000 })
      .toBe(true)
      .catch(() => undefined);
    askedBeforeCode ||= calls.includes(firstPage);
    await route.continue();
  });

  await page.goto(`${ADMIN_PATH}/waitlist`, { waitUntil: 'commit' });
  await expect(page.getByText(signup.email)).toBeVisible({ timeout: 15_000 });
  expect(askedBeforeCode).toBe(true);
  // The app took the answers the page had asked for: no call went out twice.
  expect(calls.filter((call, index) => calls.indexOf(call) !== index)).toEqual([]);
});
