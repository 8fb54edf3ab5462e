// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { formOutcomePaths } from '@shared/content/paths';
import { renderPage } from '@/entry-server';

/** The text of the page's level-1 heading(s) in `html`, entities decoded as a browser would. */
const headingsOf = (html: string) =>
  [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map(([, inner]) =>
    inner!
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&'),
  );

const robotsNoindex = '<meta name="robots" content="noindex"/>';

/**
 * What the build prerenders (scripts/build-site.mjs): each public page rendered in Node, where there is
 * no `window` or `document` — touching them while rendering would throw here.
 */
describe('the layout and its pages rendered on the server', { timeout: 30_000 }, () => {
  it.each([
    ['/', 'Professional Invoicing Made Simple', 'https://invoiceflow.app/'],
    ['/features', 'Powerful Features', 'https://invoiceflow.app/features'],
    ['/no-such-page', 'Page not found', undefined],
  ])('%s renders to HTML with the navigation, the page, the footer and its head', async (path, heading, canonical) => {
    expect(typeof window).toBe('undefined');
    const { html, styles } = await renderPage(path);
    expect(html).toContain('<main id="main"');
    expect(html).toContain('Skip to main content');
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('Launch System');
    expect(html).toContain(heading);
    expect(html).toContain('All rights reserved.');
    expect(html).toMatch(/^<title>[^<]+ · InvoiceFlow<\/title><meta name="description" content="[^"]+"\/>/);
    if (canonical) expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
    else expect(html).not.toContain('rel="canonical"');
    expect(styles).toContain('max-width:1440px');
  });

  it('leaves the menu toggle to the browser until the app runs: a popover invoker with no fixed state', async () => {
    const { html } = await renderPage('/about');
    const toggle = /<button[^>]*aria-label="Open menu"[^>]*>/.exec(html)?.[0];
    expect(toggle).toMatch(/popovertarget=/i);
    // The browser reports an open popover's state itself; a prerendered "false" would contradict it.
    expect(toggle).not.toContain('aria-expanded');
  });

  it('names styled components after their file and position, not after the order modules ran in', async () => {
    // Ids come from file and position (the styled-components transform: scripts/vite/styledComponents.ts),
    // not from a run-order counter; served, as here, the component's name comes first.
    const { html } = await renderPage('/features');
    expect(html).toMatch(/class="\w+__\w+-sc-[a-z0-9]+-\d+ /);
  });

  it.each(['/about', '/how-it-works', '/contact', '/coming-soon', '/privacy', '/waitlist'])(
    '%s renders its own page, not the 404, in the layout’s one main landmark, open to search engines',
    async (path) => {
      const { html } = await renderPage(path);
      const headings = headingsOf(html);
      expect(headings).toHaveLength(1);
      expect(headings[0]).not.toBe('Page not found');
      // A page that brought a main landmark of its own would nest a second one.
      expect(html.match(/<main[ >]/g)).toHaveLength(1);
      expect(html).not.toContain(robotsNoindex);
    },
  );

  it.each([
    [formOutcomePaths.waitlist.joined, "You're In!"],
    [formOutcomePaths.waitlist.duplicate, 'Already on the Waitlist'],
    [formOutcomePaths.waitlist.invalid, 'Check Your Details'],
    [formOutcomePaths.waitlist.rateLimited, 'Too Many Requests'],
    [formOutcomePaths.waitlist.failed, 'Not Joined Yet'],
    [formOutcomePaths.contact.sent, 'Message Sent!'],
    [formOutcomePaths.contact.invalid, 'Check Your Details'],
    [formOutcomePaths.contact.failed, 'Message Not Sent'],
  ])('%s renders “%s” and tells search engines not to index it', async (path, heading) => {
    const { html } = await renderPage(path);
    expect(headingsOf(html)).toEqual([heading]);
    expect(html).toContain(robotsNoindex);
  });
});
