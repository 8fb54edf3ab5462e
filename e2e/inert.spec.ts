import { expect, test } from './fixtures';
import { ADMIN_PATH, chooseRowAction, DESKTOP_VIEWPORT, downloadCsv, openSignedIn, parseCsv } from './support/admin';

test.use({ viewport: DESKTOP_VIEWPORT });

/** Markup that would run script if a view ever put stored text into the page as HTML. */
const payloads = {
  script: '<script>window.__injected = "script"</script>',
  image: '<img src="x" onerror="window.__injected = \'image\'">',
  svg: '"><svg onload="window.__injected = \'svg\'"></svg>',
  link: '<a href="javascript:window.__injected=1">click</a>',
  formula: '=HYPERLINK("https://attacker.example","open")',
};

/**
 * Stored text is shown as text everywhere: a visitor's script or HTML in any field of a sign-up or a
 * message (and in the admin's own notes) appears literally in the admin views and as plain data in the
 * CSV exports, and never runs.
 */
test('script and HTML in every stored field stay inert in the admin views and the CSV exports', async ({
  page,
  request,
  server,
  uniqueEmail,
}) => {
  const email = uniqueEmail('inert');
  const tag = email.split('@')[0]!;
  const subject = `${payloads.svg} ${tag}`;
  expect(
    (
      await request.post('/api/webpage/waitlist', {
        data: { email, name: payloads.script, company: payloads.image, source: 'website' },
      })
    ).status(),
  ).toBe(201);
  expect(
    (
      await request.post('/api/webpage/contact', {
        data: {
          firstName: payloads.image,
          lastName: payloads.link,
          email,
          subject,
          message: `${payloads.script}\n${payloads.formula}`,
          source: 'website',
        },
      })
    ).status(),
  ).toBe(201);
  const message = (await server.messages()).find((stored) => stored.email === email)!;
  const notes = await request.patch(`/api/webpage/contact/${message.id}/notes`, {
    headers: { authorization: `Bearer ${await server.token()}` },
    data: { notes: payloads.svg },
  });
  expect(notes.ok()).toBe(true);

  // Anything that runs would set this, or open a dialog.
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const injected = () => page.evaluate(() => (window as unknown as { __injected?: unknown }).__injected ?? null);
  const markupInPage = () => page.locator('main img[src="x"], main svg[onload], main a[href^="javascript:"]');

  await openSignedIn(page, request, `?q=${encodeURIComponent(email)}`);
  const signup = page.getByRole('row').filter({ hasText: email });
  await expect(signup).toContainText(payloads.script);
  await expect(signup).toContainText(payloads.image);

  const waitlistCsv = parseCsv((await downloadCsv(page, 'Export CSV')).text);
  expect(waitlistCsv.find((cells) => cells[1] === email)?.slice(1, 4)).toEqual([
    email,
    payloads.script,
    payloads.image,
  ]);

  await page.goto(`${ADMIN_PATH}/messages?q=${encodeURIComponent(tag)}`);
  const row = page.getByRole('row').filter({ hasText: tag });
  await expect(row).toContainText(subject);
  await expect(row).toContainText(`${payloads.image} ${payloads.link}`);
  await chooseRowAction(row, 'View details');
  const details = page.getByRole('dialog', { name: 'Message Details' });
  await expect(details).toContainText(payloads.script);
  await expect(details).toContainText(payloads.formula);
  await expect(details.getByLabel('Admin Notes')).toHaveValue(payloads.svg);
  await details.getByRole('button', { name: 'Cancel' }).click();

  const messagesCsv = parseCsv((await downloadCsv(page, 'Export CSV')).text);
  const exported = messagesCsv.find((cells) => cells[3] === email)!;
  expect(exported.slice(1, 6)).toEqual([
    payloads.image,
    payloads.link,
    email,
    subject,
    // The formula's line would start a cell for a spreadsheet that splits on ";" (or on line breaks):
    // the export makes it text there too.
    `${payloads.script}\n'${payloads.formula}`,
  ]);
  expect(exported[9]).toBe(payloads.svg);

  // A cell that starts with "=" would be a formula in a spreadsheet: the export makes it text.
  const formulaOnly = await request.post('/api/webpage/waitlist', {
    data: { email: uniqueEmail('formula'), name: payloads.formula, company: null, source: 'website' },
  });
  expect(formulaOnly.status()).toBe(201);
  await page.goto(ADMIN_PATH);
  const withFormula = parseCsv((await downloadCsv(page, 'Export CSV')).text);
  expect(withFormula.some((cells) => cells[2] === `'${payloads.formula}`)).toBe(true);

  expect(await injected()).toBeNull();
  await expect(markupInPage()).toHaveCount(0);
  expect(dialogs).toEqual([]);
});
