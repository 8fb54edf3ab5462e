import type { Locator, Page } from '@playwright/test';

import { E2E_ADMIN, expect, test } from './fixtures';
import {
  ADMIN_PATH,
  chooseRowAction,
  DESKTOP_VIEWPORT,
  downloadCsv,
  foreignToken,
  loginHeading,
  openRowActions,
  openSignedIn,
  parseCsv,
  seedMessage,
  seedSignup,
  sectionHeading,
  storedSession,
  submitLogin,
} from './support/admin';
import { backgroundHex, themeColor } from './support/public';

// Dates and times in the tables are shown in the browser's time zone; pin it so the test can say which.
test.use({ timezoneId: 'UTC', locale: 'en-US', viewport: DESKTOP_VIEWPORT });

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
/** An instant as the CSV exports write it in UTC: `2026-01-09 08:00:00`, what a spreadsheet reads as a date. */
const spreadsheetUtc = (iso: string) => new Date(iso).toISOString().slice(0, 19).replace('T', ' ');
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** The table row that shows `text` (a unique e-mail or subject). */
const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Whether a row is shown as unread: bold and highlighted (product.md §2). */
async function rowLooks(row: Locator) {
  return row.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      emphasis: element.getAttribute('data-emphasis'),
      weight: Number(style.fontWeight),
      highlighted: style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent',
    };
  });
}

