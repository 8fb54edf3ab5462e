import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart3, FileText, LayoutDashboard, Package, Palette, Settings, Users } from 'lucide-react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '@/components/Button';
import type { CarouselImage } from '@/components/Carousel';
import { type ShowcaseTab, SystemShowcase } from '@/sections/SystemShowcase';
import { theme } from '@/theme';
import { openDialogWith, pageOf, pressEscape } from '@testing/stories/dialog';
import { expectChosenTabShownWhole } from '@testing/stories/tabs';
import { mockScreenshot } from '@testing/mocks/images';
import { WithoutScripts } from '@testing/stories/prerendered';

const shot = (label: string, accent: string = theme.color.brand.primary): CarouselImage => ({
  src: mockScreenshot(label, { accent }),
  alt: `${label} screen`,
  width: 1200,
  height: 750,
  caption: `${label}: a preview.`,
});

const tabs: ShowcaseTab[] = [
  {
    id: 'dashboard',
    label: 'Dashboard Overview',
    icon: LayoutDashboard,
    description: 'Earnings and invoice counts at a glance.',
    screenshots: [shot('Monthly dashboard'), shot('Yearly dashboard', theme.color.dataViz.series2)],
  },
  {
    id: 'invoices',
    label: 'Invoice Management',
    icon: FileText,
    description: 'Create, send and track invoices.',
    screenshots: [shot('Invoice list'), shot('Invoice editor', theme.color.dataViz.series2)],
  },
  { id: 'clients', label: 'Client Management', icon: Users, screenshots: [shot('Client list')] },
  { id: 'reports', label: 'Reports and Analytics', icon: BarChart3, screenshots: [shot('Reports')] },
  { id: 'templates', label: 'Invoice Templates', icon: Palette, screenshots: [shot('Templates')] },
  { id: 'products', label: 'Product Management', icon: Package, screenshots: [shot('Products')] },
  { id: 'setup', label: 'System Setup', icon: Settings, screenshots: [shot('System setup')] },
];

/** Not an image: it fails to load, as a missing screenshot file would. */
const broken = 'data:image/png;base64,bm90IGFuIGltYWdl';

