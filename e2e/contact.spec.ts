import type { Page } from '@playwright/test';

import { contactForm, expect, tabTo, test, timePresence } from './support/forms';

type Message = { firstName: string; lastName: string; email: string; subject: string; message: string };

const message = (email: string): Message => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email,
  subject: 'Invoices in two currencies',
  message: 'Can one invoice show totals in euros and dollars?',
});

async function fillIn(page: Page, values: Message) {
  const form = contactForm(page);
  await form.firstName.fill(values.firstName);
  await form.lastName.fill(values.lastName);
  await form.email.fill(values.email);
  await form.subject.fill(values.subject);
  await form.message.fill(values.message);
}

/** The five fields hold `values` and can be edited: the form was kept for a retry. */
async function expectKept(page: Page, values: Message) {
  const form = contactForm(page);
  for (const name of ['firstName', 'lastName', 'email', 'subject', 'message'] as const) {
    await expect(form[name]).toHaveValue(values[name]);
    await expect(form[name]).toBeEditable();
  }
}

test.describe('the contact form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact');
    await expect(contactForm(page).form).toBeVisible();
  });

  test('sends a trimmed message, shows Message Sent! and resets after 3 s', async ({ page, records, uniqueEmail }) => {
    const form = contactForm(page);
    const email = uniqueEmail('contact');
    const bannerDuration = await timePresence(page, '[role="status"]', 'Thank you for reaching out!');
    await fillIn(page, {
      firstName: '  Grace ',
      lastName: ' Hopper  ',
      email: ` ${email}  `,
      subject: '  Invoices in two currencies ',
      message: '\n  Can one invoice show totals in euros and dollars?  \n',
    });
    await form.submit.click();

    await expect(form.submit).toHaveText('Message Sent!');
    await expect(form.submit).toBeDisabled();
    await expect(form.success).toBeVisible();
    await expect(form.firstName).toBeDisabled();
    await expect(form.message).toBeDisabled();

    const rows = await records.messagesFor(email);
    expect(rows).toEqual([
      expect.objectContaining({
        ...message(email),
        status: 'New',
        isRead: false,
        isReplied: false,
        source: 'website',
      }),
    ]);

    // After 3 s the banner goes and the form is empty and editable again.
    await expect(form.success).toHaveCount(0, { timeout: 6_000 });
    expect(await bannerDuration()).toBeGreaterThanOrEqual(2_950);
    await expect(form.submit).toHaveText('Send Message');
    await expect(form.submit).toBeEnabled();
    await expectKept(page, { firstName: '', lastName: '', email: '', subject: '', message: '' });
  });

  test('asks to check the data when the server refuses the address, then sends the corrected one', async ({
    page,
    records,
    uniqueEmail,
  }) => {
    const form = contactForm(page);
    // The browser's e-mail check accepts an address without a dot in the domain; the server's does not.
    const refused = { ...message('grace@localhost'), subject: `Refused ${uniqueEmail()}` };
    await fillIn(page, refused);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/webpage/contact'));
    await form.submit.click();
    expect((await answer).status()).toBe(400);

    await expect(form.error).toHaveText('Please check your form data and try again.');
    await expect(form.submit).toHaveText('Send Message');
    await expectKept(page, refused);
    expect(await records.messagesFor('grace@localhost')).toEqual([]);

    const email = uniqueEmail('corrected');
    await form.email.fill(email);
    await form.submit.click();
    await expect(form.submit).toHaveText('Message Sent!');
    await expect(form.error).toHaveCount(0);
    expect(await records.messagesFor(email)).toEqual([
      expect.objectContaining({ email, subject: refused.subject, status: 'New' }),
    ]);
  });

  test('works with the keyboard alone', async ({ page, records, uniqueEmail }) => {
    const form = contactForm(page);
    const values = message(uniqueEmail('keyboard'));

    // The technical support card's action takes keyboard users to the form.
    await tabTo(page, page.getByRole('link', { name: 'Go to the Contact Form' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Send Us a Message' })).toBeFocused();

    for (const name of ['firstName', 'lastName', 'email', 'subject', 'message'] as const) {
      await page.keyboard.press('Tab');
      await expect(form[name]).toBeFocused();
      await page.keyboard.type(values[name]);
    }
    // The privacy note's link sits between the fields and the button.
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('form', { name: 'Send Us a Message' }).getByRole('link', { name: /privacy note/ }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.submit).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(form.submit).toHaveText('Message Sent!');
    await expect(form.success).toBeVisible();
    expect(await records.messagesFor(values.email)).toEqual([
      expect.objectContaining({ ...values, status: 'New', isRead: false }),
    ]);
  });
});
