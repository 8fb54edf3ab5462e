import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { ZoomModal, type ZoomModalProps } from '@/components/ZoomModal';
import { screenshots } from '@/content/screenshots';
import { theme } from '@/theme';
import { animationsFinished, clickBackdrop, focusedIn, openDialogWith, pressEscape } from '@testing/stories/dialog';
import { centreOf, mouseDrag, touchGesture } from '@testing/stories/gestures';
import { mockImage } from '@testing/mocks/images';

const dashboard = mockImage('Dashboard Overview');
const gallery = [
  dashboard,
  mockImage('Invoice Management', { accent: theme.color.dataViz.series2 }),
  mockImage('Reports and Analytics', { accent: theme.color.status.info.fg }),
];

/** The thumbnail the harness opens the viewer from, in CSS px. */
const THUMBNAIL_WIDTH = 240;

/** An owner of the controlled viewer: a thumbnail button that opens it, as a carousel's image does. */
function ThumbnailHarness({ onClose, ...args }: ZoomModalProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <button
        type="button"
        aria-label={`Enlarge ${args.alt}`}
        onClick={() => setOpen(true)}
        style={{
          padding: 0,
          border: `1px solid ${theme.color.border.subtle}`,
          borderRadius: theme.radius.md,
          overflow: 'hidden',
          cursor: 'zoom-in',
        }}
      >
        <img
          src={args.src}
          alt=""
          width={THUMBNAIL_WIDTH}
          height={Math.round((THUMBNAIL_WIDTH * args.height) / args.width)}
        />
      </button>
      <ZoomModal
        {...args}
        open={open}
        onClose={(reason) => {
          onClose(reason);
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/ZoomModal',
  component: ZoomModal,
  args: { open: false, onClose: fn(), ...dashboard },
  argTypes: {
    src: { control: false },
    caption: { control: 'text' },
    focus: { control: 'object' },
  },
  render: (args) => <ThumbnailHarness {...args} />,
} satisfies Meta<typeof ZoomModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const opener = `Enlarge ${dashboard.alt}`;

/** The viewer's parts a person sees: the image, the zoom level, the zoom buttons. */
function viewerOf(dialog: HTMLElement) {
  const inside = within(dialog);
  const image = inside.getByRole('img', { name: dashboard.alt }) as HTMLImageElement;
  return {
    inside,
    image,
    /** The image as drawn, once a step's glide has ended. */
    box: async () => {
      await animationsFinished(image);
      return image.getBoundingClientRect();
    },
    level: () => inside.getByRole('status', { name: 'Zoom level' }),
    button: (name: string) => inside.getByRole('button', { name }),
  };
}

/**
 * The thumbnail opens the image at its own size: 1200 px wide, five times the thumbnail, named by its
 * alt text, with the image holding the focus (for the keys that move it). Escape closes it and focus
 * goes back to the thumbnail.
 */
export const Default: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialogWith(canvasElement, opener, dashboard.alt);
    const { inside, image, box, level } = viewerOf(dialog);
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', dashboard.src);
    const { width, height } = await box();
    await expect(width).toBeCloseTo(dashboard.width, 0);
    await expect(height).toBeCloseTo(dashboard.height, 0);
    await expect(width).toBeGreaterThanOrEqual(2 * THUMBNAIL_WIDTH);
    await expect(level()).toHaveTextContent('100 %');
    await expect(focusedIn(canvasElement)).toBe(inside.getByRole('group', { name: /^Dashboard Overview/ }));
    await expect(inside.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();

    await pressEscape();
    await expect(args.onClose).toHaveBeenCalledWith('escape');
    await expect(dialog).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: opener })).toHaveFocus();
  },
};

/**
 * The caption shows in the bar along the bottom and describes the dialog. It never hides a part of the
 * image for good: moved as far as it goes, the image's bottom edge comes up above the caption.
 */
