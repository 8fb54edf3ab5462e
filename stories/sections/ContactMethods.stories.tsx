import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { siteConfig } from '@/config/site';
import { ContactMethods } from '@/sections/ContactMethods';
import { expectRows, stacked } from '@testing/stories/rows';

/** The form the technical support card leads to, far enough down the page to need a scroll. */
const withFormFurtherDown: Decorator = (Story) => (
  <>
    <Story />
    <div style={{ height: '150vh' }} />
    <section id="contact-form" tabIndex={-1} aria-label="Contact form" style={{ minHeight: '100vh', padding: '1rem' }}>
      The contact form
    </section>
  </>
);

const meta = {
  title: 'Sections/ContactMethods',
  component: ContactMethods,
  parameters: { layout: 'fullscreen' },
  decorators: [withFormFurtherDown],
} satisfies Meta<typeof ContactMethods>;

export default meta;
type Story = StoryObj<typeof meta>;

const contactFormOf = (canvasElement: HTMLElement) => canvasElement.ownerDocument.getElementById('contact-form')!;

/** Records each scroll position of the story's window, to tell a smooth scroll from a jump. */
function recordScrolling(view: Window) {
  const positions: number[] = [];
  const record = () => positions.push(view.scrollY);
  view.addEventListener('scroll', record);
  return { positions, stop: () => view.removeEventListener('scroll', record) };
}

/** Three ways to reach the team, each showing the address it uses. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Choose How to Reach Us' })).toBeVisible();
    const cards = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(cards).toEqual(['Email Support', 'WhatsApp Chat', 'Technical Support']);
    await expect(canvas.getByText(siteConfig.supportEmail)).toBeVisible();
    await expect(canvas.getByText(siteConfig.whatsappNumber)).toBeVisible();

    await expect(canvas.getByRole('link', { name: 'Send an Email' })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.supportEmail}`,
    );
  },
};

/** The WhatsApp chat opens in a new tab with the greeting already typed. */
export const WhatsAppChat: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Chat on WhatsApp (opens in a new tab)' });
    const url = new URL(link.getAttribute('href')!);
    await expect(url.origin).toBe('https://wa.me');
    await expect(url.pathname).toBe(`/${siteConfig.whatsappNumber.replace(/\D/g, '')}`);
    await expect(url.searchParams.get('text')).toBe(
      `Hello ${siteConfig.brandName} team! I have a question about the invoicing platform.`,
    );
    // The greeting is encoded: no raw spaces reach the URL.
    await expect(link.getAttribute('href')).not.toContain(' ');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Technical support glides down to the form and puts focus on it. */
export const TechnicalSupportScrollsToForm: Story = {
  play: async ({ canvas, canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView!;
    const form = contactFormOf(canvasElement);
    const link = canvas.getByRole('link', { name: 'Go to the Contact Form' });
    await expect(link).toHaveAttribute('href', '#contact-form');

    const scrolling = recordScrolling(view);
    await userEvent.click(link);
    await expect(form).toHaveFocus();
    await waitFor(() => expect(Math.abs(form.getBoundingClientRect().top)).toBeLessThan(2), { timeout: 3000 });
    scrolling.stop();
    // A smooth scroll passes through positions on the way; a jump lands in one step.
    await expect(new Set(scrolling.positions).size).toBeGreaterThan(2);
  },
};

/** With reduced motion asked for, the same link jumps straight to the form. */
export const TechnicalSupportWithReducedMotion: Story = {
  beforeEach: () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) =>
      query === '(prefers-reduced-motion: reduce)'
        ? ({
            matches: true,
            media: query,
            onchange: null,
            addEventListener: () => {},
            removeEventListener: () => {},
            addListener: () => {},
            removeListener: () => {},
            dispatchEvent: () => false,
          } satisfies MediaQueryList)
        : matchMedia.call(window, query);
    return () => {
      window.matchMedia = matchMedia;
    };
  },
  play: async ({ canvas, canvasElement }) => {
    const form = contactFormOf(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Go to the Contact Form' }));
    // No waiting: the form is already in place the moment the click is done.
    await expect(Math.abs(form.getBoundingClientRect().top)).toBeLessThan(2);
    await expect(form).toHaveFocus();
  },
};

/** The cards stack on a phone, each centred with its button under its text; long addresses wrap inside them. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list');
    await expectRows(list, stacked(3));
    const email = within(list).getAllByRole('listitem')[0] as HTMLElement;
    await expect(within(email).getByRole('link').getBoundingClientRect().top).toBeGreaterThan(
      within(email).getByText(siteConfig.supportEmail).getBoundingClientRect().bottom,
    );
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/**
 * On a tablet (768) and at 900 three cards do not fit with their buttons on one line: one method a
 * row, never two and one alone, each reading across, its button at the end.
 */
export const RowsOnTablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expectRows(list, stacked(3));
    for (const method of within(list).getAllByRole('listitem')) {
      const heading = within(method).getByRole('heading', { level: 3 });
      await expect(within(method).getByRole('link').getBoundingClientRect().left).toBeGreaterThan(
        heading.getBoundingClientRect().right,
      );
    }
  },
};

export const RowsAt900: Story = {
  ...RowsOnTablet,
  parameters: {
    viewport: { options: { medium: { name: 'Medium 900', styles: { width: '900px', height: '900px' } } } },
  },
  globals: { viewport: { value: 'medium' } },
};

/** From 1000 px (1024 here, and 1440) the three cards sit side by side, each button on one line. */
export const SideBySideOnLaptop: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expectRows(list, [3]);
    for (const link of within(list).getAllByRole('link')) {
      const lineHeight = parseFloat(getComputedStyle(link).lineHeight);
      await expect(link.getBoundingClientRect().height).toBeLessThan(3 * lineHeight);
    }
  },
};

export const SideBySideOnDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expectRows(canvas.getByRole('list'), [3]);
  },
};
