import { expect, test } from './fixtures';
import { expectRoute, publicRoutes, stubExternalRequests } from './support/public';

/**
 * Every public page at every width from 320 to 1440 px, in 10 px steps: it never scrolls sideways; no
 * card grid leaves a card alone on its last row (3 + 1, 2 + 1) or a last row half empty (the rule is
 * src/components/BalancedGrid), and the grids are lists, so every list of the page is checked, whatever
 * section it belongs to; and the footer's columns spread evenly once they share a row. One page load per
 * route, and one call into the page per width for all three checks.
 */

const widths = Array.from({ length: (1440 - 320) / 10 + 1 }, (_, step) => 320 + step * 10);
const height = 900;

/**
 * The card grids each page must show side by side at some width, by the name of their list or of
 * their section: so a grid that stopped being a list (and escaped the check) fails the test too. The
 * home page is being redesigned, so its grids are checked without being named here.
 */
const namedGrids: Record<string, string[]> = {
  '/about': ['Our Values', 'Our Expertise'],
  '/features': ['Everything in One Place', 'Made to Be Relied On', 'Built for Your Success'],
  '/how-it-works': ['Four Simple Steps'],
  '/contact': ['Choose How to Reach Us', 'What can we help with?'],
  '/coming-soon': ['What happens next'],
};

/** A row of a list: how many items sit on it, and the share of the list's width they span (0 to 1). */
type Row = { count: number; span: number };
type ListRows = { name: string; rows: Row[] };

/**
 * What the three checks find at the page's present width, in one call into the page. Runs in the page:
 * Playwright sends it as its source, so everything it uses is inside it.
 */
function layoutFindings() {
  /** What sticks out past the right edge (and is not clipped by a container): where a sideways scroll comes from. */
  const horizontalOverflow = () => {
    const root = document.documentElement;
    const edge = root.clientWidth + 0.5;
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > edge;
    const clipped = (element: Element) => {
      for (
        let ancestor = element.parentElement;
        ancestor && ancestor !== document.body;
        ancestor = ancestor.parentElement
      ) {
        if (getComputedStyle(ancestor).overflowX !== 'visible' && !sticksOut(ancestor)) return true;
      }
      return false;
    };
    // The culprits are looked for only when the page scrolls sideways: a walk over every element.
    const culprits =
      root.scrollWidth <= root.clientWidth
        ? []
        : [...document.body.querySelectorAll('*')]
            .filter((element) => sticksOut(element) && !(element.parentElement && sticksOut(element.parentElement)))
            .filter((element) => !clipped(element))
            .slice(0, 5)
            .map((element) => `<${element.tagName.toLowerCase()}> "${element.textContent?.trim().slice(0, 40) ?? ''}"`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, culprits };
  };

  /** Every visible list of the page with three items or more, and how its items sit on each row. */
  const listRows = (): ListRows[] => {
    const nameOf = (element: Element | null): string => {
      if (!element) return '';
      const label = element.getAttribute('aria-label');
      if (label) return label;
      const labelledBy = element.getAttribute('aria-labelledby');
      if (labelledBy) return document.getElementById(labelledBy)?.textContent?.trim() ?? '';
      return '';
    };
    const found: ListRows[] = [];
    for (const list of document.querySelectorAll('ul, ol')) {
      const items = [...list.children].filter((item) => item.getClientRects().length > 0);
      if (items.length < 3) continue;
      const width = list.getBoundingClientRect().width;
      const rows: { count: number; top: number; left: number; right: number }[] = [];
      for (const item of items) {
        const { top, left, right } = item.getBoundingClientRect();
        const row = rows.at(-1);
        if (!row || Math.abs(top - row.top) > 2) rows.push({ count: 1, top, left, right });
        else
          Object.assign(row, {
            count: row.count + 1,
            left: Math.min(row.left, left),
            right: Math.max(row.right, right),
          });
      }
      const name =
        nameOf(list) ||
        nameOf(list.closest('section')) ||
        `${list.tagName.toLowerCase()} starting "${items[0]?.textContent?.trim().slice(0, 30)}"`;
      found.push({ name, rows: rows.map(({ count, left, right }) => ({ count, span: (right - left) / width })) });
    }
    return found;
  };

  /**
   * The footer: one column; or the brand above two halves; or all three in a row with Support's last
   * character at the right edge and the gaps between the columns' text alike (within 2rem).
   */
  const footerLayout = (): { problem: string | null } => {
    const explore = document.querySelector('footer nav[aria-label="Footer"]');
    const grid = explore?.parentElement;
    if (!grid) return { problem: 'no footer columns' };
    const inkBox = (element: Element) => {
      const boxes = [...element.querySelectorAll('svg')].map((icon) => icon.getBoundingClientRect());
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        boxes.push(...range.getClientRects());
      }
      return {
        left: Math.min(...boxes.map((box) => box.left)),
        right: Math.max(...boxes.map((box) => box.right)),
        top: Math.min(...boxes.map((box) => box.top)),
      };
    };
    const [brand, links, support] = [...grid.children].map(inkBox);
    const box = grid.getBoundingClientRect();
    if (!brand || !links || !support) return { problem: 'not three footer columns' };
    const sameRow = (a: { top: number }, b: { top: number }) => Math.abs(a.top - b.top) < 24;
    if (sameRow(brand, links) && sameRow(links, support)) {
      const gaps = [links.left - brand.right, support.left - links.right];
      if (Math.abs(support.right - box.right) > 1)
        return { problem: `Support ends ${box.right - support.right}px short` };
      if (Math.abs(gaps[0]! - gaps[1]!) > 32) return { problem: `gaps of ${gaps.map(Math.round).join(' and ')}px` };
      return { problem: null };
    }
    if (sameRow(links, support)) return { problem: sameRow(brand, links) ? 'overlap' : null };
    return { problem: links.top > brand.top && support.top > links.top ? null : 'columns out of order' };
  };

  return { overflow: horizontalOverflow(), lists: listRows(), footer: footerLayout() };
}

