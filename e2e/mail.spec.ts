import type { ParsedMail } from 'mailparser';

import { ADMIN_PATH, chooseRowAction, openSignedIn, sectionHeading, seedMessage } from './support/admin';
import { contactForm, expect, test, waitlistDialog } from './support/forms';
import { mailsTo } from './support/mailbox';
import { E2E_ADMIN, E2E_INBOUND_TOKEN } from './servers';

/**
 * Issue 14: the product answers back. The e2e servers send through a real SMTP server on loopback
 * (e2e/support/mailbox.ts); these journeys read what arrived, as the recipients would.
 */

/** Waits until exactly `count` mails have arrived for `address` matching `which`, and returns them. */
async function arrived(address: string, which: (mail: ParsedMail) => boolean, count = 1): Promise<ParsedMail[]> {
  let found: ParsedMail[] = [];
  await expect
    .poll(async () => (found = (await mailsTo(address)).filter(which)).length, { timeout: 15_000 })
    .toBe(count);
  return found;
}

test('a contact message reaches the administrators and is acknowledged; an administrator answering the alert from their mail client reaches the sender, and the portal shows it', async ({
  page,
  request,
  uniqueEmail,
}) => {
  const email = uniqueEmail('mail-contact');
  const subject = `Invoices in ¥ and € — ${email}`;
  await page.goto('/contact');
  const form = contactForm(page);
  await form.firstName.fill('Zoë');
  await form.lastName.fill('Ångström');
  await form.email.fill(email);
  await form.subject.fill(subject);
  await form.message.fill('Can I bill in two currencies?\n<b>Thanks</b>');
  await form.submit.click();
  await expect(form.success).toBeVisible();

  const [alert] = await arrived(E2E_ADMIN.email, (mail) => mail.subject?.endsWith(subject) ?? false);
  expect(alert?.subject).toBe(`New message from Zoë Ångström: ${subject}`);
  // Answers to the alert go to the conversation's address for the team, not to the sender directly.
  const [teamAddress] = alert!.replyTo!.value;
  expect(teamAddress).toEqual({
    name: 'Zoë Ångström via InvoiceFlow',
    address: expect.stringMatching(/^support\+a\d+-/),
  });
  expect(alert?.text).toContain('> <b>Thanks</b>');

  const [acknowledgement] = await arrived(email, () => true);
  expect(acknowledgement?.subject).toBe('We received your message');
  expect(acknowledgement?.text).toContain('within 4-6 hours, and always within 24 hours');

  // The administrator answers from their own mail client; the mail host hands it to the webhook.
  const answer = [
    `From: Site Administrator <${E2E_ADMIN.email}>`,
    `To: ${teamAddress!.address}`,
    `Subject: Re: ${alert!.subject}`,
    `Message-ID: <admin-answer-${Date.now()}@e2e.example.com>`,
    `In-Reply-To: ${alert!.messageId}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Yes: one account bills in yen and in euros. 💴',
    '',
    `On ${new Date().toUTCString()}, InvoiceFlow wrote:`,
    '> Can I bill in two currencies?',
    '',
  ].join('\r\n');
  const taken = await request.post('/api/inbound/mail', {
    headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${E2E_INBOUND_TOKEN}` },
    data: Buffer.from(answer),
  });
  expect(await taken.json()).toMatchObject({ outcome: 'relayed' });
  const [relayed] = await arrived(email, (mail) => mail.subject === `Re: ${subject}`);
  expect(relayed?.from?.value).toEqual([{ name: 'InvoiceFlow', address: 'hello@e2e.example.com' }]);
  expect(relayed?.text).toContain('Yes: one account bills in yen and in euros. 💴');
  expect(relayed?.text).not.toContain('Can I bill');

  // The alert's link opens that message in the portal, its conversation showing the answer sent.
  const link = new URL(/Open it in the portal: (\S+)/.exec(alert?.text ?? '')![1]!);
  await openSignedIn(page, request, `${link.pathname.slice(ADMIN_PATH.length)}${link.search}`);
  const dialog = page.getByRole('dialog', { name: 'Message Details' });
  await expect(dialog.getByText(subject).first()).toBeVisible();
  await expect(
    dialog.getByRole('list', { name: 'Conversation' }).getByText('Yes: one account bills in yen and in euros. 💴'),
  ).toBeVisible();
});

