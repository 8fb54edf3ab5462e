import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { ADMIN_PATH, openSignedIn } from './support/admin';

/**
 * The portal fits every width: long and unicode names, companies, subjects, referrers and campaigns
 * never make a view (or a table inside it) scroll sideways, no word is broken across two lines, no
 * heading (of a table, a card's field, a card) is cut short, and no value or chart label runs into another.
 */
const WIDTHS = [375, 768, 1024, 1440];
const SCREENS = ['/waitlist', '/messages', '/outbox', '/debug'];

/** What makes a view scroll sideways, breaks a word, cuts a heading or overlaps text: empty when it fits. */
function layoutFaults(page: Page) {
  return page.evaluate(() => {
    const faults: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) faults.push(`the page is ${root.scrollWidth}px wide`);
    const main = document.querySelector('main') ?? document.body;
    for (const element of main.querySelectorAll<HTMLElement>('*')) {
      const { overflowX } = getComputedStyle(element);
      // A tab list scrolls sideways on a narrow screen by design (src/components/Tabs: its tabs keep their size).
      if (element.getAttribute('role') === 'tablist') continue;
      if ((overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1) {
        faults.push(
          `<${element.tagName.toLowerCase()}> scrolls sideways (${element.scrollWidth} > ${element.clientWidth})`,
        );
      }
    }
    // A word of Latin or Cyrillic letters and digits shown on two lines was broken in the middle.
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[\p{Script=Latin}\p{Script=Cyrillic}\p{N}]{2,}/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        // Lines a clamp hides (the rest of a long subject) are not shown, so not broken either.
        let clipper = node.parentElement;
        while (clipper && getComputedStyle(clipper).overflowY === 'visible') clipper = clipper.parentElement;
        const clipBottom = clipper?.getBoundingClientRect().bottom ?? Infinity;
        const shown = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.top < clipBottom - 1);
        const tops = new Set(shown.map((rect) => Math.round(rect.top)));
        if (tops.size > 1) faults.push(`"${match[0]}" is broken across lines`);
      }
    }
    // A heading is read whole: neither cut with an ellipsis nor running out of its cell into the next one.
    // (A value standing as a heading, such as a campaign's name over its column, may be cut like any
    // value, its whole text in the tooltip.)
    for (const heading of main.querySelectorAll<HTMLElement>('th, dt, h1, h2, h3, h4')) {
      const name = (heading.textContent ?? '').trim();
      if (heading.scrollWidth > heading.clientWidth + 1) faults.push(`the heading "${name}" runs out of its box`);
      for (const part of [heading, ...heading.querySelectorAll<HTMLElement>('*')]) {
        const cut =
          getComputedStyle(part).textOverflow === 'ellipsis' && part.scrollWidth > part.clientWidth + 1 && !part.title;
        if (cut) faults.push(`the heading "${name}" is cut`);
      }
    }
    // A table cell's value stays in its cell (clipped with an ellipsis), never running under the next one.
    for (const cell of main.querySelectorAll<HTMLElement>('td')) {
      if (cell.scrollWidth > cell.clientWidth + 1)
        faults.push(`"${(cell.textContent ?? '').trim()}" runs out of its cell`);
    }
    // A chart's labels never overlap one another.
    for (const svg of main.querySelectorAll('svg')) {
      const labels = [...svg.querySelectorAll('text')].map((text) => ({ text, box: text.getBoundingClientRect() }));
      labels.forEach((a, index) => {
        for (const b of labels.slice(index + 1)) {
          const apart =
            a.box.right <= b.box.left ||
            b.box.right <= a.box.left ||
            a.box.bottom <= b.box.top ||
            b.box.bottom <= a.box.top;
          if (!apart) faults.push(`the chart labels "${a.text.textContent}" and "${b.text.textContent}" overlap`);
        }
      });
    }
    return faults;
  });
}

test('no admin view scrolls sideways, breaks a word, cuts a heading or overlaps a value or a chart label, at 375, 768, 1024 and 1440 px', async ({
  page,
  request,
  uniqueEmail,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueEmail('fit').split('@')[0]!;
  const signup = await request.post('/api/webpage/waitlist', {
    data: {
      email: `maximiliane.wolfeschlegelsteinhausen.${tag}@example.com`,
      name: 'Maximiliane Wolfeschlegelsteinhausenbergerdorff Ñúñez-Петровская',
      company: 'Internationale Rechnungsstellungsgesellschaft für Großunternehmen mbH',
      source: 'Website',
      // Counted in the breakdown cards by referrer, campaign and UTM source, and shown in the table.
      referrerHost: 'news.ycombinator.com',
      landingPage: '/preise/rechnungsstellung-für-großunternehmen',
      utmSource: 'Rundschreiben-Großunternehmen',
      utmMedium: 'e-mail',
      utmCampaign: 'Frühjahrskampagne Rechnungsstellungsgesellschaften Ñúñez-Петровская',
    },
  });
  expect(signup.status()).toBe(201);
  const message = await request.post('/api/webpage/contact', {
    data: {
      firstName: 'Константин',
      lastName: 'Wolfeschlegelsteinhausenbergerdorff',
      email: `konstantin.${tag}@example.com`,
      subject: `Rechnungsstellung ${'für internationale Großunternehmen mit mehreren Währungen '.repeat(3)}`.slice(
        0,
        200,
      ),
      message: 'Hello!',
      source: 'website',
    },
  });
  expect(message.status()).toBe(201);

  await openSignedIn(page, request, '/waitlist');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const screen of SCREENS) {
      await page.goto(`${ADMIN_PATH}${screen}`);
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      // Soft, so one run lists every view and width that does not fit.
      expect.soft(await layoutFaults(page), `${screen} at ${width} px`).toEqual([]);
    }
  }
});
