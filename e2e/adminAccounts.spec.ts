import { randomBytes } from 'node:crypto';

import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

import { Cleanup, FAULTS_ADMIN, startServerProcess, tempDir } from '@testing/server/processes';
import { ADMIN_PATH, DESKTOP_VIEWPORT, loginHeading, openSignedIn, sectionHeading } from './support/admin';
import { mailsTo } from './support/mailbox';
import { E2E_ADMIN, globalSetupBuild } from './servers';

/**
 * Issue 42 in the browser: a second factor set up from the portal and asked for at sign-in (a code, then a
 * recovery code once), an administrator added from the team screen who sets a password through the
 * mailed link, and a server with ADMIN_2FA=required that sends an administrator to enrolment first.
 * Each journey signs in as an administrator of its own, so no other spec's session is disturbed.
 */
const cleanup = new Cleanup();
test.afterAll(() => cleanup.run());

/** The code an authenticator app shows for `secret` at `at` (a later step than any used: codes work once). */
const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });
const inSteps = (steps: number) => new Date(Date.now() + steps * 30_000);

async function signInWithPassword(page: Page, email: string, password: string) {
  await expect(loginHeading(page)).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(loginHeading(page)).toBeVisible();
}

/** Sets up the factor from the enrolment flow shown: reads the key, types its code, keeps the codes. */
async function enrol(page: Page) {
  const key = (await page.getByLabel('Key', { exact: true }).innerText()).replace(/\s+/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await page.getByLabel('6-digit code from the app').fill(codeAt(key, new Date()));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = (await codes.allInnerTexts()).map((code) => code.trim());
  await page.getByLabel('I have saved these codes').check();
  await page.getByRole('button', { name: 'Done' }).click();
  return { key, recoveryCodes };
}

test('an admin turns on a second factor, then signs in with a code, and with a recovery code once', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP_VIEWPORT);
  const person = { email: `ada-${randomBytes(4).toString('hex')}@e2e.example.com`, password: 'ada has a long one' };
  const { token } = await (await request.post('/api/auth/login', { data: E2E_ADMIN })).json();
  const added = await request.post('/api/admin/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...person, firstName: 'Ada', lastName: 'Byron' },
  });
  expect(added.status()).toBe(201);

  await page.goto(ADMIN_PATH);
  await signInWithPassword(page, person.email, person.password);
  await expect(sectionHeading(page, 'Waitlist Dashboard')).toBeVisible();
  await page.getByRole('button', { name: /Your account/ }).click();
  await page.getByRole('menuitem', { name: 'Two-factor authentication' }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await dialog.getByRole('button', { name: 'Set up' }).click();
  const { key, recoveryCodes } = await enrol(page);
  await expect(dialog.getByText('Recovery codes left: 10 of 10')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await signOut(page);

  // The password alone is not enough now: a code of the next step (the first one was taken) is.
  await signInWithPassword(page, person.email, person.password);
  await page.getByLabel('Authentication code').fill(codeAt(key, inSteps(1)));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(sectionHeading(page, 'Waitlist Dashboard')).toBeVisible();
  await signOut(page);

  for (const outcome of ['signed in', 'refused'] as const) {
    await signInWithPassword(page, person.email, person.password);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    if (outcome === 'signed in') {
      await expect(sectionHeading(page, 'Waitlist Dashboard')).toBeVisible();
      await signOut(page);
    } else {
      await expect(page.getByRole('alert')).toContainText('Invalid authentication code');
      await expect(sectionHeading(page, 'Waitlist Dashboard')).toHaveCount(0);
    }
  }
});

test('an administrator added from the team screen sets a password through the mailed link and signs in', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP_VIEWPORT);
  const email = `grace-${randomBytes(4).toString('hex')}@e2e.example.com`;
  await openSignedIn(page, request, '/team');
  await expect(sectionHeading(page, 'Team')).toBeVisible();
  await page.getByRole('button', { name: 'Add administrator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add administrator' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('First name').fill('Grace');
  await dialog.getByLabel('Last name').fill('Hopper');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Invitation sent');
  await page.getByRole('button', { name: 'Logout' }).click();

  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await mailsTo(email);
  const link = /https?:\/\/\S+\/set-password#token=[\w.-]+/.exec(String(mail!.text))![0];
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  expect(page.url()).not.toContain('token=');
  await page.getByLabel('New password').fill('grace chose a long one');
  await page.getByLabel('Confirm password').fill('grace chose a long one');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set. Sign in with it.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password').fill('grace chose a long one');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(sectionHeading(page, 'Waitlist Dashboard')).toBeVisible();
});

test('ADMIN_2FA=required sends an administrator without a second factor to enrolment first', async ({ browser }) => {
  test.setTimeout(120_000);
  const { siteDir, entry } = globalSetupBuild();
  const dataDir = await tempDir(cleanup, 'invoiceflow-2fa-required-');
  const server = await startServerProcess({
    entry,
    env: { SITE_DIR: siteDir, DATA_DIR: dataDir, ADMIN_PATH, ADMIN_2FA: 'required' },
    cleanup,
  });
  const page = await browser.newPage({ baseURL: server.url, viewport: DESKTOP_VIEWPORT });
  await page.goto(ADMIN_PATH);
  await signInWithPassword(page, FAULTS_ADMIN.email, FAULTS_ADMIN.password);
  await expect(page.getByRole('heading', { name: 'Set up two-factor authentication' })).toBeVisible();
  await expect(sectionHeading(page, 'Waitlist Dashboard')).toHaveCount(0);
  await enrol(page);
  await expect(sectionHeading(page, 'Waitlist Dashboard')).toBeVisible();
  await page.close();
});
