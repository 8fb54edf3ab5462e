import type { Page } from '@playwright/test';

import { contactForm, expect, test } from './support/forms';

/**
 * Without JavaScript the waitlist page and the contact form are plain HTML forms: the browser posts them,
 * the server stores the submission and answers 303 to a page that shows the outcome in the spec's words.
 * What was typed travels in request bodies only, never in an address.
 */
test.use({ javaScriptEnabled: false });

/** The waitlist page's form, found as a person finds it. */
function waitlistPageForm(page: Page) {
  const main = page.getByRole('main');
  return {
    email: main.getByRole('textbox', { name: 'Email', exact: true }),
    name: main.getByRole('textbox', { name: 'First name' }),
    company: main.getByRole('textbox', { name: 'Company (Optional)' }),
    submit: main.getByRole('button', { name: 'Join Waitlist' }),
  };
}

/** Every address the browser asks for from now on, redirects included. */
function recordRequestedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The ways a typed value could appear in an address: as typed, percent-encoded, or form-encoded. */
const encodings = (value: string) => [
  value,
  encodeURIComponent(value),
  new URLSearchParams({ v: value }).toString().slice(2),
];

function expectNoneContain(urls: string[], values: string[]) {
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    for (const value of values) {
      for (const encoded of encodings(value)) {
        expect(url, `${url} carries what was typed`).not.toContain(encoded);
      }
    }
  }
}

test.describe('with JavaScript disabled', () => {
  test('a visitor joins the waitlist and sends a message; both are stored, and no address carries what was typed @postgres', async ({
    page,
    records,
    uniqueEmail,
  }) => {
    const urls = recordRequestedUrls(page);

    const signUp = { email: uniqueEmail('noscript'), name: 'Ada', company: 'Analytical Engines Ltd' };
    await page.goto('/waitlist');
    const waitlist = waitlistPageForm(page);
    await waitlist.email.fill(signUp.email);
    await waitlist.name.fill(signUp.name);
    await waitlist.company.fill(signUp.company);
    await waitlist.submit.click();

    await expect(page).toHaveURL(/\/waitlist\/joined$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText("You're In!");
    await expect(main.getByRole('list', { name: 'As an early user you get:' }).getByRole('listitem')).toHaveCount(3);

    const message = {
      firstName: 'Grace',
      lastName: 'Hopperstein',
      email: uniqueEmail('noscript-contact'),
      subject: 'Quarterly invoices in two currencies',
      message: 'Can one invoice show totals in euros and in dollars?',
    };
    await page.goto('/contact');
    const contact = contactForm(page);
    await contact.firstName.fill(message.firstName);
    await contact.lastName.fill(message.lastName);
    await contact.email.fill(message.email);
    await contact.subject.fill(message.subject);
    await contact.message.fill(message.message);
    await contact.submit.click();

    await expect(page).toHaveURL(/\/contact\/sent$/);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Message Sent!');
    await expect(main.getByRole('status')).toContainText('Thank you for reaching out!');

    expect(await records.waitlistFor(signUp.email)).toEqual([
      expect.objectContaining({ email: signUp.email, name: signUp.name, company: signUp.company, source: 'website' }),
    ]);
    expect(await records.messagesFor(message.email)).toEqual([
      expect.objectContaining({ ...message, source: 'website' }),
    ]);

    expectNoneContain(urls, [...Object.values(signUp), ...Object.values(message)]);
    // The forms were posted, not sent as a query: the browser asked for each outcome page by a 303.
    expect(urls).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/waitlist\/joined$/), expect.stringMatching(/\/contact\/sent$/)]),
    );
  });

  test('a second sign-up with the same address lands on the page that says so, with the way back', async ({
    page,
    request,
    uniqueEmail,
  }) => {
    const email = uniqueEmail('noscript-duplicate');
    const first = await request.post('/api/webpage/waitlist', {
      data: { email, name: null, company: null, source: 'website' },
    });
    expect(first.status()).toBe(201);
    const urls = recordRequestedUrls(page);

    await page.goto('/waitlist');
    const waitlist = waitlistPageForm(page);
    await waitlist.email.fill(email.toUpperCase());
    await waitlist.submit.click();

    await expect(page).toHaveURL(/\/waitlist\/already-on-the-list$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toHaveText('This email is already on our waitlist!');
    await expect(main.getByText("Your browser's Back button takes you to the form")).toBeVisible();
    await expect(main.getByRole('link', { name: 'Back to the waitlist form' })).toHaveAttribute('href', '/waitlist');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expectNoneContain(urls, [email, email.toUpperCase()]);

    // The browser's Back button brings the form back with what was typed.
    await page.goBack();
    await expect(page).toHaveURL(/\/waitlist$/);
    await expect(waitlistPageForm(page).email).toHaveValue(email.toUpperCase());
  });
});

/** The screenshot viewers, the section each sits in and how many screenshots it shows one at a time. */
const screenshotViewers = [
  { path: '/how-it-works', screenshots: 9, section: (page: Page) => page.locator('#system-showcase') },
  { path: '/coming-soon', screenshots: 7, section: (page: Page) => page.getByRole('region', { name: 'Sneak Peek' }) },
];

test.describe('the screenshot viewers, with JavaScript disabled', () => {
  for (const { path, screenshots, section } of screenshotViewers) {
    test(`on ${path} show every screenshot, and no control or hint that would do nothing`, async ({ page }) => {
      await page.goto(path);
      const shown = section(page).getByRole('img');
      await expect(shown).toHaveCount(screenshots);
      for (const image of await shown.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect(image).toBeInViewport();
        await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
      }
      // No tab, arrow, dot, thumbnail or zoom: each is a button; and no word of a zoom.
      await expect(section(page).getByRole('tab')).toHaveCount(0);
      await expect(section(page).getByRole('button')).toHaveCount(0);
      // Read as drawn (Playwright's text locators skip <noscript>, which is what the browser shows here).
      const drawnText = await section(page).innerText();
      expect(drawnText).toContain('Scroll sideways to see every screenshot.');
      expect(drawnText).not.toContain('Click a screenshot to zoom in.');
    });
  }
});
