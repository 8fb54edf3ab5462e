import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { DemoVideo } from '@/sections/DemoVideo';
import { theme } from '@/theme';
import { focusedIn } from '@testing/stories/dialog';

/** A local page for the frame: stories and their tests never reach the real video host. */
const localVideo = `data:text/html;charset=utf-8,${encodeURIComponent(
  '<!doctype html><title>Demo</title><body style="margin:0;background:#0b1324;color:#fff;font:16px sans-serif;display:grid;place-items:center;height:100vh">Demo video</body>',
)}`;

const meta = {
  title: 'Sections/DemoVideo',
  component: DemoVideo,
  args: { src: localVideo, watchUrl: 'https://video.example/watch/demo', onOpenChange: fn() },
  argTypes: { src: { control: 'text' }, watchUrl: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DemoVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

const overlayText = 'Loading demo video…';

/** The hero panel: the video with its toolbar; the loading overlay goes once the frame has loaded. */
export const Expanded: Story = {
  play: async ({ canvas, args }) => {
    const frame = canvas.getByTitle('InvoiceFlow product demo video');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toHaveAttribute('src', args.src);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await waitFor(() => expect(canvas.queryByText(overlayText)).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Close the demo video' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the demo video in a new tab' })).toBeVisible();
  },
};

/**
 * Until the frame's load event the overlay covers it. The frame loads lazily, so far below the fold
 * it does not load at all: the overlay stays until the panel is scrolled into view.
 */
export const LoadingOverlay: Story = {
  // A same-origin http page: lazy loading applies to http(s) frames, not to data: or about: ones.
  args: { src: '/robots.txt' },
  decorators: [
    (Story) => (
      <div>
        <div style={{ height: '12000px' }}>Scroll down to the video</div>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const overlay = canvas.getByRole('status');
    await expect(overlay).toHaveTextContent(overlayText);
    const frame = canvas.getByTitle('InvoiceFlow product demo video');
    await expect(frame.parentElement).toHaveAttribute('aria-busy', 'true');

    // Not shown, not loaded: the browser defers a lazy frame until it nears the viewport (no timer
    // here: how long "not yet" lasts is the browser's, and a wait would only make the story slow).
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByText(overlayText)).toBeInTheDocument();

    frame.scrollIntoView();
    await waitFor(() => expect(canvas.queryByText(overlayText)).not.toBeInTheDocument(), { timeout: 5000 });
    await expect(frame.parentElement).toHaveAttribute('aria-busy', 'false');
  },
};

/** The close icon hides the panel and unloads the video; a button shows it again, and focus follows. */
export const Closed: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close the demo video' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.queryByTitle('InvoiceFlow product demo video')).not.toBeInTheDocument();
    await expect(canvas.getByText('The demo video is hidden.')).toBeVisible();
    const show = canvas.getByRole('button', { name: 'Watch the demo video' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await expect(focusedIn(canvasElement)).toBe(show);

    await userEvent.click(show);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByTitle('InvoiceFlow product demo video')).toBeInTheDocument();
    await expect(focusedIn(canvasElement)).toBe(canvas.getByRole('button', { name: 'Close the demo video' }));
  },
};

/**
 * The icon link opens the video's page on its host (not the bare embedded player) in a new tab, without
 * giving that tab a handle on this one.
 */
export const OpenInNewTab: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Open the demo video in a new tab' });
    await expect(link).toHaveAttribute('href', args.watchUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('rel')).toContain('noopener');
  },
};

/** The /features disclosure: the browser's own `<details>`, so it opens whether or not the app runs. */
const disclosureIn = (canvasElement: HTMLElement) => {
  const details = canvasElement.querySelector('details');
  const toggle = details?.querySelector('summary');
  if (!details || !toggle) throw new Error('The collapsible demo video has no <details> disclosure.');
  return { details, toggle };
};

/** The /features variant, collapsed: a disclosure, and no frame until it is opened. */
export const Collapsed: Story = {
  args: { collapsible: true },
  play: async ({ canvas, canvasElement, args }) => {
    const { details, toggle } = disclosureIn(canvasElement);
    await expect(toggle).toHaveTextContent('Watch the demo video');
    await expect(details.open).toBe(false);
    await expect(canvas.queryByTitle('InvoiceFlow product demo video')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(true));
    await expect(details.open).toBe(true);
    await expect(canvas.getByTitle('InvoiceFlow product demo video')).toBeVisible();

    await userEvent.click(toggle);
    await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(false));
    await expect(details.open).toBe(false);
    await expect(canvas.queryByTitle('InvoiceFlow product demo video')).not.toBeInTheDocument();
  },
};

/** The /features variant, opened: the close icon collapses it and hands focus back to the disclosure. */
export const CollapsibleExpanded: Story = {
  args: { collapsible: true, defaultOpen: true },
  play: async ({ canvas, canvasElement }) => {
    const { details, toggle } = disclosureIn(canvasElement);
    await expect(details.open).toBe(true);
    await waitFor(() => expect(canvas.queryByText(overlayText)).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Close the demo video' }));
    await expect(details.open).toBe(false);
    await expect(focusedIn(canvasElement)).toBe(toggle);
  },
};

/**
 * In the dark hero of /how-it-works, starting closed: the show button turns light, and nothing is
 * embedded (no frame, so no request to the video host) until the visitor asks for the video.
 */
export const ClosedOnDark: Story = {
  args: { tone: 'dark', defaultOpen: false },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Watch the demo video' }));
    await expect(canvas.getByTitle('InvoiceFlow product demo video')).toHaveAttribute('src', args.src);
  },
  decorators: [
    (Story) => (
      <div
        style={{ background: theme.color.surface.inverse, color: theme.color.text.onBrand, padding: theme.space[600] }}
      >
        <Story />
      </div>
    ),
  ],
};

export const Narrow: Story = { ...Expanded, globals: { viewport: { value: 'narrow' } } };