test.describe('admin portal', () => {
  test('the administrator signs in through the form and reads the new sign-up', async ({
    page,
    request,
    server,
    uniqueEmail,
    expectAccessible,
  }) => {
    const signup = await seedSignup(request, uniqueEmail('signup'));

    await page.goto(ADMIN_PATH);
    await expect(loginHeading(page)).toBeVisible();
    await expectAccessible(page);

    await submitLogin(page, 'not-the-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await expect(loginHeading(page)).toBeVisible();
    expect(await storedSession(page)).toEqual({ token: null, user: null });

    await submitLogin(page, E2E_ADMIN.password);
    await expect(sectionHeading(page, 'Waitlist Dashboard')).toBeVisible();
    await expect(page.getByText(E2E_ADMIN.email, { exact: true })).toBeVisible();
    // The browser paints its own bars in the colour of the portal's header, as on the public pages.
    expect(await themeColor(page)).toBe(await backgroundHex(page.getByRole('banner')));
    const stored = await storedSession(page);
    expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.parse(stored.user ?? 'null')).toMatchObject({ email: E2E_ADMIN.email });

    const entry = (await server.waitlist()).find((candidate) => candidate.email === signup.email);
    expect(entry).toBeDefined();
    const row = rowWith(page, signup.email);
    // What the row shows between its checkbox and its action menu (the menu's closed items read nothing):
    // the spec's five columns (the address not confirmed yet, under it), then the launch's (waiting, a
    // place in line, no campaign, no referrer).
    const joined = dateTime.format(new Date(entry!.joinedAt));
    const address = `${signup.email}\nUnconfirmed`;
    await expect(row.getByRole('cell')).toHaveText(
      ['', address, signup.name, signup.company, 'website', joined, 'Waiting', /^#[\d,]+$/, 'None', 'Direct', ''],
      { useInnerText: true },
    );
    await expect(row.getByRole('checkbox', { name: `Select ${signup.email}` })).toBeVisible();
    await expect(row.getByRole('button', { name: `Actions for ${signup.email}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent Signups' })).toBeVisible();
    await expectAccessible(page);

    const { fileName, text } = await downloadCsv(page, 'Export CSV');
    expect(fileName).toMatch(/^waitlist-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv(text);
    // Dates as a spreadsheet reads them, in the stats time zone the header names (UTC: the servers' default).
    const launchHeaders = ['Status', 'Invited At (UTC)', 'Redeemed At (UTC)', 'Landing Page', 'Referrer'];
    expect(rows[0]).toEqual([
      ...['Id', 'Email', 'Name', 'Company', 'Source', 'Joined At (UTC)'],
      ...[...launchHeaders, 'UTM Source', 'UTM Medium', 'UTM Campaign'],
    ]);
    // Signed up through the API: waiting, and nothing recorded about where it came from.
    expect(rows.filter((cells) => cells[1] === signup.email)).toEqual([
      [
        String(entry!.id),
        signup.email,
        signup.name,
        signup.company,
        'website',
        spreadsheetUtc(entry!.joinedAt),
        'Waiting',
        ...Array(7).fill(''),
      ],
    ]);
  });

  test('a new message is shown unread, then marked read and replied, edited and exported @postgres', async ({
    page,
    request,
    server,
    uniqueEmail,
    expectAccessible,
  }) => {
    const sent = await seedMessage(request, uniqueEmail('message'));
    const findMessage = async () => (await server.messages()).find((message) => message.email === sent.email);

    await openSignedIn(page, request, '/messages');
    await expect(sectionHeading(page, 'Contact Messages')).toBeVisible();
    const row = rowWith(page, sent.subject);
    await expect(row).toHaveAttribute('data-emphasis', 'true');
    // The name's cell, after the row's checkbox.
    await expect(row.getByRole('cell').nth(1)).toHaveText(`Unread: ${sent.firstName} ${sent.lastName}`);
    expect(await rowLooks(row)).toEqual({ emphasis: 'true', weight: 700, highlighted: true });
    await expect(row.getByText('New', { exact: true })).toBeVisible();
    const actions = await openRowActions(row);
    await expect(actions).toHaveAccessibleName(`Actions for ${sent.firstName} ${sent.lastName}`);
    await expect(actions.getByRole('menuitem')).toHaveText([
      'View details',
      'Mark as read',
      'Mark as replied',
      'Delete',
    ]);
    await expectAccessible(page);

    await actions.getByRole('menuitem', { name: 'Mark as read' }).click();
    await expect(actions).toBeHidden();
    await expect(row).not.toHaveAttribute('data-emphasis');
    // The pointer, left on the row where the menu was, would show its hover colour, not the unread one.
    await page.mouse.move(0, 0);
    expect(await rowLooks(row)).toMatchObject({ emphasis: null, highlighted: false });
    expect((await rowLooks(row)).weight).toBeLessThan(600);
    await expect.poll(async () => (await findMessage())?.isRead).toBe(true);
    expect((await findMessage())?.isReplied).toBe(false);
    // Read now: the menu no longer offers to mark it read.
    await openRowActions(row);
    await expect(actions.getByRole('menuitem')).toHaveText(['View details', 'Mark as replied', 'Delete']);

    await actions.getByRole('menuitem', { name: 'Mark as replied' }).click();
    await expect.poll(async () => (await findMessage())?.isReplied).toBe(true);
    await openRowActions(row);
    await expect(actions.getByRole('menuitem')).toHaveText(['View details', 'Delete']);

    await actions.getByRole('menuitem', { name: 'View details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Message Details' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(sent.subject)).toBeVisible();
    await expect(dialog.getByText('Could you tell me more?')).toBeVisible();
    // Replied already: the dialog offers no Mark as Replied either.
    await expect(dialog.getByRole('button', { name: 'Mark as Replied' })).toHaveCount(0);
    await expectAccessible(page);

    const notes = `Called back on ${sent.subject}; "follow up", Friday.`;
    await dialog.getByLabel('Status', { exact: true }).selectOption('Closed');
    await dialog.getByLabel('Admin Notes').fill(notes);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Closed', { exact: true })).toBeVisible();
    await expect
      .poll(async () => {
        const stored = await findMessage();
        return stored && { status: stored.status, adminNotes: stored.adminNotes };
      })
      .toEqual({ status: 'Closed', adminNotes: notes });

    await page.reload();
    await expect(row.getByText('Closed', { exact: true })).toBeVisible();
    await chooseRowAction(row, 'View details');
    await expect(dialog.getByLabel('Status', { exact: true })).toHaveValue('Closed');
    await expect(dialog.getByLabel('Admin Notes')).toHaveValue(notes);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    const stored = (await findMessage())!;
    const { fileName, text } = await downloadCsv(page, 'Export CSV');
    expect(fileName).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      'Id',
      'First Name',
      'Last Name',
      'Email',
      'Subject',
      'Message',
      'Status',
      'Read',
      'Replied',
      'Admin Notes',
      'Source',
      'Created At (UTC)',
    ]);
    expect(rows.filter((cells) => cells[3] === sent.email)).toEqual([
      [
        String(stored.id),
        sent.firstName,
        sent.lastName,
        sent.email,
        sent.subject,
        sent.message,
        'Closed',
        'yes',
        'yes',
        notes,
        'website',
        spreadsheetUtc(stored.createdAt),
      ],
    ]);
  });

  test('the details dialog works from the keyboard alone', async ({ page, request, server, uniqueEmail }) => {
    const sent = await seedMessage(request, uniqueEmail('keyboard'));
    await openSignedIn(page, request, '/messages');
    const row = rowWith(page, sent.subject);
    // The sender's name is the row's button that opens the message (a pointer may click anywhere on it).
    const opener = row.getByRole('button', { name: `${sent.firstName} ${sent.lastName}`, exact: true });
    await expect(opener).toBeVisible();

    // Tab from the top of the page until the row's opener has focus.
    await page.locator('body').focus();
    let presses = 0;
    while (!(await opener.evaluate((button) => button === document.activeElement))) {
      presses += 1;
      expect(presses, "the message's opener is reachable with Tab").toBeLessThan(200);
      await page.keyboard.press('Tab');
    }
    await expect(opener).toBeFocused();

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Message Details' });
    await expect(dialog).toBeVisible();
    const focusInDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
    await expect.poll(focusInDialog).toBe(true);
    // Opening an unread message marks it read (product.md §4).
    await expect
      .poll(async () => (await server.messages()).find((message) => message.email === sent.email)?.isRead)
      .toBe(true);

    const stops = await dialog.evaluate(
      (element) =>
        element.querySelectorAll('a[href], button:not([disabled]), select, textarea, input, [tabindex="0"]').length,
    );
    // The page behind is inert: Tab never reaches it. Past the last control focus leaves for the
    // browser's own controls (no element of the page has it), then comes back into the dialog.
    const focusNotBehind = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active === null || active === document.body || active.closest('dialog') !== null;
      });
    for (let index = 0; index < stops + 2; index += 1) {
      await page.keyboard.press('Tab');
      expect(await focusNotBehind(), `focus stays off the page after Tab ${index + 1}`).toBe(true);
    }
    for (let index = 0; index < stops + 2; index += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusNotBehind(), `focus stays off the page after Shift+Tab ${index + 1}`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('personal data: exported by address, then each row deleted after confirming', async ({
    page,
    request,
    server,
    uniqueEmail,
    expectAccessible,
  }) => {
    const email = uniqueEmail('privacy');
    const signup = await seedSignup(request, email);
    const message = await seedMessage(request, email.toUpperCase());

    await openSignedIn(page, request, '/privacy');
    await expect(sectionHeading(page, 'Privacy')).toBeVisible();
    await page
      .getByRole('region', { name: 'Export personal data' })
      .getByRole('textbox', { name: /Email address/ })
      .fill(email);
    const { fileName, text } = await downloadCsv(page, 'Export');
    expect(fileName).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = parseCsv(text);
    expect(header?.slice(0, 3)).toEqual(['Kind', 'Id', 'Email']);
    // Her sign-up and message, then the mails about them (welcome, acknowledgement, the administrators' alert).
    expect(rows.slice(0, 2).map((cells) => [cells[0], cells[2]])).toEqual([
      ['Waitlist entry', email],
      ['Contact message', email.toUpperCase()],
    ]);
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.slice(2).map((cells) => cells[0])).toEqual(rows.slice(2).map(() => 'Mail'));
    expect(rows[0]).toContain(signup.company);
    expect(rows[1]).toContain(message.subject);
    await expectAccessible(page);

    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Waitlist Dashboard' })
      .click();
    await chooseRowAction(rowWith(page, email), 'Delete');
    const confirmation = page.getByRole('dialog', { name: 'Delete sign-up' });
    await expect(confirmation).toContainText(`Delete the sign-up of ${email}?`);
    await expectAccessible(page);
    await confirmation.getByRole('button', { name: 'Delete' }).click();
    await expect(confirmation).toBeHidden();
    await expect(page.getByText(`The sign-up of ${email} was deleted.`)).toBeVisible();
    await expect(rowWith(page, email)).toHaveCount(0);
    expect((await server.waitlist()).some((entry) => entry.email === email)).toBe(false);

    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Contact Messages' })
      .click();
    await chooseRowAction(rowWith(page, message.subject), 'Delete');
    const messageConfirmation = page.getByRole('dialog', { name: 'Delete message' });
    await messageConfirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect(messageConfirmation).toBeHidden();
    await chooseRowAction(rowWith(page, message.subject), 'Delete');
    await messageConfirmation.getByRole('button', { name: 'Delete' }).click();
    await expect(rowWith(page, message.subject)).toHaveCount(0);
    expect((await server.messages()).some((stored) => stored.subject === message.subject)).toBe(false);

    // Nothing is left to export.
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Privacy' }).click();
    await page
      .getByRole('region', { name: 'Export personal data' })
      .getByRole('textbox', { name: /Email address/ })
      .fill(email);
    expect(parseCsv((await downloadCsv(page, 'Export')).text)).toHaveLength(1);
  });

  test('System Debug prints the raw waitlist stats', async ({ page, request, server, expectAccessible }) => {
    await openSignedIn(page, request);
    await expect(sectionHeading(page, 'Waitlist Dashboard')).toBeVisible();
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'System Debug' }).click();
    await expect(sectionHeading(page, 'System Debug')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${ADMIN_PATH}/debug$`));

    const output = page.getByRole('status', { name: 'Result' });
    await expect(output).toHaveText('No test run yet.');
    await page.getByRole('button', { name: 'Test Waitlist Stats Endpoint' }).click();
    await expect(output).toContainText('"totalEntries"');
    const printed = JSON.parse((await output.textContent()) ?? '') as Record<string, unknown>;
    // product.md's fields, and the breakdowns, confirmed count and newest id the portal's launch day and
    // live updates read.
    expect(Object.keys(printed).sort()).toEqual(
      [
        'monthEntries',
        'sourceBreakdown',
        'timeZone',
        'todayEntries',
        'totalEntries',
        'weekEntries',
        'statusBreakdown',
        'confirmedEntries',
        'campaignBreakdown',
        'utmSourceBreakdown',
        'referrerBreakdown',
        'newestId',
      ].sort(),
    );
    expect(printed.totalEntries).toEqual(expect.any(Number));
    // It is the server's answer, not something the page made up: the same fields as a direct call.
    const direct = await request.get('/api/webpage/waitlist/stats', {
      headers: { authorization: `Bearer ${await server.token()}` },
    });
    expect(Object.keys((await direct.json()) as object).sort()).toEqual(Object.keys(printed).sort());
    await expectAccessible(page);
  });

  test('a screen whose code does not arrive says so in its place, and Try again brings it', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, request, '/waitlist');
    await expect(sectionHeading(page, 'Waitlist Dashboard')).toBeVisible();
    // The Contact Messages screen's own file does not arrive (offline, say) until the network is back.
    let offline = true;
    await page.route(/\/assets\/contact-[^/]+\.js$/, (route) =>
      offline ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.getByRole('link', { name: /Contact Messages/ }).click();
    await expect(page.getByRole('alert')).toContainText('Contact Messages could not be loaded.');
    // The shell stays: the administrator can go elsewhere, or sign out.
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    offline = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(sectionHeading(page, 'Contact Messages')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('Logout returns to the login form and forgets the session', async ({ page, request }) => {
    const { token } = await openSignedIn(page, request, '/messages');
    await expect(sectionHeading(page, 'Contact Messages')).toBeVisible();
    expect((await storedSession(page)).token).not.toBeNull();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(loginHeading(page)).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveValue('');
    expect(await storedSession(page)).toEqual({ token: null, user: null });
    await expect(page.getByText(SESSION_EXPIRED)).toHaveCount(0);
    // The server signed the token out too: a copy of it opens nothing (the portal does not wait for that
    // call, hence the poll).
    await expect
      .poll(async () =>
        (await request.get('/api/webpage/waitlist/stats', { headers: { authorization: `Bearer ${token}` } })).status(),
      )
      .toBe(401);

    await page.reload();
    await expect(loginHeading(page)).toBeVisible();
  });

  test('a token the server refuses ends the session with the expiry notice', async ({ page, request }) => {
    // A token signed with another key, found out by the next call the portal makes.
    await openSignedIn(page, request);
    await expect(sectionHeading(page, 'Waitlist Dashboard')).toBeVisible();
    const forged = await foreignToken({ expired: false });
    await page.evaluate((token) => localStorage.setItem('adminToken', token), forged);
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Contact Messages' })
      .click();
    await expect(loginHeading(page)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: SESSION_EXPIRED })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(E2E_ADMIN.email);
    expect(await storedSession(page)).toEqual({ token: null, user: null });

    // A well-formed token past its expiry, found out on reload.
    await openSignedIn(page, request);
    await expect(sectionHeading(page, 'Waitlist Dashboard')).toBeVisible();
    const expired = await foreignToken({ expired: true });
    await page.evaluate((token) => localStorage.setItem('adminToken', token), expired);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: SESSION_EXPIRED })).toBeVisible();
    await expect(loginHeading(page)).toBeVisible();
    expect(await storedSession(page)).toEqual({ token: null, user: null });

    // Signing in again clears the notice and works.
    await submitLogin(page, E2E_ADMIN.password);
    await expect(sectionHeading(page, 'Waitlist Dashboard')).toBeVisible();
    await expect(page.getByText(SESSION_EXPIRED)).toHaveCount(0);
  });
});
