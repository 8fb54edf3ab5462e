import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import {
  DESKTOP_VIEWPORT,
  downloadCsv,
  openSignedIn,
  parseCsv,
  seedMessage,
  seedSignup,
  seedSignups,
} from './support/admin';

test.use({ timezoneId: 'UTC', locale: 'en-US', viewport: DESKTOP_VIEWPORT });

/** The messages list's row (or the waitlist's) showing `text`. */
const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const bulkBar = (page: Page) => page.getByRole('region', { name: 'Bulk actions' });

test.describe('bulk actions in the admin lists', () => {
  test('select three messages, mark them read, delete two with one confirmation, export the last', async ({
    page,
    request,
    uniqueEmail,
    expectAccessible,
  }) => {
    // Five messages of this test alone, found together by a search on their shared tag.
    const tag = uniqueEmail('bulk').split('@')[0]!;
    const messages = [];
    for (let index = 0; index < 5; index += 1) messages.push(await seedMessage(request, `${tag}-${index}@example.com`));

    await openSignedIn(page, request, `/messages?q=${encodeURIComponent(tag)}`);
    await expect(page.getByText('5 messages', { exact: true })).toBeVisible();
    const chosen = messages.slice(0, 3);
    for (const message of chosen) {
      await expect(rowWith(page, message.email)).toHaveAttribute('data-emphasis', 'true');
      await rowWith(page, message.email).getByRole('checkbox').check();
    }
    await expect(bulkBar(page).getByRole('status')).toHaveText('3 selected');
    await expectAccessible(page);

    await bulkBar(page).getByRole('button', { name: 'Mark as read' }).click();
    await expect(page.getByText('3 messages marked as read.')).toBeVisible();
    for (const message of chosen) await expect(rowWith(page, message.email)).not.toHaveAttribute('data-emphasis');
    for (const message of messages.slice(3)) {
      await expect(rowWith(page, message.email)).toHaveAttribute('data-emphasis', 'true');
    }
    // Only the two not chosen are still unread.
    await page.getByRole('combobox', { name: 'Read state' }).selectOption('unread');
    await expect(page.getByText('2 messages', { exact: true })).toBeVisible();
    await page.getByRole('combobox', { name: 'Read state' }).selectOption('');
    await expect(page.getByText('5 messages', { exact: true })).toBeVisible();

    for (const message of messages.slice(0, 2)) await rowWith(page, message.email).getByRole('checkbox').check();
    await bulkBar(page).getByRole('button', { name: 'Delete' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Delete messages' });
    await expect(confirmation).toContainText('Delete 2 messages?');
    await confirmation.getByRole('button', { name: 'Delete' }).click();
    await expect(confirmation).toBeHidden();
    await expect(page.getByText('3 messages', { exact: true })).toBeVisible();
    for (const message of messages.slice(0, 2)) await expect(rowWith(page, message.email)).toHaveCount(0);

    await rowWith(page, messages[2]!.email).getByRole('checkbox').check();
    const { fileName, text } = await downloadCsv(page, 'Export selection');
    expect(fileName).toMatch(/^contact-messages-selection-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv(text);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(messages[2]!.email);
  });

  test('all 1,000+ matching: Remove from launch and Delete name the exact 3,000 the server will change', async ({
    page,
    request,
    uniqueEmail,
  }) => {
    test.setTimeout(240_000);
    const tag = uniqueEmail('thousands').split('@')[0]!;
    await seedSignups(request, tag, 3000);

    await openSignedIn(page, request, `/waitlist?q=${encodeURIComponent(tag)}`);
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    // The list counts a search up to 1,000 (ADR 0009); the confirmations ask the server for the exact number.
    await bulkBar(page).getByRole('button', { name: 'Select all 1,000+ signups matching' }).click();
    await bulkBar(page).getByRole('button', { name: 'Remove from launch' }).click();
    const removal = page.getByRole('dialog', { name: 'Remove from launch' });
    await expect(removal).toContainText('Remove 3,000 signups from the launch?');
    await page.screenshot({ path: test.info().outputPath('remove-1440.png') });
    await removal.getByRole('button', { name: 'Cancel' }).click();
    await expect(removal).toBeHidden();

    await page.setViewportSize({ width: 375, height: 812 });
    await bulkBar(page).getByRole('button', { name: 'Delete' }).click();
    const deletion = page.getByRole('dialog', { name: 'Delete sign-ups' });
    await expect(deletion).toContainText('Delete 3,000 signups?');
    await page.screenshot({ path: test.info().outputPath('delete-375.png') });
    await deletion.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('3,000 signups deleted.')).toBeVisible();
  });

  test('a page past the last shows the last page, and the URL follows without a history entry', async ({
    page,
    request,
    uniqueEmail,
  }) => {
    const tag = uniqueEmail('page').split('@')[0]!;
    await seedSignup(request, `${tag}@example.com`);
    await openSignedIn(page, request, `/waitlist?q=${encodeURIComponent(tag)}&page=500`);
    await expect(rowWith(page, `${tag}@example.com`)).toBeVisible();
    await expect(page.getByText('1 signup', { exact: true })).toBeVisible();
    await expect(page.getByText('No signups yet')).toHaveCount(0);
    await expect(page).not.toHaveURL(/page=500/);
  });
});