export const WithCaption: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { caption: 'Dashboard Overview: revenue, outstanding invoices and recent payments at a glance.' },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialogWith(canvasElement, opener);
    const caption = within(dialog).getByText(/revenue, outstanding invoices/);
    await expect(caption).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(args.caption as string);
    const { box } = viewerOf(dialog);
    for (let presses = 0; presses < 6; presses += 1) await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await expect((await box()).bottom).toBeLessThanOrEqual(caption.getBoundingClientRect().top);
  },
};

/**
 * The close button closes the viewer, and so does a click beside the image (the backdrop), but not a
 * click on the image. Zoomed out to the whole image, the backdrop shows around it.
 */
export const CloseButtonAndBackdrop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ args, canvasElement }) => {
    let dialog = await openDialogWith(canvasElement, opener);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenLastCalledWith('closeButton');
    await expect(dialog).not.toBeInTheDocument();

    dialog = await openDialogWith(canvasElement, opener);
    const { image, button, box } = viewerOf(dialog);
    await userEvent.click(image);
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(button('Zoom out'));
    await expect(button('Zoom out')).toHaveAttribute('aria-disabled', 'true');
    const whole = await box();
    const view = canvasElement.ownerDocument.defaultView as Window;
    await expect(whole.top).toBeGreaterThan(0);
    await expect(whole.bottom).toBeLessThan(view.innerHeight);
    await clickBackdrop(dialog);
    await expect(args.onClose).toHaveBeenLastCalledWith('backdrop');
    await expect(dialog).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: opener })).toHaveFocus();
  },
};

/** A carousel's owner steps through its images with the buttons or the arrow keys on them; it wraps around. */
function GalleryHarness(args: ZoomModalProps) {
  const [index, setIndex] = useState(0);
  const image = gallery[index] ?? dashboard;
  const step = (by: number) => setIndex((current) => (current + by + gallery.length) % gallery.length);
  return (
    <ThumbnailHarness
      {...args}
      {...image}
      caption={`${index + 1} of ${gallery.length}`}
      onPrevious={() => {
        args.onPrevious?.();
        step(-1);
      }}
      onNext={() => {
        args.onNext?.();
        step(1);
      }}
    />
  );
}

export const WithPreviousNext: Story = {
  args: { onPrevious: fn(), onNext: fn() },
  render: (args) => <GalleryHarness {...args} />,
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialogWith(canvasElement, opener);
    const inside = within(dialog);

    await userEvent.click(inside.getByRole('button', { name: 'Next image' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await expect(inside.getByRole('img')).toHaveAccessibleName(gallery[1]?.alt);
    await expect(inside.getByText('2 of 3')).toBeVisible();
    await expect(inside.getByRole('button', { name: 'Next image' })).toHaveFocus();

    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(inside.getByRole('img')).toHaveAccessibleName(gallery[2]?.alt);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onNext).toHaveBeenCalledTimes(2);
    await expect(inside.getByRole('img')).toHaveAccessibleName(dashboard.alt);

    await userEvent.click(inside.getByRole('button', { name: 'Previous image' }));
    await expect(args.onPrevious).toHaveBeenCalledTimes(3);
  },
};

/**
 * Zoom in goes to 150 %, then to 200 % (twice the image's own size, ten times the thumbnail),
 * where it stops; the middle of the screen stays on the same part of the image. Zoom out steps back by
 * the same factor, and Reset zoom goes back to the start. The buttons keep the focus at the limits (they are marked unavailable, not disabled).
 */
export const ZoomedIn: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialogWith(canvasElement, opener);
    const { image, box, level, button } = viewerOf(dialog);
    const start = await box();
    const middle = centreOf(image);
    const partInMiddle = (rect: DOMRect) => ({
      x: (middle.x - rect.left) / rect.width,
      y: (middle.y - rect.top) / rect.height,
    });

    await userEvent.click(button('Zoom in'));
    await expect(level()).toHaveTextContent('150 %');
    await expect((await box()).width).toBeCloseTo(1.5 * dashboard.width, 0);
    await userEvent.click(button('Zoom in'));
    await expect(level()).toHaveTextContent('200 %');
    const zoomed = await box();
    await expect(zoomed.width).toBeCloseTo(2 * dashboard.width, 0);
    await expect(zoomed.width).toBeGreaterThanOrEqual(2 * start.width);
    await expect(partInMiddle(zoomed).x).toBeCloseTo(partInMiddle(start).x, 2);
    await expect(partInMiddle(zoomed).y).toBeCloseTo(partInMiddle(start).y, 2);
    await expect(button('Zoom in')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button('Zoom in'));
    await expect(level()).toHaveTextContent('200 %');
    await expect(button('Zoom in')).toHaveFocus();

    await userEvent.click(button('Zoom out'));
    await expect(level()).toHaveTextContent('133 %');
    await userEvent.click(button('Reset zoom'));
    await expect(level()).toHaveTextContent('100 %');
    const back = await box();
    await expect(back.left).toBeCloseTo(start.left, 0);
    await expect(back.top).toBeCloseTo(start.top, 0);
  },
};

