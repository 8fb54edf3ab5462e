import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Layout } from '@/app/Layout';
import { siteConfig } from '@/config/site';
import { Container } from '@/components/Container';
import { animationsFinished, focusedIn } from '@testing/stories/dialog';
import { SitePages } from '@testing/stories/SitePages';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';

/** A stand-in page, tall enough for the window to scroll. */
function TallPage({ title }: { title: string }) {
  return (
    <Container>
      <h1 style={{ paddingBlock: '3rem' }}>{title}</h1>
      <p style={{ minHeight: '250vh' }}>The page’s content, long enough to scroll.</p>
    </Container>
  );
}

const pages: [path: string, title: string][] = [
  ['/', 'Home page'],
  ['/about', 'About Us page'],
  ['/features', 'Features page'],
  ['/how-it-works', 'How It Works page'],
  ['/contact', 'Contact page'],
  ['/coming-soon', 'Coming Soon page'],
];

const navigationItems: [label: string, path: string][] = [
  ['Home', '/'],
  ['About Us', '/about'],
  ['Features', '/features'],
  ['How It Works', '/how-it-works'],
  ['Contact', '/contact'],
];

const meta = {
  title: 'App/Layout',
  component: Layout,
  parameters: { layout: 'fullscreen', route: '/features' },
  // The layout around stand-in pages, tall enough to scroll, one per public path.
  argTypes: { children: { control: false } },
  args: {
    children: (
      <SitePages
        pages={Object.fromEntries(pages.map(([path, title]) => [path, <TallPage key={path} title={title} />]))}
      />
    ),
  },
  // Stories in one file share the window: each starts at the top.
  beforeEach: () => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
} satisfies Meta<typeof Layout>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const scrollWindowTo = async (top: number) => {
  window.scrollTo({ top, behavior: 'instant' });
  await waitFor(() => expect(window.scrollY).toBe(top));
};

/** Launch System links outside the top bar: the floating button, when it is there. */
const floatingLaunchButtons = (canvas: Canvas) => {
  const banner = canvas.getByRole('banner');
  return canvas
    .queryAllByRole('link', { name: 'Launch System', hidden: true })
    .filter((link: HTMLElement) => !banner.contains(link));
};

/** 1440 wide: the navigation bar, the current page marked, Launch System; no menu toggle. */
export const DesktopNavigation: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const navigation = canvas.getByRole('navigation', { name: 'Main' });
    await expect(navigation).toBeVisible();
    const links = within(navigation).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(navigationItems);
    await expect(within(navigation).getByRole('link', { name: 'Features' })).toHaveAttribute('aria-current', 'page');
    await expect(links.filter((link) => link.hasAttribute('aria-current')).map((link) => link.textContent)).toEqual([
      'Features',
    ]);

    const launch = within(canvas.getByRole('banner')).getByRole('link', { name: 'Launch System' });
    await expect(launch).toBeVisible();
    await expect(launch).toHaveAttribute('href', '/coming-soon');
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();

    // A route change marks the new page and scrolls back to the top.
    await scrollWindowTo(800);
    await userEvent.click(within(navigation).getByRole('link', { name: 'About Us' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Us page' })).toBeVisible();
    await expect(within(navigation).getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    await expect(within(navigation).getByRole('link', { name: 'Features' })).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
  },
};

/** 1440 wide: the floating launch button shows once the page is scrolled more than 20 pixels. */
export const FloatingLaunchButton: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(1440);
    await expect(floatingLaunchButtons(canvas)).toHaveLength(0);

    await scrollWindowTo(20);
    await expect(floatingLaunchButtons(canvas)).toHaveLength(0);

    await scrollWindowTo(21);
    await waitFor(() => expect(floatingLaunchButtons(canvas)).toHaveLength(1));
    const [floating] = floatingLaunchButtons(canvas);
    await expect(floating).toBeVisible();
    await expect(floating).toHaveAttribute('href', '/coming-soon');

    await scrollWindowTo(0);
    await waitFor(() => expect(floatingLaunchButtons(canvas)).toHaveLength(0));
  },
};

/**
 * 1440 wide: the floating button stays out of the way. While a field has focus it steps aside (the
 * contact form's message reaches the corner it floats in); a control reached with Tab further down
 * is scrolled to stop above it, not under it.
 */
