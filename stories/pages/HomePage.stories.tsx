import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Section } from '@/components/Section';
import { screenshots } from '@/content/screenshots';
import { FeaturesPage } from '@/pages/FeaturesPage';
import { HomePage } from '@/pages/HomePage';
import { openDialogWith, pageOf, pressEscape } from '@testing/stories/dialog';
import { SitePages } from '@testing/stories/SitePages';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';
import { localVideoUrl } from '@testing/stories/video';
import { withLayout } from '@testing/stories/withLayout';

/**
 * A stand-in /how-it-works: a tall hero, then the showcase with the id Learn More scrolls to. (The real
 * page's showcase carries that id too: the SystemShowcase story and e2e/learnMore.spec.ts check it.)
 */
function HowItWorksStandIn() {
  return (
    <>
      <Section headingLevel={1} title="How It Works page" padding="lg">
        <p style={{ minHeight: '150vh' }}>Steps come first.</p>
      </Section>
      <Section id="system-showcase" title="System showcase">
        <p style={{ minHeight: '100vh' }}>Seven tabs of screenshots.</p>
      </Section>
    </>
  );
}

/** The landing page and the two pages it leads to, so Learn More and View Features can be followed. */
function SiteRoutes() {
  return (
    <SitePages
      pages={{
        '/': <HomePage />,
        '/how-it-works': <HowItWorksStandIn />,
        '/features': <FeaturesPage demoVideoSrc={localVideoUrl} />,
      }}
    />
  );
}

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen', route: '/' },
  decorators: [withLayout],
  render: () => <SiteRoutes />,
  beforeEach: () => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const heroOf = (canvas: Canvas) => canvas.getByRole('region', { name: 'Professional Invoicing Made Simple' });
const closingOf = (canvas: Canvas) => canvas.getByRole('region', { name: 'Ready to Simplify Your Invoicing?' });
const headingsIn = (region: HTMLElement, level: number) =>
  within(region)
    .getAllByRole('heading', { level })
    .map((heading) => heading.textContent);

/** Hero, six features, three steps, eight reasons and the closing call to action (product.md §2). */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const hero = heroOf(canvas);
    await expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Professional Invoicing Made Simple',
    );
    await expect(hero).toHaveTextContent('50% off your first year');
    await expect(hero).toHaveTextContent('From signup to first invoice in under 10 minutes.');
    await expect(within(hero).getByRole('button', { name: 'Join Waitlist' })).toBeVisible();
    await expect(within(hero).getByRole('link', { name: 'Learn More about how it works' })).toHaveAttribute(
      'href',
      '/how-it-works#system-showcase',
    );

    const document = canvasElement.ownerDocument;
    await waitFor(() => expect(document.title).toBe('Professional Invoicing Made Simple · InvoiceFlow'));
    await expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      '50% off your first year',
    );

    // The product up front: the dashboard in the hero is the first image, fetched first and at once.
    const heroShot = within(hero).getByRole('img', { name: screenshots.hero.alt });
    await expect(heroShot).toBeVisible();
    await expect(heroShot).toHaveAttribute('fetchpriority', 'high');
    await expect(heroShot).not.toHaveAttribute('loading', 'lazy');
    await expect(canvas.getAllByRole('img')[0]).toBe(heroShot);

    const features = canvas.getByRole('region', { name: 'Everything You Need to Get Paid' });
    await expect(within(features).getAllByRole('listitem')).toHaveLength(6);
    // Each feature shows a real screen, loaded as it nears the viewport.
    const featureShots = within(features).getAllByRole('img');
    await expect(featureShots).toHaveLength(6);
    for (const shot of featureShots) await expect(shot).toHaveAttribute('loading', 'lazy');

    const steps = canvas.getByRole('region', { name: 'Start Invoicing in Three Steps' });
    await expect(headingsIn(steps, 3)).toEqual([
      'Register & Setup',
      'Add Clients & Products',
      'Create & Track Invoices',
    ]);
    await expect(within(steps).getAllByRole('img')).toHaveLength(3);

    const whyChoose = canvas.getByRole('region', { name: 'Why Choose InvoiceFlow?' });
    await expect(within(whyChoose).getAllByRole('listitem')).toHaveLength(8);

    const closing = closingOf(canvas);
    await expect(within(closing).getByRole('button', { name: 'Join Waitlist' })).toBeVisible();
    await expect(within(closing).getByRole('link', { name: 'View Features' })).toHaveAttribute('href', '/features');
    await expect(closing).toHaveTextContent('50% off their first year');
  },
};

