import type { APIRequestContext, Locator, Page } from '@playwright/test';

import type { ContactMessage, WaitlistEntry } from '@shared/contract';
import { expect, type ServerState, test as base } from '../fixtures';

/** The key under which the site keeps its copy of the sign-ups (product.md §3, §9). */
export const LOCAL_WAITLIST_KEY = 'invoiceSystemWaitlist';

/** The route of the public waitlist join, for `page.route`. */
export const WAITLIST_ROUTE = '**/api/webpage/waitlist';
/** The route of the public contact form, for `page.route`. */
export const CONTACT_ROUTE = '**/api/webpage/contact';

/** What the database holds for one e-mail address. */
export type Records = {
  /** The waitlist rows whose e-mail is `email` in any letter case. */
  waitlistFor(email: string): Promise<WaitlistEntry[]>;
  /** The contact messages sent from `email` (any letter case). */
  messagesFor(email: string): Promise<ContactMessage[]>;
};

/**
 * The shared fixtures plus `records`: the database rows of one address, found with the admin search
 * (`q`) rather than in the newest 100 rows that `server.waitlist()` reads, so journeys stay exact while
 * other specs fill the same database.
 */
export const test = base.extend<{ records: Records }>({
  records: async ({ request, baseURL, server }, use) => {
    await use({
      waitlistFor: (email) => search<WaitlistEntry>(request, server, `${baseURL}/api/waitlist`, email),
      messagesFor: (email) => search<ContactMessage>(request, server, `${baseURL}/api/contact`, email),
    });
  },
});

export { expect };

async function search<T extends { email: string }>(
  request: APIRequestContext,
  server: ServerState,
  url: string,
  email: string,
): Promise<T[]> {
  const response = await request.get(url, {
    params: { q: email, pageSize: 100 },
    headers: { authorization: `Bearer ${await server.token()}` },
  });
  expect(response.status()).toBe(200);
  const rows = (await response.json()) as T[];
  return rows.filter((row) => row.email.toLowerCase() === email.toLowerCase());
}

/** The waitlist dialog and its controls, found as a person finds them: by role and name. */
export function waitlistDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  return {
    dialog,
    email: dialog.getByRole('textbox', { name: 'Email', exact: true }),
    name: dialog.getByRole('textbox', { name: 'First name' }),
    company: dialog.getByRole('textbox', { name: 'Company (Optional)' }),
    submit: dialog.getByRole('button', { name: /^Join(ing)? Waitlist/ }),
    close: dialog.getByRole('button', { name: 'Close' }),
    alert: dialog.getByRole('alert'),
    success: dialog.getByRole('heading', { name: "You're In!" }),
  };
}

/** The contact form of /contact and its controls. */
export function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  return {
    form,
    firstName: form.getByRole('textbox', { name: 'First Name' }),
    lastName: form.getByRole('textbox', { name: 'Last Name' }),
    email: form.getByRole('textbox', { name: 'Email Address' }),
    subject: form.getByRole('textbox', { name: 'Subject' }),
    message: form.getByRole('textbox', { name: 'Message' }),
    submit: form.getByRole('button', { name: /^(Send Message|Sending\.\.\.|Message Sent!)$/ }),
    /** The success banner (a polite status). */
    success: form.getByRole('status').filter({ hasText: 'Thank you for reaching out!' }),
    /** The error banner. */
    error: form.getByRole('alert'),
  };
}

/** The sign-ups the browser keeps, read from its local storage. */
export async function localWaitlist(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Array<Record<string, unknown>>,
    LOCAL_WAITLIST_KEY,
  );
}

/**
 * Presses Tab, as a keyboard user does, until `target` has focus; fails after `maxPresses` presses.
 * Returns how many presses it took. The target is marked once, so each press costs one cheap check
 * instead of a query by role over the whole page.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<number> {
  const marker = 'data-e2e-tab-target';
  await target.evaluate((element, name) => element.setAttribute(name, ''), marker);
  try {
    for (let presses = 1; presses <= maxPresses; presses += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate((name) => document.activeElement?.hasAttribute(name) ?? false, marker)) return presses;
    }
  } finally {
    await target.evaluate((element, name) => element.removeAttribute(name), marker);
  }
  throw new Error(`${target} did not receive focus within ${maxPresses} presses of Tab`);
}

type PresenceRecord = { shown?: number; hidden?: number };
type PresenceWindow = Window & { __e2ePresence?: PresenceRecord };

/**
 * Starts timing, with the page's own clock, how long an element matching `selector` and containing
 * `text` stays in the page. Measuring in the browser keeps a busy machine's delays in reaching the
 * test runner out of the spec's timings (2 s auto-close, 3 s banner). Returns a function resolving to
 * the milliseconds between its appearance and its removal.
 */
export async function timePresence(page: Page, selector: string, text: string): Promise<() => Promise<number>> {
  await page.evaluate(
    ({ selector, text }) => {
      const record: PresenceRecord = {};
      (window as PresenceWindow).__e2ePresence = record;
      const present = () =>
        Array.from(document.querySelectorAll(selector)).some((element) => element.textContent?.includes(text));
      new MutationObserver(() => {
        const now = performance.now();
        if (present()) record.shown ??= now;
        else if (record.shown !== undefined) record.hidden ??= now;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { selector, text },
  );
  return async () => {
    const { shown, hidden } = await page.evaluate(() => (window as PresenceWindow).__e2ePresence ?? {});
    if (shown === undefined || hidden === undefined) throw new Error(`"${text}" did not appear and go`);
    return hidden - shown;
  };
}