test('a new member is welcomed with the 50% offer, confirms their address in one click, and the welcome’s link takes them off the list for good', async ({
  page,
  request,
  records,
  server,
  uniqueEmail,
}) => {
  const email = uniqueEmail('mail-welcome');
  await page.goto('/');
  await page
    .getByRole('button', { name: /^Join (the )?Waitlist$/ })
    .first()
    .click();
  const dialog = waitlistDialog(page);
  await dialog.email.fill(email);
  await dialog.submit.click();
  await expect(dialog.success).toBeVisible();

  const [welcome] = await arrived(email, () => true);
  expect(welcome?.subject).toBe('Welcome to InvoiceFlow: your 50% early-user discount');
  expect(welcome?.text).toContain('50% off your first year');
  const leave = new URL(/Leave the waitlist: (\S+)/.exec(welcome?.text ?? '')![1]!);
  expect(leave.search).not.toContain(email.split('@')[0]);
  // Mail clients offer the same link as their own unsubscribe button (RFC 8058).
  const unsubscribe = welcome?.headerLines.find((header) => header.key === 'list-unsubscribe')?.line;
  expect(unsubscribe?.replace(/\r?\n\s+/g, ' ')).toBe(`List-Unsubscribe: <${leave.toString()}>`);

  // One click on the welcome's confirm link: the server's own page says so, and the portal shows it.
  const confirm = new URL(/Confirm your address: (\S+)/.exec(welcome?.text ?? '')![1]!);
  await page.goto(`${confirm.pathname}${confirm.search}`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your address is confirmed');
  expect((await records.waitlistFor(email))[0]?.confirmedAt).toEqual(expect.any(String));

  // The link as the member's browser opens it: a confirmation first, then they are off the list. The
  // page is the server's own, with no app to wait for.
  await page.goto(`${leave.pathname}${leave.search}`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leave the waitlist?');
  expect(await records.waitlistFor(email)).toHaveLength(1);
  await page.getByRole('button', { name: 'Leave the waitlist' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have left the waitlist');
  expect(await records.waitlistFor(email)).toEqual([]);

  // Someone types the address into the dialog again: the visitor sees the usual welcome on the page, but
  // the address asked not to be mailed, and the outbox keeps its welcome unsent (the first one went
  // with the entry it was about).
  await page.goto('/');
  await page
    .getByRole('button', { name: /^Join (the )?Waitlist$/ })
    .first()
    .click();
  await dialog.email.fill(email);
  await dialog.submit.click();
  await expect(dialog.success).toBeVisible();
  const authorization = `Bearer ${await server.token()}`;
  await expect
    .poll(async () => {
      const outbox = await request.get(`/api/mail/outbox?q=${encodeURIComponent(email)}`, {
        headers: { authorization },
      });
      return ((await outbox.json()) as Array<{ state: string }>).map((mail) => mail.state);
    })
    .toEqual(['suppressed']);
  expect(await mailsTo(email)).toHaveLength(1);
});

test('a reply typed in the portal reaches the sender; the message shows it and reads replied; the outbox lists it; the sender’s answer by mail comes back into the conversation @postgres', async ({
  page,
  request,
  records,
  uniqueEmail,
  expectAccessible,
}) => {
  const sent = await seedMessage(request, uniqueEmail('mail-reply'));
  await openSignedIn(page, request, '/messages');
  await expect(sectionHeading(page, 'Contact Messages')).toBeVisible();
  await chooseRowAction(page.getByRole('row').filter({ hasText: sent.subject }), 'View details');
  const dialog = page.getByRole('dialog', { name: 'Message Details' });
  await dialog.getByRole('button', { name: 'Reply', exact: true }).click();

  const composer = dialog.getByRole('form', { name: `Reply to ${sent.firstName} ${sent.lastName}` });
  await expect(composer.getByText(`Re: ${sent.subject}`)).toBeVisible();
  const body = `Hello ${sent.firstName},\nyes — the 50% discount applies to every plan. 🚀`;
  await composer.getByRole('textbox', { name: 'Your reply' }).fill(body);
  await expectAccessible(page);
  await composer.getByRole('button', { name: 'Send', exact: true }).click();

  await expect(dialog.getByText(`Your reply to ${sent.email} is in the outbox.`)).toBeVisible();
  const conversation = dialog.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText('yes — the 50% discount applies to every plan. 🚀')).toBeVisible();
  await expect.poll(async () => (await records.messagesFor(sent.email))[0]?.isReplied).toBe(true);

  const [reply] = await arrived(sent.email, (mail) => mail.subject === `Re: ${sent.subject}`);
  // Answers go to the conversation's own address on the support mailbox.
  const conversationAddress = reply!.replyTo!.value[0]!.address!;
  expect(conversationAddress).toMatch(/^support\+m\d+-[0-9a-f]{12}@invoiceflow\.app$/);
  expect(reply?.from?.value).toEqual([{ name: 'InvoiceFlow', address: 'hello@e2e.example.com' }]);
  expect(reply?.text).toContain('yes — the 50% discount applies to every plan. 🚀');
  // Not the visitor's own words: anyone may have typed this address (docs/security.md).
  expect(reply?.text).not.toContain('Could you tell me more?');

  // The outbox lists the reply, sent.
  await page.goto(`${ADMIN_PATH}/outbox`);
  await expect(sectionHeading(page, 'Mail Outbox')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `Re: ${sent.subject}` });
  await expect(row).toContainText(sent.email);
  await expect(row).toContainText('Sent');
  await expectAccessible(page);

  // The sender answers from their mail client; the mail host hands it to the webhook (ADR 0029).
  const answer = [
    `From: ${sent.firstName} ${sent.lastName} <${sent.email}>`,
    `To: ${conversationAddress}`,
    `Subject: Re: ${sent.subject}`,
    `Message-ID: <answer-${Date.now()}@e2e.example.com>`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Great, and does it apply to a team of five?',
    '',
    '> yes — the 50% discount applies to every plan.',
    '',
  ].join('\r\n');
  const taken = await request.post('/api/inbound/mail', {
    headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${E2E_INBOUND_TOKEN}` },
    data: Buffer.from(answer),
  });
  expect(await taken.json()).toMatchObject({ outcome: 'joined' });
  await expect
    .poll(async () => (await records.messagesFor(sent.email))[0])
    .toMatchObject({ status: 'New', isRead: false });

  await page.goto(`${ADMIN_PATH}/messages`);
  await chooseRowAction(page.getByRole('row').filter({ hasText: sent.subject }), 'View details');
  const answered = page.getByRole('dialog', { name: 'Message Details' }).getByRole('list', { name: 'Conversation' });
  const answerItem = answered.getByRole('listitem').filter({ hasText: 'Great, and does it apply to a team of five?' });
  await expect(answerItem).toContainText('By e-mail');
  // The history quoted under it is not part of it.
  await expect(answerItem).not.toContainText('> yes');
  await expectAccessible(page);
});