/** Every capability the platform is promoted with (product.md §1) is named on the landing page. */
export const NamesEveryCapability: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByRole('main').textContent ?? '';
    for (const capability of [
      /create, send, update, delete and track invoices/i,
      /bulk updates/i,
      /multiple currencies/i,
      /search it in a moment and look any client up by email/i,
      /products and services/i,
      /templates that carry your branding/i,
      /monthly and yearly earnings and your invoice counts/i,
      /reports and analytics, excel reports with logistics data, and pdf generation/i,
      /start your trial/i,
      /token-based \(jwt\) security and user authorization/i,
      /under 1 minute/i,
      /under 10 minutes/i,
    ]) {
      await expect(text).toMatch(capability);
    }
  },
};

/** Join Waitlist in the hero opens the site's waitlist dialog. */
export const JoinWaitlistFromHero: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openDialogWith(heroOf(canvas), 'Join Waitlist', 'Join the Waitlist');
    await expect(dialog).toHaveTextContent('50% off your first year');
    await pressEscape();
    await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Join Waitlist in the closing call to action opens the same dialog. */
export const JoinWaitlistFromClosingCallToAction: Story = {
  play: async ({ canvas, canvasElement }) => {
    await openDialogWith(closingOf(canvas), 'Join Waitlist', 'Join the Waitlist');
    await pressEscape();
    await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Learn More goes to /how-it-works and then scrolls to the system showcase. */
export const LearnMore: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(within(heroOf(canvas)).getByRole('link', { name: 'Learn More about how it works' }));

    const navigation = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(navigation).getByRole('link', { name: 'How It Works' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('How It Works page');
    const showcase = canvasElement.ownerDocument.getElementById('system-showcase');
    await expect(showcase).not.toBeNull();
    // Scrolled until the showcase sits at the top, just below the sticky navigation bar.
    const bar = canvas.getByRole('banner');
    await waitFor(
      () => {
        const top = showcase!.getBoundingClientRect().top;
        expect(window.scrollY).toBeGreaterThan(0);
        expect(top).toBeGreaterThanOrEqual(bar.getBoundingClientRect().bottom - 1);
        expect(top).toBeLessThan(window.innerHeight / 4);
      },
      { timeout: 4000 },
    );
  },
};

/** View Features in the closing call to action goes to /features. */
export const ViewFeatures: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(within(closingOf(canvas)).getByRole('link', { name: 'View Features' }));
    // /features renders once its hero's shot is here (a deferred section, fetched on demand this early).
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Powerful Features'));
    await expect(
      within(canvas.getByRole('banner')).getAllByRole('link', { name: 'Features', hidden: true })[0],
    ).toHaveAttribute('aria-current', 'page');
    // The new page starts at its top.
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 4000 });
  },
};

/** 1440 px: the headline and the product side by side in the first screen, the bands in their order. */
export const Wide: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const hero = heroOf(canvas);
    const title = within(hero).getByRole('heading', { level: 1 });
    const shot = within(hero).getByRole('img', { name: screenshots.hero.alt }).getBoundingClientRect();
    await expect(shot.left).toBeGreaterThan(title.getBoundingClientRect().right);
    // The whole product shot is in the first screen of a 1440 × 900 window, not cut at its edge.
    await expect(shot.bottom).toBeLessThanOrEqual(900);
    await expect(shot.right).toBeLessThanOrEqual(1440);
    await expect(getComputedStyle(title).fontSize).toBe('72px');
    await expect(headingsIn(canvas.getByRole('main'), 2)).toEqual([
      'Everything You Need to Get Paid',
      'Start Invoicing in Three Steps',
      'Why Choose InvoiceFlow?',
      'Ready to Simplify Your Invoicing?',
    ]);
  },
};

/** 768 px: the product under the headline, the full width of the page. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas, canvasElement }) => {
    const hero = heroOf(canvas);
    const title = within(hero).getByRole('heading', { level: 1 }).getBoundingClientRect();
    const shot = within(hero).getByRole('img', { name: screenshots.hero.alt }).getBoundingClientRect();
    await expect(shot.top).toBeGreaterThan(title.bottom);
    await expect(shot.width).toBeGreaterThan(640);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(768);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    // The product follows the promise, within the screen's width.
    const shot = within(heroOf(canvas)).getByRole('img', { name: screenshots.hero.alt });
    await expect(shot.getBoundingClientRect().top).toBeGreaterThan(
      canvas.getByRole('heading', { level: 1 }).getBoundingClientRect().bottom,
    );
    await expect(shot.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

/** 320 px, the narrowest phone: nothing sticks out sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalScroll(canvasElement);
  },
};
