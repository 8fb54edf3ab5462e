import type { Page } from '@playwright/test';

import {
  Cleanup,
  freePort,
  type PostgresCluster,
  type ServerProcess,
  startPostgresCluster,
  startServerProcess,
  withPostgres,
} from '@testing/server/processes';
import { storedMessages } from '../server/db/direct/contact';
import { storedSignUps } from '../server/db/direct/waitlist';
import { createScratchDatabase } from '../server/db/scratchDatabases';
import { globalSetupBuild } from './servers';
import { contactForm, expect, LOCAL_WAITLIST_KEY, localWaitlist, test, waitlistDialog } from './support/forms';

/**
 * The site while its database, then its server, is down (product.md §8): the forms say what happened and keep
 * what was typed, the waitlist keeps a sign-up it could not send in the browser (`invoiceSystemWaitlist`),
 * and once everything is back the kept sign-up reaches the database and the forms work again.
 *
 * This spec runs its own server, from the build global-setup made, on its own PostgreSQL cluster (initdb
 * in a temporary folder, a free port), so stopping them disturbs no other spec. One visitor goes through
 * the whole story in one page, so what the browser kept carries from one step to the next.
 */
const cleanup = new Cleanup();
let cluster: PostgresCluster;
let server: ServerProcess;
let port: number;
let databaseUrl: string;

const build = globalSetupBuild;

/** Starts the server on the spec's own port, so the site keeps its origin (and local storage) across restarts. */
const startServer = () =>
  startServerProcess({
    entry: build().entry,
    env: { PORT: String(port), SITE_DIR: build().siteDir, DATABASE_URL: databaseUrl },
    cleanup,
  });

/** What the database holds from `email`: its sign-ups (address and company), its messages (subject). */
const signUpsOf = async (email: string) =>
  (await withPostgres(databaseUrl, storedSignUps))
    .filter((row) => row.email.toLowerCase() === email.toLowerCase())
    .map(({ email, company }) => ({ email, company }));
const messagesOf = async (email: string) =>
  (await withPostgres(databaseUrl, storedMessages))
    .filter((row) => row.email === email)
    .map(({ subject }) => ({ subject }));

const visitor = (tag: string) => `${tag}.${Date.now()}@faults.example.com`;
const signUpA = visitor('during-db-outage');
const signUpB = visitor('during-server-outage');
const message = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: visitor('contact'),
  subject: 'Sent during an outage',
  message: 'Will this reach you?',
};

async function fillContactForm(page: Page) {
  const form = contactForm(page);
  await form.firstName.fill(message.firstName);
  await form.lastName.fill(message.lastName);
  await form.email.fill(message.email);
  await form.subject.fill(message.subject);
  await form.message.fill(message.message);
}

async function expectContactFormKept(page: Page) {
  const form = contactForm(page);
  for (const name of ['firstName', 'lastName', 'email', 'subject', 'message'] as const) {
    await expect(form[name]).toHaveValue(message[name]);
    await expect(form[name]).toBeEditable();
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  cluster = await startPostgresCluster(cleanup);
  databaseUrl = (await createScratchDatabase(cluster.url(), 'invoiceflow')).url;
  port = await freePort();
  server = await startServer();
});

test.afterAll(async () => {
  await cleanup.run();
});

test('an outage of the database, then of the server: the forms say so, and nothing is lost', async ({ page }) => {
  test.setTimeout(120_000);

  await test.step('with the database stopped, the forms say something went wrong and keep what was typed', async () => {
    await cluster.stop('fast');
    const ready = await page.request.get(`${server.url}/health/ready`);
    expect(ready.status()).toBe(503);

    // The site itself is still served; the waitlist's answer is a 503.
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'Join Waitlist' }).first().click();
    const waitlist = waitlistDialog(page);
    await waitlist.email.fill(signUpA);
    await waitlist.name.fill('Ada');
    const answer = page.waitForResponse('**/api/webpage/waitlist');
    await waitlist.submit.click();
    expect((await answer).status()).toBe(503);
    // The words are the story's (WaitlistDialog's ServerError); here, that the outage shows as a refusal.
    await expect(waitlist.alert).toBeVisible();
    await expect(waitlist.email).toHaveValue(signUpA);
    await expect(waitlist.name).toHaveValue('Ada');
    // The server answered, so this is no network failure: nothing is kept offline (product.md §8), the visitor retries.
    expect(await localWaitlist(page)).toEqual([]);

    await page.goto(`${server.url}/contact`);
    await fillContactForm(page);
    const sent = page.waitForResponse('**/api/webpage/contact');
    await contactForm(page).submit.click();
    expect((await sent).status()).toBe(503);
    await expect(contactForm(page).error).toHaveText('Something went wrong. Please try again later.');
    await expectContactFormKept(page);
  });

  await test.step('with the server down, the waitlist keeps the sign-up in the browser and the contact form asks to check the connection', async () => {
    // Everything the page needs is loaded while the server is up: the contact form, and the dialog.
    await page.goto(`${server.url}/contact`);
    await fillContactForm(page);
    await page.evaluate(() => window.dispatchEvent(new Event('openWaitlist')));
    const waitlist = waitlistDialog(page);
    await waitlist.email.fill(signUpB);
    await waitlist.company.fill('Difference Engines');

    expect(await server.kill('SIGTERM')).toEqual({ code: 0, signal: null });

    await waitlist.submit.click();
    await expect(waitlist.success).toBeVisible();
    expect(await localWaitlist(page)).toEqual([
      expect.objectContaining({ email: signUpB, name: null, company: 'Difference Engines', offline: true }),
    ]);
    await expect(waitlist.dialog).toHaveCount(0, { timeout: 5_000 });

    await contactForm(page).submit.click();
    await expect(contactForm(page).error).toHaveText(
      'Unable to send message. Please check your connection and try again.',
    );
    await expectContactFormKept(page);
  });

  await test.step('once both are back, the kept sign-up reaches the database and the forms work again', async () => {
    await cluster.start();
    server = await startServer();
    expect(await signUpsOf(signUpB)).toEqual([]);

    // The next visit sends what the browser kept, and the local copy loses its offline mark.
    await page.goto(`${server.url}/contact`);
    await expect.poll(() => signUpsOf(signUpB)).toEqual([{ email: signUpB, company: 'Difference Engines' }]);
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', LOCAL_WAITLIST_KEY))
      .not.toContain('"offline"');

    // The retries succeed, each stored once.
    await fillContactForm(page);
    await contactForm(page).submit.click();
    await expect(contactForm(page).submit).toHaveText('Message Sent!');
    expect(await messagesOf(message.email)).toEqual([{ subject: message.subject }]);

    await page.evaluate(() => window.dispatchEvent(new Event('openWaitlist')));
    const waitlist = waitlistDialog(page);
    await waitlist.email.fill(signUpA);
    await waitlist.submit.click();
    await expect(waitlist.success).toBeVisible();
    expect(await signUpsOf(signUpA)).toEqual([{ email: signUpA, company: null }]);
  });
});
