import { randomBytes } from 'node:crypto';

import type { BrowserContext, Page } from '@playwright/test';

import { E2E_ADMIN, expect, test } from './fixtures';
import { ADMIN_PATH, loginHeading, sectionHeading, storedSession, submitLogin } from './support/admin';

// Issue 15, item 1: signing in in one tab must not sign another open tab out. The other tab sees the
// two entries written one at a time (`storage` events), and used to take the half-written pair for a
// corrupt session and clear it.

const ROUNDS = 20;
const portalHeading = (page: Page) => sectionHeading(page, 'Waitlist Dashboard');

/**
 * Every form sign-in counts toward the server's per-address login limit (10 in 15 minutes while that
 * counts successes): each round signs in from an address of its own, as the fixture does per test.
 */
const newClientAddress = (context: BrowserContext) =>
  context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.19.${randomBytes(1)[0]}.${randomBytes(1)[0]}` });

async function openTwoLoginTabs(context: BrowserContext, page: Page) {
  const other = await context.newPage();
  await page.goto(ADMIN_PATH);
  await other.goto(ADMIN_PATH);
  await expect(loginHeading(page)).toBeVisible();
  await expect(loginHeading(other)).toBeVisible();
  return other;
}

async function expectSignedIn(page: Page) {
  await expect(portalHeading(page)).toBeVisible();
  await expect(page.getByText(E2E_ADMIN.email, { exact: true })).toBeVisible();
  const stored = await storedSession(page);
  expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(JSON.parse(stored.user ?? 'null')).toMatchObject({ email: E2E_ADMIN.email });
}

test.describe('admin session across tabs', () => {
  test(`signing in in one tab signs the other in too, ${ROUNDS} times over`, async ({ context, page }) => {
    test.setTimeout(180_000);
    const other = await openTwoLoginTabs(context, page);
    const tabs = [page, other] as const;

    for (let round = 0; round < ROUNDS; round += 1) {
      await test.step(`round ${round + 1}`, async () => {
        // Alternate which tab signs in, so both directions of the race are tried.
        const signer = tabs[round % 2]!;
        const watcher = tabs[(round + 1) % 2]!;
        await newClientAddress(context);
        await submitLogin(signer, E2E_ADMIN.password);
        await expectSignedIn(signer);
        await expectSignedIn(watcher);
        // Still signed in once the dust settles: neither tab cleared the other's fresh entries.
        await expect(signer.getByRole('button', { name: 'Logout' })).toBeVisible();
        await expectSignedIn(signer);

        await watcher.getByRole('button', { name: 'Logout' }).click();
        await expect(loginHeading(watcher)).toBeVisible();
        await expect(loginHeading(signer)).toBeVisible();
        expect(await storedSession(signer)).toEqual({ token: null, user: null });
      });
    }
  });

  test('signing out in one tab signs the other out', async ({ context, page }) => {
    const other = await openTwoLoginTabs(context, page);
    await submitLogin(page, E2E_ADMIN.password);
    await expectSignedIn(page);
    await expectSignedIn(other);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(loginHeading(page)).toBeVisible();
    await expect(loginHeading(other)).toBeVisible();
    expect(await storedSession(other)).toEqual({ token: null, user: null });

    // And a reload of the other tab stays signed out.
    await other.reload();
    await expect(loginHeading(other)).toBeVisible();
  });
});
