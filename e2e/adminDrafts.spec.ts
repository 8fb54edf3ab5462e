import type { Page } from '@playwright/test';

import { E2E_ADMIN, expect, test } from './fixtures';
import {
  downloadCsv,
  foreignToken,
  loginHeading,
  openSignedIn,
  parseCsv,
  sectionHeading,
  seedMessage,
  seedSignup,
  submitLogin,
} from './support/admin';

// Issue 15: work typed in the portal survives a session that expires meanwhile, and the personal data
// of one address can be erased from the Privacy section.

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const detailsDialog = (page: Page) => page.getByRole('dialog', { name: 'Message Details' });

/** What the tab keeps in its session storage, as [key, value] pairs. */
const sessionEntries = (page: Page) => page.evaluate(() => Object.entries(sessionStorage));

test.describe('drafts across an expired session', () => {
  test('notes and a reply typed when the session expires are back in the same dialog after signing in', async ({
    page,
    request,
    server,
    uniqueEmail,
    expectAccessible,
  }) => {
    const message = await seedMessage(request, uniqueEmail('draft'));
    await openSignedIn(page, request, '/messages');
    await expect(sectionHeading(page, 'Contact Messages')).toBeVisible();

    // Open the message (a click anywhere on its row), type notes and start a reply.
    await rowWith(page, message.subject).getByText(message.subject).click();
    const dialog = detailsDialog(page);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\?message=\d+$/);
    const notes = 'Called her back: she wants the CSV import before the launch.';
    const reply = 'Hello Ada,\n\nthe CSV import ships with the first release.';
    await dialog.getByRole('textbox', { name: 'Admin Notes' }).fill(notes);
    await dialog.getByRole('button', { name: 'Reply' }).click();
    await dialog.getByRole('textbox', { name: 'Your reply' }).fill(reply);

    // The session ends while the dialog is open: the server refuses the token the tab holds now.
    const expiredToken = await foreignToken({ expired: true });
    await page.evaluate((token) => localStorage.setItem('adminToken', token), expiredToken);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(loginHeading(page)).toBeVisible();
    await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();

    // Kept meanwhile: in the URL only the message's id; in the tab's storage what was typed, never a token.
    expect(new URL(page.url()).search).toMatch(/^\?message=\d+$/);
    const kept = await sessionEntries(page);
    expect(kept).toHaveLength(1);
    expect(kept[0]![0]).toMatch(/^adminMessageDraft:\d+$/);
    expect(JSON.parse(kept[0]![1])).toEqual({ notes, reply });
    expect(kept[0]![1]).not.toContain(expiredToken);

    await submitLogin(page, E2E_ADMIN.password);
    const restored = detailsDialog(page);
    await expect(restored).toBeVisible();
    await expect(restored.getByText('Draft restored')).toBeVisible();
    await expect(restored.getByText(message.subject).first()).toBeVisible();
    await expect(restored.getByRole('textbox', { name: 'Admin Notes' })).toHaveValue(notes);
    await expect(restored.getByRole('textbox', { name: 'Your reply' })).toHaveValue(reply);
    await expectAccessible(page);

    // Closing now asks first; keeping on editing loses nothing.
    await page.keyboard.press('Escape');
    const question = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await expect(question).toContainText('The notes you changed');
    await expect(question).toContainText('The reply you are writing');
    await expectAccessible(page);
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(question).toBeHidden();

    // Saved: the notes are stored, and the draft keeps only the reply, which Save does not send.
    await restored.getByRole('button', { name: 'Save Changes' }).click();
    await expect(restored).toBeHidden();
    const stored = (await server.messages()).find((candidate) => candidate.subject === message.subject);
    expect(stored?.adminNotes).toBe(notes);
    await expect
      .poll(async () => (await sessionEntries(page)).map(([, value]) => JSON.parse(value)))
      .toEqual([{ reply }]);

    // Signing out on purpose leaves no draft behind.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(loginHeading(page)).toBeVisible();
    expect(await sessionEntries(page)).toEqual([]);
  });
});

test.describe('privacy', () => {
  test('everything stored about one address is erased after confirming, and nothing is left to export', async ({
    page,
    request,
    server,
    uniqueEmail,
    expectAccessible,
  }) => {
    const email = uniqueEmail('erase');
    await seedSignup(request, email);
    const message = await seedMessage(request, email.toUpperCase());
    const other = await seedMessage(request, uniqueEmail('kept'));

    await openSignedIn(page, request, '/privacy');
    await expect(sectionHeading(page, 'Privacy')).toBeVisible();
    const eraseTool = page.getByRole('region', { name: 'Erase personal data' });
    await eraseTool.getByRole('textbox', { name: /Email address/ }).fill(email);
    await eraseTool.getByRole('button', { name: 'Erase...' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Erase personal data' });
    await expect(confirmation).toContainText(`Erase everything stored about ${email}?`);
    await expectAccessible(page);
    await confirmation.getByRole('button', { name: 'Delete' }).click();
    await expect(confirmation).toBeHidden();
    // The sign-up and its welcome; the message, its alert and its acknowledgement.
    await expect(eraseTool.getByRole('status')).toHaveText(
      `Erased everything stored about ${email}: 1 waitlist sign-up, 1 contact message and 3 mails.`,
    );

    expect((await server.waitlist()).some((entry) => entry.email === email)).toBe(false);
    const subjects = (await server.messages()).map((stored) => stored.subject);
    expect(subjects).not.toContain(message.subject);
    expect(subjects).toContain(other.subject);

    const exportTool = page.getByRole('region', { name: 'Export personal data' });
    await exportTool.getByRole('textbox', { name: /Email address/ }).fill(email);
    expect(parseCsv((await downloadCsv(page, 'Export')).text)).toHaveLength(1);
  });
});
