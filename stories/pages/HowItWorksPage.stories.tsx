import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { type Screenshot, screenshots } from '@/content/screenshots';
import { OPEN_WAITLIST_EVENT } from '@/features/waitlist/openWaitlist';
import { HowItWorksPage } from '@/pages/HowItWorksPage';
import { withLayout } from '@testing/stories/withLayout';

/** A local page for the demo frame, so the story never reaches the real video host. */
const localVideo = `data:text/html;charset=utf-8,${encodeURIComponent('<!doctype html><title>Demo</title><p>Demo video</p>')}`;

const meta = {
  title: 'Pages/HowItWorks',
  component: HowItWorksPage,
  parameters: { layout: 'fullscreen', route: '/how-it-works' },
  decorators: [withLayout],
  args: { demoVideoSrc: localVideo },
} satisfies Meta<typeof HowItWorksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/**
 * The screenshot is what the carousel shows: its image or, while the file is missing, the
 * placeholder naming it. Either way, this is the screenshot the manifest names.
 */
async function expectShown(canvas: Canvas, shot: Screenshot) {
  await waitFor(() => {
    const image = canvas.queryByRole('img', { name: shot.alt });
    if (image) return expect(image).toHaveAttribute('src', shot.src);
    return expect(canvas.getByText(shot.alt)).toBeVisible();
  });
}

/** Each showcase tab and, in order, the screenshots of the manifest it shows. */
const showcase: [string, Screenshot[]][] = [
  ['Dashboard Overview', [screenshots['dashboard-overview'], screenshots['dashboard-yearly']]],
  ['Invoice Management', [screenshots['invoice-list'], screenshots['invoice-editor']]],
  ['Client Management', [screenshots['client-list']]],
  ['Reports and Analytics', [screenshots.reports]],
  ['Invoice Templates', [screenshots.templates]],
  ['Product Management', [screenshots.products]],
  ['System Setup', [screenshots.setup]],
];

/** Hero with Join Waitlist and the demo video, four steps, the seven-tab showcase, five-step workflow. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const hero = canvas.getByRole('region', { name: 'From Signup to First Invoice in Under 10 Minutes' });
    await expect(within(hero).getByRole('heading', { level: 1 })).toBeVisible();
    await waitFor(() => expect(canvasElement.ownerDocument.title).toBe('How It Works · InvoiceFlow'));

    const opened = fn();
    window.addEventListener(OPEN_WAITLIST_EVENT, opened);
    try {
      await userEvent.click(within(hero).getByRole('button', { name: 'Join Waitlist' }));
    } finally {
      window.removeEventListener(OPEN_WAITLIST_EVENT, opened);
    }
    await expect(opened).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');

    const video = within(hero).getByTitle('InvoiceFlow product demo video');
    await expect(video).toHaveAttribute('src', args.demoVideoSrc);
    await expect(within(hero).getByRole('link', { name: 'Open the demo video in a new tab' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(within(hero).getByRole('button', { name: 'Close the demo video' })).toBeVisible();

    const steps = canvas.getByRole('region', { name: 'Four Simple Steps' });
    const stepItems = within(steps).getAllByRole('listitem');
    await expect(stepItems).toHaveLength(4);
    await expect(stepItems.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Account Setup and Configuration',
      'Build Your Business Database',
      'Customize Templates',
      'Create and Manage Invoices',
    ]);
    await expect(
      stepItems.map((item) => item.textContent?.match(/Time needed: (1 min|5 mins|2 mins|Ongoing)/)?.[1]),
    ).toEqual(['1 min', '5 mins', '2 mins', 'Ongoing']);

    const workflow = canvas.getByRole('region', { name: 'Your Invoicing Workflow' });
    await expect(
      within(workflow)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Login to Dashboard',
      'Select Invoice Creation',
      'Add Client and Items',
      'Review and Send',
      'Track and Analyze',
    ]);
  },
};

/** The showcase is the Learn More target; each of its seven tabs shows the screenshots the manifest names. */
export const SystemShowcase: Story = {
  play: async ({ canvas, canvasElement }) => {
    const section = canvasElement.querySelector('#system-showcase') as HTMLElement;
    await expect(section).not.toBeNull();
    const inside = within(section);
    const tabs = inside.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(showcase.map(([label]) => label));

    for (const [label, shots] of showcase) {
      await userEvent.click(inside.getByRole('tab', { name: label }));
      await expect(inside.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
      await expectShown(inside, shots[0] as Screenshot);
      // Every tab has its arrows and a dot per screenshot; with one screenshot they are disabled.
      const dots = inside.getAllByRole('button', { name: /^Go to image/ });
      await expect(dots).toHaveLength(shots.length);
      for (const control of [...dots, inside.getByRole('button', { name: 'Previous image' })]) {
        if (shots.length > 1) await expect(control).toBeEnabled();
        else await expect(control).toBeDisabled();
      }
      for (const shot of shots.slice(1)) {
        await userEvent.click(inside.getByRole('button', { name: 'Next image' }));
        await expectShown(inside, shot);
      }
    }
    await expect(canvas.getByRole('tablist', { name: 'System showcase' })).toBeVisible();
  },
};

/** At 320 px nothing scrolls sideways: the tab list and the video fit or scroll inside themselves. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBe(320);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