/**
 * Zoomed in, a drag moves the image with the pointer and, let go over the backdrop, does not close the
 * viewer. The image stops at its edges. The wheel moves it too; with Ctrl (a touchpad's pinch) it zooms at the
 * pointer. A double click zooms to 200 % at that point, and a second one goes back.
 */
export const Panned: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialogWith(canvasElement, opener);
    const { image, box, level, button } = viewerOf(dialog);
    await userEvent.click(button('Zoom in'));
    await userEvent.click(button('Zoom in'));
    await expect(level()).toHaveTextContent('200 %');
    const start = await box();
    const from = centreOf(image);

    await mouseDrag(image, from, { x: from.x - 150, y: from.y - 20 });
    let moved = image.getBoundingClientRect();
    await expect(moved.left).toBeCloseTo(start.left - 150, 0);
    await expect(moved.top).toBeCloseTo(start.top - 20, 0);
    await expect(args.onClose).not.toHaveBeenCalled();

    // Far past the right edge: the image stops with its right edge in the screen, no gap beyond.
    const view = canvasElement.ownerDocument.defaultView as Window;
    await mouseDrag(image, from, { x: from.x - 2000, y: from.y });
    moved = image.getBoundingClientRect();
    await expect(moved.right).toBeLessThan(view.innerWidth);
    await expect(moved.right).toBeGreaterThan(view.innerWidth - 40);
    await expect(dialog).toBeInTheDocument();

    image.dispatchEvent(new WheelEvent('wheel', { deltaY: 60, bubbles: true, cancelable: true }));
    await waitFor(() => expect(image.getBoundingClientRect().top).toBeCloseTo(moved.top - 60, 0));

    await userEvent.click(button('Reset zoom'));
    const reset = await box();
    const point = { x: reset.left + 300, y: reset.top + 200 };
    const partAt = (rect: DOMRect) => ({
      x: (point.x - rect.left) / rect.width,
      y: (point.y - rect.top) / rect.height,
    });
    image.dispatchEvent(
      new WheelEvent('wheel', {
        deltaY: -40,
        ctrlKey: true,
        clientX: point.x,
        clientY: point.y,
        bubbles: true,
        cancelable: true,
      }),
    );
    await waitFor(() => expect(level()).toHaveTextContent('149 %'));
    await expect(partAt(image.getBoundingClientRect()).x).toBeCloseTo(partAt(reset).x, 2);
    await expect(partAt(image.getBoundingClientRect()).y).toBeCloseTo(partAt(reset).y, 2);

    await userEvent.click(button('Reset zoom'));
    await box();
    await userEvent.pointer({
      keys: '[MouseLeft][MouseLeft]',
      target: image,
      coords: { clientX: point.x, clientY: point.y },
    });
    await expect(level()).toHaveTextContent('200 %');
    const doubled = await box();
    await expect(partAt(doubled).x).toBeCloseTo(partAt(reset).x, 2);
    await userEvent.dblClick(image);
    await expect(level()).toHaveTextContent('100 %');
  },
};

