import { randomBytes } from 'node:crypto';

import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

import type { ContactMessage, WaitlistEntry } from '@shared/contract';
import { E2E_ADMIN } from './servers';
import { settle } from './support/public';

/** What the database holds, read through the real admin API (the embedded database is the server's alone). */
export type ServerState = {
  waitlist(): Promise<WaitlistEntry[]>;
  messages(): Promise<ContactMessage[]>;
  /** An admin token, for tests that call the API themselves. */
  token(): Promise<string>;
};

type Fixtures = {
  /** A fresh e-mail address, unique to this test. */
  uniqueEmail: (prefix?: string) => string;
  server: ServerState;
  /** Runs axe (WCAG 2.2 AA) on the page and fails on any violation. */
  expectAccessible: (page: Page, scope?: string) => Promise<void>;
};

/**
 * Waits until the app has taken over the page: React has hydrated (or rendered) it, and what the page
 * fetches once it is up (the other pages, the waitlist dialog, deferred sections) has arrived.
 * Prerendered pages show everything before that, but their buttons do nothing until then.
 */
async function waitForApp(page: Page) {
  await page.waitForFunction(() => {
    const first = document.getElementById('root')?.firstElementChild;
    return first ? Object.keys(first).some((key) => key.startsWith('__reactFiber')) : false;
  });
  await page.waitForLoadState('networkidle');
}

export const test = base.extend<Fixtures>({
  // Every `page.goto` (with the default wait) returns once the app is up, as a visitor would wait.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled && (options?.waitUntil ?? 'load') === 'load') await waitForApp(page);
      return response;
    };
    await use(page);
  },
  // Every test is its own client address (the server trusts X-Forwarded-For here), so rate limits
  // never leak from one test into another.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}` });
  },
  uniqueEmail: async ({}, use) => {
    await use((prefix = 'visitor') => `${prefix}.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`);
  },
  server: async ({ request, baseURL }, use) => {
    let token: string | undefined;
    const signIn = async () => {
      if (token) return token;
      const response = await request.post(`${baseURL}/api/auth/login`, { data: E2E_ADMIN });
      expect(response.status()).toBe(200);
      token = ((await response.json()) as { token: string }).token;
      return token;
    };
    const read = async <T>(path: string): Promise<T> => {
      const response = await request.get(`${baseURL}${path}`, {
        headers: { authorization: `Bearer ${await signIn()}` },
      });
      expect(response.status()).toBe(200);
      return (await response.json()) as T;
    };
    await use({
      waitlist: () => read<WaitlistEntry[]>('/api/waitlist?pageSize=100'),
      messages: () => read<ContactMessage[]>('/api/contact?pageSize=100'),
      token: signIn,
    });
  },
  expectAccessible: async ({}, use) => {
    await use(async (page, scope) => {
      // axe measures colours as drawn: a dialog still rising in (opacity under 1) reads as low contrast.
      await settle(page);
      // Every rule of these levels runs on every element; only violations are detailed (what passed is
      // not described element by element, and nothing here reads it). The options first: they replace
      // what withTags sets.
      let builder = new AxeBuilder({ page })
        .options({ resultTypes: ['violations'] })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
      if (scope) builder = builder.include(scope);
      const { violations } = await builder.analyze();
      expect(
        violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
        ),
      ).toEqual([]);
    });
  },
});

export { expect };
export { E2E_ADMIN };
