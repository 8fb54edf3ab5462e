import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { DESKTOP_VIEWPORT, downloadCsv, openSignedIn, parseCsv, seedMessage } from './support/admin';

test.use({ timezoneId: 'UTC', locale: 'en-US', viewport: DESKTOP_VIEWPORT });

/** The messages list's row showing `text`. */
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
    // Only the two not chosen are still unread (the read state waits behind "Filters").
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
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
});