/**
 * What a person sees as balanced: every row as full as the first, and the last one full or more than
 * half full, never one card alone under a full row. A bento's rows hold different counts of tiles of
 * different widths (2 + 3 + 1); it is balanced when every row spans the list's whole width.
 */
function balanced(rows: Row[]): boolean {
  const counts = rows.map(({ count }) => count);
  const [first = 0] = counts;
  const last = counts.at(-1) ?? 0;
  const even =
    counts.slice(0, -1).every((count) => count === first) && (last === first || (2 * last > first && last > 1));
  const bento = rows.every(({ span }) => span > 0.99);
  return even || bento;
}

test.beforeEach(async ({ page, baseURL }) => {
  await stubExternalRequests(page, baseURL);
});

for (const route of publicRoutes) {
  test(`${route.path}: no sideways scroll, no card alone on the last row of a grid, an even footer, from 320 to 1440 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height });
    await page.goto(route.path);
    await expectRoute(page, route);
    await page.evaluate(() => document.fonts.ready);

    const sideBySide = new Set<string>();
    for (const width of widths) {
      await page.setViewportSize({ width, height });
      const { overflow, lists, footer } = await page.evaluate(layoutFindings);
      expect
        .soft(overflow.scrollWidth, `${route.path} at ${width} px scrolls sideways: ${overflow.culprits.join('; ')}`)
        .toBeLessThanOrEqual(overflow.clientWidth);
      for (const { name, rows } of lists) {
        if (rows.some(({ count }) => count > 1)) sideBySide.add(name);
        const counts = rows.map(({ count }) => count).join(' + ');
        expect.soft(balanced(rows), `${route.path} at ${width} px: "${name}" sits in rows of ${counts}`).toBe(true);
      }
      expect.soft(footer.problem, `${route.path} at ${width} px: the footer`).toBeNull();
    }
    for (const name of namedGrids[route.path] ?? []) {
      expect.soft([...sideBySide], `${route.path}: "${name}" was never laid out in columns`).toContain(name);
    }
  });
}
