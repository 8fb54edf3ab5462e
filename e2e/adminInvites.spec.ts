import type { Page } from '@playwright/test';

import { DESKTOP_VIEWPORT, openSignedIn, seedSignup } from './support/admin';
import { expect, test, waitlistDialog } from './support/forms';
import { mailsTo } from './support/mailbox';
import { E2E_LAUNCH_URL } from './servers';

test.use({ viewport: DESKTOP_VIEWPORT });

/**
 * Issue 16 in the portal: invites from a selection reach the people through the outbox, the list
 * follows their status, and a visit's campaign shows on the sign-up it led to.
 */

const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const bulkBar = (page: Page) => page.getByRole('region', { name: 'Bulk actions' });

test('select three sign-ups, preview the invite, send it: "3 sent" and the rows read Invited @postgres', async ({
  page,
  request,
  uniqueEmail,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueEmail('invite').split('@')[0]!;
  const emails = [0, 1, 2].map((index) => `${tag}-${index}@example.com`);
  for (const email of emails) await seedSignup(request, email);

  await openSignedIn(page, request, `/waitlist?q=${encodeURIComponent(tag)}`);
  await expect(page.getByText('3 signups', { exact: true })).toBeVisible();
  for (const email of emails) {
    await expect(rowWith(page, email)).toContainText('Waiting');
    await rowWith(page, email).getByRole('checkbox').check();
  }
  await bulkBar(page).getByRole('button', { name: 'Invite…' }).click();

  const dialog = page.getByRole('dialog', { name: 'Invite to the launch' });
  await expect(dialog).toContainText('Invite the 3 sign-ups selected.');
  await expect(dialog.getByRole('spinbutton', { name: 'How many' })).toHaveValue('3');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText('3 will be invited (3 of those chosen are waiting).')).toBeVisible();
  await expect(dialog.getByText(/^Subject: InvoiceFlow is open/)).toBeVisible();
  const mailText = dialog.getByLabel("The invite mail's text");
  await expect(mailText).toContainText('50% off your first year');
  await expect(mailText).toContainText(E2E_LAUNCH_URL);
  await expectAccessible(page, 'dialog');

  await dialog.getByRole('button', { name: 'Send 3 invites' }).click();
  await expect(dialog.getByRole('heading', { name: 'Sending 3 invites' })).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('3 of 3 sent', { timeout: 30_000 });
  await expect(dialog.getByRole('progressbar', { name: 'Invites sent' })).toHaveAttribute('value', '3');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  for (const email of emails) await expect(rowWith(page, email)).toContainText('Invited');
  // Each person got one invite, whose link carries their own code to the platform.
  const codes = new Set<string>();
  for (const email of emails) {
    const invites = (await mailsTo(email)).filter((mail) => mail.subject?.includes('your invite'));
    expect(invites).toHaveLength(1);
    const link = new URL(/https:\/\/app\.e2e\.example\.com\/signup\S*/.exec(invites[0]!.text ?? '')![0]);
    codes.add([...link.searchParams.values()].join());
  }
  expect(codes.size).toBe(3);
});

test('a visit from a newsletter campaign shows as "newsletter" / "launch" on its sign-up and in By campaign', async ({
  page,
  request,
  uniqueEmail,
}) => {
  const email = uniqueEmail('campaign');
  await page.goto('/?utm_source=newsletter&utm_campaign=launch');
  await page
    .getByRole('button', { name: /^Join (the )?Waitlist$/ })
    .first()
    .click();
  const form = waitlistDialog(page);
  await form.email.fill(email);
  await form.submit.click();
  await expect(form.success).toBeVisible();

  await openSignedIn(page, request, `/waitlist?q=${encodeURIComponent(email)}`);
  const row = rowWith(page, email);
  await expect(row.getByRole('cell').filter({ hasText: /^launch/ })).toContainText('newsletter');
  const campaigns = page.getByRole('list', { name: 'By campaign' });
  await expect(campaigns.getByRole('button', { name: /^launch/ })).toBeVisible();
});
