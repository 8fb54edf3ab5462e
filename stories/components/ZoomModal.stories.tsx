import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { ZoomModal, type ZoomModalProps } from '@/components/ZoomModal';
import { theme } from '@/theme';
import { clickBackdrop, focusedIn, openDialogWith, pageOf, pressEscape } from '@testing/stories/dialog';
import { mockImage } from '@testing/mocks/images';

const dashboard = mockImage('Dashboard Overview');
const gallery = [
  dashboard,
  mockImage('Invoice Management', { accent: theme.color.brand.accent }),
  mockImage('Reports and Analytics', { accent: theme.color.status.info.fg }),
];

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
        <img src={args.src} alt="" width={240} height={Math.round((240 * args.height) / args.width)} />
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
  },
  render: (args) => <ThumbnailHarness {...args} />,
} satisfies Meta<typeof ZoomModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const opener = `Enlarge ${dashboard.alt}`;

/**
 * The thumbnail opens the image as large as the screen allows, named by its alt text; Escape
 * closes it and focus goes back to the thumbnail.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialogWith(canvasElement, opener, dashboard.alt);
    const image = within(dialog).getByRole('img', { name: dashboard.alt });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', dashboard.src);
    // Far larger than the thumbnail: it fills the width or the height of the viewport.
    const view = canvasElement.ownerDocument.defaultView as Window;
    const { width, height } = image.getBoundingClientRect();
    await expect(Math.max(width / view.innerWidth, height / view.innerHeight)).toBeGreaterThan(0.6);
    await expect(dialog).toContainElement(focusedIn(canvasElement) as HTMLElement);
    await expect(within(dialog).queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();

    await pressEscape();
    await expect(args.onClose).toHaveBeenCalledWith('escape');
    await expect(dialog).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: opener })).toHaveFocus();
  },
};

/** The caption shows under the image and describes the dialog. */
export const WithCaption: Story = {
  args: { caption: 'Dashboard Overview: revenue, outstanding invoices and recent payments at a glance.' },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialogWith(canvasElement, opener);
    const caption = within(dialog).getByText(/revenue, outstanding invoices/);
    await expect(caption).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(args.caption as string);
    const image = within(dialog).getByRole('img', { name: dashboard.alt });
    const box = caption.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(image.getBoundingClientRect().bottom);
    // The dark space beside the caption is backdrop: a click there closes the viewer.
    const besideCaption = canvasElement.ownerDocument.elementFromPoint(box.left - 8, box.top + box.height / 2);
    await expect(besideCaption).toBe(dialog);
  },
};

/** The close button and a click on the backdrop close the viewer too. */
export const CloseButtonAndBackdrop: Story = {
  play: async ({ args, canvasElement }) => {
    let dialog = await openDialogWith(canvasElement, opener);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenLastCalledWith('closeButton');
    await expect(dialog).not.toBeInTheDocument();

    dialog = await openDialogWith(canvasElement, opener);
    await userEvent.click(within(dialog).getByRole('img'));
    await expect(dialog).toBeInTheDocument();
    await clickBackdrop(dialog);
    await expect(args.onClose).toHaveBeenLastCalledWith('backdrop');
    await expect(dialog).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: opener })).toHaveFocus();
  },
};

/** A carousel's owner steps through its images with the buttons or the arrow keys; it wraps around. */
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

/** On a phone the image spans the width of the screen; the step buttons sit over its edges. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { onPrevious: fn(), onNext: fn(), caption: 'Dashboard Overview' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialogWith(canvasElement, opener);
    const view = canvasElement.ownerDocument.defaultView as Window;
    const image = within(dialog).getByRole('img', { name: dashboard.alt });
    await waitFor(() => expect(image.getBoundingClientRect().width).toBeGreaterThan(view.innerWidth * 0.85));
    await expect(image.getBoundingClientRect().right).toBeLessThanOrEqual(view.innerWidth);
    for (const name of ['Previous image', 'Next image', 'Close']) {
      const button = pageOf(canvasElement).getByRole('button', { name });
      const box = button.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(view.innerWidth);
    }
  },
};