/**
 * A drag may start beside the image, on the backdrop, as on a phone where fingers land anywhere: it
 * moves the image, and being a drag, not a click, it leaves the viewer open.
 */
export const DragFromBackdrop: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialogWith(canvasElement, opener);
    const { box } = viewerOf(dialog);
    const start = await box();
    const view = canvasElement.ownerDocument.defaultView as Window;
    // Above the image (the 768 px screen is narrower than the image, not as tall): backdrop.
    const from = { x: view.innerWidth / 2, y: start.top - 12 };
    await expect(canvasElement.ownerDocument.elementFromPoint(from.x, from.y)).toBe(dialog);

    await mouseDrag(dialog, from, { x: from.x - 120, y: from.y });
    await expect(dialog).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog.querySelector('img')?.getBoundingClientRect().left).toBeCloseTo(start.left - 120, 0);
  },
};

/**
 * On a touch screen, two fingers spreading apart zoom in around the point between them (it stays under
 * the fingers), one finger moves the image, and pinching in zooms out.
 */
export const Pinch: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialogWith(canvasElement, opener);
    const { image, box, level } = viewerOf(dialog);
    const start = await box();
    const middle = { x: 187, y: 300 };
    const partUnder = (rect: DOMRect) => ({
      x: (middle.x - rect.left) / rect.width,
      y: (middle.y - rect.top) / rect.height,
    });

    touchGesture(image, [
      { from: { x: middle.x - 40, y: middle.y }, to: { x: middle.x - 60, y: middle.y } },
      { from: { x: middle.x + 40, y: middle.y }, to: { x: middle.x + 60, y: middle.y } },
    ]);
    await waitFor(() => expect(level()).toHaveTextContent('150 %'));
    const spread = image.getBoundingClientRect();
    await expect(spread.width).toBeCloseTo(1.5 * start.width, 0);
    await expect(partUnder(spread).x).toBeCloseTo(partUnder(start).x, 2);
    await expect(partUnder(spread).y).toBeCloseTo(partUnder(start).y, 2);

    const before = image.getBoundingClientRect();
    touchGesture(image, [{ from: middle, to: { x: middle.x + 50, y: middle.y + 30 } }]);
    await waitFor(() => expect(image.getBoundingClientRect().left).toBeCloseTo(before.left + 50, 0));
    await expect(image.getBoundingClientRect().top).toBeCloseTo(before.top + 30, 0);

    touchGesture(image, [
      { from: { x: middle.x - 90, y: middle.y }, to: { x: middle.x - 30, y: middle.y } },
      { from: { x: middle.x + 90, y: middle.y }, to: { x: middle.x + 30, y: middle.y } },
    ]);
    await waitFor(() => expect(level()).toHaveTextContent('50 %'));
    await expect(dialog).toBeInTheDocument();
  },
};

/**
 * From the keyboard: the image has the focus on opening, the arrow keys move it (Shift for bigger
 * steps), + and − zoom, 0 goes back to the start; Tab reaches the zoom buttons, and Escape closes and
 * gives the focus back.
 */
export const Keyboard: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialogWith(canvasElement, opener);
    const { box, level, button } = viewerOf(dialog);
    const start = await box();

    await userEvent.keyboard('{ArrowRight}');
    await expect((await box()).left).toBeLessThan(start.left - 40);
    await userEvent.keyboard('{ArrowDown}');
    await expect((await box()).top).toBeLessThan(start.top - 40);
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    await expect((await box()).left).toBeCloseTo(start.left, 0);

    await userEvent.keyboard('+');
    await expect(level()).toHaveTextContent('150 %');
    await userEvent.keyboard('-');
    await expect(level()).toHaveTextContent('100 %');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await userEvent.keyboard('0');
    const reset = await box();
    await expect(reset.left).toBeCloseTo(start.left, 0);
    await expect(reset.top).toBeCloseTo(start.top, 0);

    await userEvent.tab();
    await expect(button('Zoom out')).toHaveFocus();
    await userEvent.tab();
    await expect(button('Zoom in')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(level()).toHaveTextContent('150 %');
    await expect(dialog).toContainElement(focusedIn(canvasElement) as HTMLElement);

    await pressEscape();
    await expect(dialog).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: opener })).toHaveFocus();
  },
};

