import type { Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';

import { expect, test, waitlistDialog } from './support/forms';
import { mailsTo } from './support/mailbox';

/**
 * Issue 43: a member's share link brings a friend; once the friend confirms, the member is credited with
 * a referral and a better place, which their status page shows. With JavaScript (the dialog) and without
 * (the plain forms). The links are read from the mails that arrived, as the members would.
 */

/** The welcome that arrived for `address` (waited for). */
async function welcomeOf(address: string): Promise<ParsedMail> {
  let welcome: ParsedMail | undefined;
  await expect
    .poll(async () => (welcome = (await mailsTo(address)).find((mail) => mail.subject?.startsWith('Welcome'))), {
      timeout: 15_000,
    })
    .toBeDefined();
  return welcome!;
}

/** The path and query of the link in `mail` whose path is `path` (mailed links name the production host). */
function linkIn(mail: ParsedMail, path: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${path.replace('?', '\\?')}[\\w.=&?-]*)`).exec(String(mail.text));
  expect(match, `a ${path} link in the mail`).not.toBeNull();
  return match![1]!;
}

/** Opens a page the server makes itself (the status and confirm pages): no app to wait for there. */
const serverPage = (page: Page, path: string) => page.goto(path, { waitUntil: 'domcontentloaded' });

/** The member's place as their status page shows it, and the referrals it counts. */
async function standingOn(page: Page, statusPath: string) {
  await serverPage(page, statusPath);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  const counted = await page.getByRole('definition').first().textContent();
  return { position: Number(/#([\d,]+)/.exec(heading ?? '')![1]!.replace(/,/g, '')), counted };
}

/** Joins through the /waitlist page's form (with or without JavaScript), from wherever the page is. */
async function joinOnWaitlistPage(page: Page, email: string) {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await main.getByRole('button', { name: 'Join Waitlist' }).click();
}

test.describe('with JavaScript', () => {
  test('a friend who joins through the share link and confirms moves the member up; the status page shows it @postgres', async ({
    page,
    request,
    uniqueEmail,
  }) => {
    // Someone ahead of Ada, so that she has a place to gain whatever ran before.
    const ahead = await request.post('/api/webpage/waitlist', { data: { email: uniqueEmail('ahead') } });
    expect(ahead.status()).toBe(201);
    // Ada joins from another client (the API): this page's first visit below is then the friend's own.
    const ada = uniqueEmail('referrer');
    expect((await request.post('/api/webpage/waitlist', { data: { email: ada } })).status()).toBe(201);
    const welcome = await welcomeOf(ada);
    const status = linkIn(welcome, '/waitlist/status?token=');
    const share = linkIn(welcome, '/?ref=');
    const before = await standingOn(page, status);
    expect(before.counted).toBe('0');
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your link to share' })).toHaveValue(
      new RegExp(share.replace('?', '\\?')),
    );

    const bob = uniqueEmail('referred');
    await page.goto(share);
    await page.getByRole('button', { name: 'Join Waitlist' }).first().click();
    const dialog = waitlistDialog(page);
    await dialog.email.fill(bob);
    await dialog.submit.click();
    await expect(dialog.success).toBeVisible();
    const waiting = await standingOn(page, status);
    expect(waiting.counted).toBe('0');
    await expect(page.getByRole('definition').nth(1)).toHaveText('1');

    await serverPage(page, linkIn(await welcomeOf(bob), '/waitlist/confirm?token='));
    await expect(page.getByRole('heading', { name: 'Your address is confirmed' })).toBeVisible();
    const after = await standingOn(page, status);
    expect(after.counted).toBe('1');
    expect(after.position).toBeLessThan(before.position);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the share link works through the plain forms, and a lost status link can be mailed again @postgres', async ({
    page,
    request,
    uniqueEmail,
  }) => {
    expect((await request.post('/api/webpage/waitlist', { data: { email: uniqueEmail('ahead') } })).status()).toBe(201);
    const ada = uniqueEmail('referrer-noscript');
    await page.goto('/waitlist');
    await joinOnWaitlistPage(page, ada);
    await expect(page).toHaveURL(/\/waitlist\/joined$/);
    const welcome = await welcomeOf(ada);
    const status = linkIn(welcome, '/waitlist/status?token=');
    const before = await standingOn(page, status);
    // No script: the link to select by hand, no button that would do nothing.
    await expect(page.getByRole('textbox', { name: 'Your link to share' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden();

    // Join Waitlist on the shared landing page leads to /waitlist carrying the code.
    const bob = uniqueEmail('referred-noscript');
    await page.goto(linkIn(welcome, '/?ref='));
    await page.getByRole('button', { name: 'Join Waitlist' }).first().click();
    await expect(page).toHaveURL(/\/waitlist\?ref=[\w-]{12}$/);
    await joinOnWaitlistPage(page, bob);
    await expect(page).toHaveURL(/\/waitlist\/joined$/);
    await serverPage(page, linkIn(await welcomeOf(bob), '/waitlist/confirm?token='));
    const after = await standingOn(page, status);
    expect(after.counted).toBe('1');
    expect(after.position).toBeLessThan(before.position);

    // The status link, asked for again from /waitlist.
    await page.goto('/waitlist');
    const lost = page.getByRole('form', { name: /status link/i });
    await lost.getByRole('textbox', { name: 'Email' }).fill(ada);
    await lost.getByRole('button', { name: 'Email me my link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect
      .poll(async () => (await mailsTo(ada)).filter((mail) => mail.subject?.startsWith('Your place')).length)
      .toBe(1);
  });
});