export const FloatingButtonOutOfTheWay: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: {
    children: (
      <Container>
        <h1 style={{ paddingBlock: '3rem' }}>Contact page</h1>
        <label>
          Message <textarea rows={4} />
        </label>
        <p style={{ minHeight: '150vh' }}>The page’s content, long enough to scroll.</p>
        <a href="#further-down">A link further down</a>
        <p style={{ minHeight: '150vh' }}>More content.</p>
      </Container>
    ),
  },
  play: async ({ canvas }) => {
    await scrollWindowTo(100);
    await waitFor(() => expect(floatingLaunchButtons(canvas)).toHaveLength(1));
    const [floating] = floatingLaunchButtons(canvas);
    await expect(floating).toBeVisible();

    await userEvent.click(canvas.getByRole('textbox', { name: 'Message' }));
    await expect(floating).not.toBeVisible();

    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'A link further down' });
    await expect(link).toHaveFocus();
    await expect(floating).toBeVisible();
    await waitFor(() =>
      expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(floating.getBoundingClientRect().top),
    );
  },
};

/** Below the large breakpoint there is no floating button, however far the page scrolls. */
export const NoFloatingButtonOnPhones: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await scrollWindowTo(600);
    await waitFor(() => expect(floatingLaunchButtons(canvas)).toHaveLength(1));
    await expect(floatingLaunchButtons(canvas)[0]).not.toBeVisible();
  },
};