/**
 * On a phone the image opens at its own size, far larger than the screen, on the part named by
 * `focus`; the close button and the bar of controls stay on the screen, and zoomed out all the way the
 * whole image fits its width.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { onPrevious: fn(), onNext: fn(), caption: 'Dashboard Overview', focus: { x: 300, y: 200 } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialogWith(canvasElement, opener);
    const view = canvasElement.ownerDocument.defaultView as Window;
    const { image, box, level, button } = viewerOf(dialog);
    const opened = await box();
    await expect(opened.width).toBeCloseTo(dashboard.width, 0);
    await expect(level()).toHaveTextContent('100 %');
    // The focus point is in the middle of the screen, across.
    await expect(opened.left + 300).toBeCloseTo(view.innerWidth / 2, 0);
    for (const name of ['Previous image', 'Next image', 'Close', 'Zoom in', 'Zoom out']) {
      const control = within(dialog).getByRole('button', { name }).getBoundingClientRect();
      await expect(control.left).toBeGreaterThanOrEqual(0);
      await expect(control.right).toBeLessThanOrEqual(view.innerWidth);
      await expect(control.bottom).toBeLessThanOrEqual(view.innerHeight);
    }
    for (let presses = 0; presses < 5; presses += 1) await userEvent.click(button('Zoom out'));
    const whole = await box();
    await expect(whole.left).toBeGreaterThanOrEqual(0);
    await expect(whole.right).toBeLessThanOrEqual(view.innerWidth);
    await expect(whole.width).toBeGreaterThan(view.innerWidth * 0.9);
    await expect(image).toBeVisible();
  },
};

/** At 320 px the bar of controls, with previous and next, fits the screen; nothing scrolls sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: { onPrevious: fn(), onNext: fn(), caption: 'Dashboard Overview: revenue and recent payments.' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialogWith(canvasElement, opener);
    const view = canvasElement.ownerDocument.defaultView as Window;
    const bar = within(dialog).getByRole('group', { name: 'Zoom' }).getBoundingClientRect();
    await expect(bar.left).toBeGreaterThanOrEqual(0);
    await expect(bar.right).toBeLessThanOrEqual(view.innerWidth);
    await expect(
      within(dialog)
        .getByText(/revenue and recent payments/)
        .getBoundingClientRect().right,
    ).toBeLessThanOrEqual(view.innerWidth);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

const invoiceList = screenshots['invoice-list'];

/**
 * A product screenshot on a 1x screen: at 100 % the viewer shows the 1280 w file; zoomed past its own
 * size it asks once for the 2560 w file (not one per step), and keeps it when zoomed out again.
 */
export const SharperFileWhenZoomedIn: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: {
    src: invoiceList.src,
    srcSet: invoiceList.srcSet,
    alt: invoiceList.alt,
    width: invoiceList.width,
    height: invoiceList.height,
    caption: invoiceList.caption,
    focus: { x: invoiceList.narrow.x + 280, y: invoiceList.narrow.y + 210 },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialogWith(canvasElement, `Enlarge ${invoiceList.alt}`);
    const image = within(dialog).getByRole('img', { name: invoiceList.alt }) as HTMLImageElement;
    const file = () => new URL(image.currentSrc).pathname;
    await waitFor(() => expect(file()).toBe('/screenshots/invoice-list.webp'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(file()).toBe('/screenshots/invoice-list-2560.webp'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset zoom' }));
    await expect(file()).toBe('/screenshots/invoice-list-2560.webp');
  },
};