const meta = {
  title: 'Sections/SystemShowcase',
  component: SystemShowcase,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'System showcase',
    title: 'Explore the Platform',
    description: 'A look at every part of the system.',
    tabsLabel: 'System showcase',
    tabs,
  },
  argTypes: { tabs: { control: false } },
} satisfies Meta<typeof SystemShowcase>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven tabs; the first is selected on its first image, with arrows and one dot per image. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute('id', 'system-showcase');
    const tablist = canvas.getByRole('tablist', { name: 'System showcase' });
    const names = within(tablist)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    await expect(names).toEqual([
      'Dashboard Overview',
      'Invoice Management',
      'Client Management',
      'Reports and Analytics',
      'Invoice Templates',
      'Product Management',
      'System Setup',
    ]);
    await expect(canvas.getByRole('tab', { name: 'Dashboard Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('img', { name: 'Monthly dashboard screen' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Go to image/ })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Previous image' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next image' })).toBeVisible();
  },
};

/** A tab starts on its first image; the arrows wrap at both ends; a new tab starts over at its first. */
export const SwitchTabAndStep: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByRole('img', { name: 'Yearly dashboard screen' })).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Invoice Management' }));
    await expect(canvas.getByRole('tab', { name: 'Invoice Management' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('img', { name: 'Invoice list screen' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: '1 of 2' })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByRole('img', { name: 'Invoice editor screen' })).toBeVisible();
    // Next from the last image wraps to the first; previous from the first wraps to the last.
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByRole('img', { name: 'Invoice list screen' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous image' }));
    await expect(canvas.getByRole('img', { name: 'Invoice editor screen' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Go to image 1 of 2' }));
    await expect(canvas.getByRole('img', { name: 'Invoice list screen' })).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Client Management' }));
    await expect(canvas.getByRole('img', { name: 'Client list screen' })).toBeVisible();
    // One screenshot: the arrows and the dot stay, at 1 of 1 and disabled (OneScreenshotTab).
    await expect(canvas.getByRole('button', { name: 'Next image' })).toBeDisabled();
  },
};

/**
 * A tab with one screenshot keeps its previous/next arrows and its dot, disabled at "1 of 1"; its zoom
 * has nothing to step to.
 */
export const OneScreenshotTab: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'System Setup' }));
    await expectChosenTabShownWhole(canvasElement, 'System Setup');
    await expect(canvas.getByRole('img', { name: 'System setup screen' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: '1 of 1' })).toBeInTheDocument();
    for (const name of ['Previous image', 'Next image', 'Go to image 1 of 1']) {
      const control = canvas.getByRole('button', { name });
      await expect(control).toBeVisible();
      await expect(control).toBeDisabled();
    }
    await expect(canvas.getByRole('button', { name: 'Go to image 1 of 1' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Image 1 of 1');

    const dialog = await openDialogWith(canvasElement, 'Zoom image: System setup screen', 'System setup screen');
    await expect(within(dialog).queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: 'Previous image' })).not.toBeInTheDocument();
    await pressEscape();
    await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The same on a phone: the disabled controls fit beside and under the screenshot. */
export const OneScreenshotTabMobile: Story = {
  ...OneScreenshotTab,
  globals: { viewport: { value: 'mobile' } },
};

/** Clicking the image zooms it; the modal steps through the tab's images and Escape closes it. */
export const Zoom: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openDialogWith(
      canvasElement,
      'Zoom image: Monthly dashboard screen',
      'Monthly dashboard screen',
    );
    const inside = within(dialog);
    await expect(inside.getByRole('img', { name: 'Monthly dashboard screen' })).toBeVisible();
    await expect(inside.getByText('Monthly dashboard: a preview.')).toBeVisible();

    await userEvent.click(inside.getByRole('button', { name: 'Next image' }));
    await expect(inside.getByRole('img')).toHaveAccessibleName('Yearly dashboard screen');
    await userEvent.click(inside.getByRole('button', { name: 'Next image' }));
    await expect(inside.getByRole('img')).toHaveAccessibleName('Monthly dashboard screen');
    await userEvent.click(inside.getByRole('button', { name: 'Previous image' }));
    await expect(inside.getByRole('img')).toHaveAccessibleName('Yearly dashboard screen');

    await pressEscape();
    await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    // The carousel followed the modal.
    await expect(canvas.getByRole('img', { name: 'Yearly dashboard screen' })).toBeVisible();
  },
};

/**
 * A showcase whose first screenshot is missing until "Publish the screenshot" is pressed, as when the
 * file is deployed after the page was opened.
 */
function RepairableShowcase(args: Parameters<typeof SystemShowcase>[0]) {
  const [published, setPublished] = useState(false);
  const [first, ...rest] = args.tabs;
  const firstTab = first as ShowcaseTab;
  const firstShot = firstTab.screenshots[0] as CarouselImage;
  const repaired: ShowcaseTab[] = [
    {
      ...firstTab,
      screenshots: [{ ...firstShot, src: published ? firstShot.src : broken }, ...firstTab.screenshots.slice(1)],
    },
    ...rest,
  ];
  return (
    <>
      <Button variant="secondary" onClick={() => setPublished(true)}>
        Publish the screenshot
      </Button>
      <SystemShowcase {...args} tabs={repaired} />
    </>
  );
}

/** A broken image shows the placeholder; switching tab clears the failure, so the image is tried again. */
export const BrokenImage: Story = {
  render: (args) => <RepairableShowcase {...args} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Screenshot unavailable')).toBeVisible();
    await expect(canvas.getByText('Monthly dashboard screen')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Zoom image/ })).not.toBeInTheDocument();

    // The other image of the tab is unaffected.
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByRole('img', { name: 'Yearly dashboard screen' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous image' }));
    await expect(canvas.getByText('Screenshot unavailable')).toBeVisible();

    // Fixed on the server, but the mark stays until the tab changes.
    await userEvent.click(canvas.getByRole('button', { name: 'Publish the screenshot' }));
    await expect(canvas.getByText('Screenshot unavailable')).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Invoice Management' }));
    await expect(canvas.queryByText('Screenshot unavailable')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'Dashboard Overview' }));
    await expect(canvas.getByRole('img', { name: 'Monthly dashboard screen' })).toBeVisible();
    await expect(canvas.queryByText('Screenshot unavailable')).not.toBeInTheDocument();
  },
};

/** At 320 px the tab list scrolls sideways inside itself; the page does not. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Monthly dashboard screen' })).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/**
 * Without JavaScript (the prerendered section as such a browser draws it): no tab, arrow, dot or zoom,
 * which would do nothing, but every tab's area one under the other, headed by its label, with all its
 * screenshots in a row the browser scrolls.
 */
export const WithoutJavaScript: Story = {
  render: (args) => (
    <WithoutScripts>
      <SystemShowcase {...args} />
    </WithoutScripts>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    const areas = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(areas).toEqual(tabs.map((tab) => tab.label));
    const shown = canvas.getAllByRole('img').map((image) => image.getAttribute('alt'));
    await expect(shown).toEqual(tabs.flatMap((tab) => tab.screenshots.map((screenshot) => screenshot.alt)));
    const dashboard = canvas.getByRole('list', { name: 'Dashboard Overview screenshots' });
    await expect(within(dashboard).getAllByRole('img')).toHaveLength(2);
    // The tab's description, once: the hidden tab panel's own is not drawn.
    const descriptions = canvas.getAllByText('Earnings and invoice counts at a glance.');
    await expect(descriptions.filter((description) => description.checkVisibility())).toHaveLength(1);
  },
};