/** 375 wide: the menu toggle opens a full-screen menu that holds focus until Escape. */
export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const closedMenu = canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls')!);
    await expect(closedMenu).not.toBeNull();
    await expect(closedMenu).not.toBeVisible();
    const main = canvas.getByRole('main');

    await userEvent.click(toggle);
    const menu = canvas.getByRole('navigation', { name: 'Menu' });
    await animationsFinished(menu);
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAccessibleName('Close menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-controls', menu.id);
    // Full screen: from under the bar to the bottom, edge to edge.
    const box = menu.getBoundingClientRect();
    await expect(box.width).toBe(375);
    await expect(box.bottom).toBe(window.innerHeight);
    const links = within(menu).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ...navigationItems,
      ['Launch System', '/coming-soon'],
    ]);
    await expect(within(menu).getByRole('link', { name: 'Features' })).toHaveAttribute('aria-current', 'page');
    await expect(focusedIn(canvasElement)).toBe(links[0]);
    // The page behind is out of reach and does not scroll.
    await expect(main).toHaveAttribute('inert');
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden');

    // Tab goes round the menu and the bar above it, never to the page behind.
    const banner = canvas.getByRole('banner');
    for (let press = 0; press < 12; press += 1) {
      await userEvent.tab();
      await expect(banner).toContainElement(focusedIn(canvasElement) as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(banner).toContainElement(focusedIn(canvasElement) as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    await expect(toggle).toHaveAccessibleName('Open menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(focusedIn(canvasElement)).toBe(toggle);
    await expect(main).not.toHaveAttribute('inert');
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('');

    // The toggle closes it too, and keeps focus.
    await userEvent.click(toggle);
    const reopened = canvas.getByRole('navigation', { name: 'Menu' });
    await animationsFinished(reopened);
    await expect(reopened).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    await expect(focusedIn(canvasElement)).toBe(toggle);
  },
};

/** 375 wide: following a link in the menu closes it. */
export const MobileMenuClosesOnNavigation: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = canvas.getByRole('navigation', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'How It Works' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'How It Works page' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('');

    // Also when the link leads to the page already shown.
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const again = canvas.getByRole('navigation', { name: 'Menu' });
    await userEvent.click(within(again).getByRole('link', { name: 'How It Works' }));
    await expect(canvas.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * The foot of every page: the brand, the navigation links again, the support e-mail and the copyright
 * line. Its year is the current one (SiteFooter.test.tsx sets the clock to check that).
 */
export const Footer: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(footer.getByRole('link', { name: `${siteConfig.brandName} home` })).toHaveAttribute('href', '/');
    const links = within(footer.getByRole('navigation', { name: 'Footer' })).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(navigationItems);
    await expect(footer.getByRole('link', { name: siteConfig.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.supportEmail}`,
    );
    await expect(footer.getByRole('link', { name: 'Privacy Note' })).toHaveAttribute('href', '/privacy');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(
      new RegExp(`© \\d{4} ${siteConfig.brandName}\\. All rights reserved\\.$`),
    );
  },
};

/** Where an element's text and icons actually are: the union of their boxes (a block is wider than its words). */
function inkBox(element: Element) {
  const boxes: DOMRect[] = [...element.querySelectorAll('svg')].map((icon) => icon.getBoundingClientRect());
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    const range = element.ownerDocument.createRange();
    range.selectNodeContents(node);
    boxes.push(...range.getClientRects());
  }
  const left = Math.min(...boxes.map((box) => box.left));
  const right = Math.max(...boxes.map((box) => box.right));
  const top = Math.min(...boxes.map((box) => box.top));
  const bottom = Math.max(...boxes.map((box) => box.bottom));
  return { left, right, top, bottom };
}

/** The footer's three columns (brand, Explore, Support), by what they show, and the content box inside the gutters. */
function footerColumns(canvas: Canvas) {
  const explore = within(canvas.getByRole('contentinfo')).getByRole('navigation', { name: 'Footer' });
  const grid = explore.parentElement as HTMLElement;
  const [brand, , support] = [...grid.children].map(inkBox);
  return { grid: grid.getBoundingClientRect(), brand: brand!, explore: inkBox(explore), support: support! };
}

/**
 * One row: the brand's text from the left edge, Support's up to the right edge, Explore between them,
 * the two gaps alike (within 2rem: the tagline's last word does not reach its column's edge).
 */
async function expectFooterInOneRow(canvas: Canvas) {
  const { grid, brand, explore, support } = footerColumns(canvas);
  await expect(Math.abs(explore.top - brand.top)).toBeLessThan(24);
  await expect(Math.abs(support.top - brand.top)).toBeLessThan(24);
  await expect(Math.abs(brand.left - grid.left)).toBeLessThanOrEqual(1);
  await expect(Math.abs(support.right - grid.right)).toBeLessThanOrEqual(1);
  const gapBefore = explore.left - brand.right;
  const gapAfter = support.left - explore.right;
  await expect(Math.abs(gapBefore - gapAfter)).toBeLessThanOrEqual(32);
}

/** At 1440 the footer's columns spread over the whole width, with equal gaps (none bunched at one side). */
export const FooterOnDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expectFooterInOneRow(canvas);
    // Both gaps are wide: Explore sits near the middle of the row, not beside Support.
    const { grid, explore } = footerColumns(canvas);
    await expect(explore.left - grid.left).toBeGreaterThan(grid.width * 0.4);
  },
};

export const FooterOnLaptop: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvas }) => {
    await expectFooterInOneRow(canvas);
  },
};

/** On a tablet: the brand across the top, Explore and Support in two equal halves under it. */
export const FooterOnTablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    const { grid, brand, explore, support } = footerColumns(canvas);
    await expect(explore.top).toBeGreaterThan(brand.bottom);
    await expect(Math.abs(support.top - explore.top)).toBeLessThanOrEqual(1);
    await expect(Math.abs(explore.left - grid.left)).toBeLessThanOrEqual(1);
    await expect(support.left).toBeGreaterThanOrEqual(grid.left + grid.width / 2 - 1);
    await expect(support.left).toBeLessThanOrEqual(grid.left + grid.width / 2 + 32);
  },
};

/** On a phone one column: the brand, Explore, then Support, each as wide as the page. */
export const FooterOnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const { grid, brand, explore, support } = footerColumns(canvas);
    await expect(explore.top).toBeGreaterThan(brand.bottom);
    await expect(support.top).toBeGreaterThan(explore.bottom);
    await expect(Math.abs(support.left - grid.left)).toBeLessThanOrEqual(1);
  },
};

/** The first Tab reaches the skip link, which moves focus to the page's main content. */
export const SkipLink: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    const skipLink = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(focusedIn(canvasElement)).toBe(skipLink);
    await expect(skipLink.getBoundingClientRect().width).toBeGreaterThan(1);
    await userEvent.keyboard('{Enter}');
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'main');
    await expect(focusedIn(canvasElement)).toBe(main);
  },
};

/** Custom widths either side of the large breakpoint (1200 px), where the bar turns into the menu toggle. */
const aroundLargeBreakpoint = {
  viewport: {
    options: {
      belowLarge: { name: 'Below large 1199', styles: { width: '1199px', height: '800px' } },
      large: { name: 'Large 1200', styles: { width: '1200px', height: '800px' } },
    },
  },
};

/** One pixel below the large breakpoint: the menu toggle, no navigation bar (product.md §9). */
export const BelowLargeBreakpoint: Story = {
  parameters: aroundLargeBreakpoint,
  globals: { viewport: { value: 'belowLarge' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(1199);
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
};

/** From the large breakpoint up: the navigation bar, no menu toggle. */
export const AtLargeBreakpoint: Story = {
  parameters: aroundLargeBreakpoint,
  globals: { viewport: { value: 'large' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(1200);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  },
};

/** On a screen wider than 1440 the content stays 1440 wide and centred (product.md §9). */
export const WideScreen: Story = {
  parameters: { viewport: { options: { wide: { name: 'Wide 1920', styles: { width: '1920px', height: '1080px' } } } } },
  globals: { viewport: { value: 'wide' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(1920);
    const bar = canvas.getByRole('banner').firstElementChild!;
    const box = bar.getBoundingClientRect();
    await expect(box.width).toBe(1440);
    await expect(box.left).toBe((document.documentElement.clientWidth - 1440) / 2);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expectNoHorizontalScroll(canvasElement);
  },
};
