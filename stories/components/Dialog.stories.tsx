import type { Meta, StoryObj } from '@storybook/react-vite';
import { type CSSProperties, type ReactNode, type Ref, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '@/components/Button';
import { Dialog, type DialogProps } from '@/components/Dialog';
import { theme } from '@/theme';
import { remToPx } from '@testing/stories/css';
import { clickBackdrop, focusedIn, openDialogWith, pageOf, pressEscape } from '@testing/stories/dialog';

const fieldStyle: CSSProperties = {
  display: 'grid',
  gap: theme.space[100],
  fontSize: theme.typography.fontSize[200],
  fontWeight: theme.typography.fontWeight.medium,
};

const inputStyle: CSSProperties = {
  padding: `${theme.space[200]} ${theme.space[300]}`,
  border: `1px solid ${theme.color.border.control}`,
  borderRadius: theme.radius.md,
  fontWeight: theme.typography.fontWeight.regular,
};

type WaitlistFieldsProps = { emailRef?: Ref<HTMLInputElement>; disabled?: boolean };

/** The waitlist form's fields, the content the dialog was built for. */
function WaitlistFields({ emailRef, disabled = false }: WaitlistFieldsProps) {
  return (
    <div style={{ display: 'grid', gap: theme.space[400] }}>
      <label style={fieldStyle}>
        Email
        <input ref={emailRef} type="email" name="email" autoComplete="email" disabled={disabled} style={inputStyle} />
      </label>
      <label style={fieldStyle}>
        First name
        <input type="text" name="name" autoComplete="given-name" disabled={disabled} style={inputStyle} />
      </label>
      <label style={fieldStyle}>
        Company (Optional)
        <input type="text" name="company" autoComplete="organization" disabled={disabled} style={inputStyle} />
      </label>
    </div>
  );
}

type HarnessProps = DialogProps & {
  /** The text of the button that opens the dialog. */
  opener?: string;
  /** Builds the footer with a way to close, as an owner's Cancel button would. */
  renderFooter?: (close: () => void) => ReactNode;
};

/** An owner of the controlled dialog: an opener button and the `open` state. */
function DialogHarness({ opener = 'Join Waitlist', renderFooter, onClose, ...args }: HarnessProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{opener}</Button>
      <Dialog
        {...args}
        open={open}
        onClose={(reason) => {
          onClose(reason);
          setOpen(false);
        }}
        footer={renderFooter ? renderFooter(() => setOpen(false)) : args.footer}
      />
    </>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    open: false,
    onClose: fn(),
    title: 'Join the Waitlist',
    description: 'Be the first to know when we launch, with 50% off your first year.',
    children: <WaitlistFields />,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    variant: { control: 'inline-radio', options: ['panel', 'media', 'viewer'] },
    children: { control: false },
    footer: { control: false },
    initialFocusRef: { control: false },
  },
  render: (args) => <DialogHarness {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Closed until its opener is pressed. Open, it is a labelled, described modal `<dialog>` outside the
 * canvas, focus is inside it and the page behind does not scroll; the close button gives focus back.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();

    const dialog = await openDialogWith(canvasElement, 'Join Waitlist', 'Join the Waitlist');
    await expect(dialog.tagName).toBe('DIALOG');
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(dialog).toHaveAccessibleDescription(
      'Be the first to know when we launch, with 50% off your first year.',
    );
    await expect(canvasElement).not.toContainElement(dialog);
    await expect(dialog).toContainElement(focusedIn(canvasElement) as HTMLElement);
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledWith('closeButton');
    await expect(dialog).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Join Waitlist' })).toHaveFocus();
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('');
  },
};

/** `initialFocusRef` sends focus to the email field instead of the close button. */
function InitialFocusHarness(args: DialogProps) {
  const emailRef = useRef<HTMLInputElement>(null);
  return (
    <DialogHarness {...args} initialFocusRef={emailRef}>
      <WaitlistFields emailRef={emailRef} />
    </DialogHarness>
  );
}

export const InitialFocus: Story = {
  render: (args) => <InitialFocusHarness {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await openDialogWith(canvasElement, 'Join Waitlist');
    await expect(within(dialog).getByLabelText('Email')).toHaveFocus();
  },
};

const waitlistFooter = (close: () => void) => (
  <>
    <Button variant="ghost" onClick={close}>
      Cancel
    </Button>
    <Button type="submit">Join Waitlist</Button>
  </>
);

/**
 * Tab walks the controls in order, from the close button to the footer's actions. Where it goes after
 * the last one is the browser's: never to the page behind, which is inert (see PageBehindIsInert).
 */
export const KeyboardOrder: Story = {
  render: (args) => <DialogHarness {...args} opener="Open waitlist" renderFooter={waitlistFooter} />,
  play: async ({ canvasElement }) => {
    const dialog = await openDialogWith(canvasElement, 'Open waitlist');
    const inside = within(dialog);
    const order = [
      inside.getByRole('button', { name: 'Close' }),
      inside.getByLabelText('Email'),
      inside.getByLabelText('First name'),
      inside.getByLabelText('Company (Optional)'),
      inside.getByRole('button', { name: 'Cancel' }),
      inside.getByRole('button', { name: 'Join Waitlist' }),
    ];
    await expect(order[0]).toHaveFocus();
    for (const element of order.slice(1)) {
      await userEvent.tab();
      await expect(element).toHaveFocus();
    }
    await userEvent.tab({ shift: true });
    await expect(order.at(-2)).toHaveFocus();
  },
};

/**
 * While the dialog is open the page behind it is inert: its button takes no focus and a pointer
 * over it reaches the backdrop instead. Closed, the page is usable again.
 */
export const PageBehindIsInert: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Join Waitlist' });
    const dialog = await openDialogWith(canvasElement, 'Join Waitlist');
    const focused = focusedIn(canvasElement);

    opener.focus();
    await expect(focusedIn(canvasElement)).toBe(focused);
    const box = opener.getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(hit).toBe(dialog);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(opener).toHaveFocus();
    await expect(within(canvasElement).getByRole('button', { name: 'Join Waitlist' })).toBe(opener);
  },
};

/** Escape asks to close with the reason `escape`, and focus goes back to the button that opened it. */
export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialogWith(canvasElement, 'Join Waitlist');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await pressEscape();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenCalledWith('escape');
    await expect(dialog).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Join Waitlist' })).toHaveFocus();
  },
};

/** A click on the backdrop closes; a click inside the panel does not. */
export const BackdropClickCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialogWith(canvasElement, 'Join Waitlist');
    await userEvent.click(within(dialog).getByText(/50% off your first year/));
    await expect(dialog).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();

    await clickBackdrop(dialog);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenCalledWith('backdrop');
    await expect(dialog).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Join Waitlist' })).toHaveFocus();
  },
};

/**
 * While the waitlist form submits, nothing closes the dialog: Escape and the backdrop do nothing,
 * the close button is disabled, and focus stays inside.
 */
export const CloseBlocked: Story = {
  args: { preventClose: true },
  render: (args) => (
    <DialogHarness
      {...args}
      renderFooter={() => (
        <Button type="submit" loading loadingLabel="Joining Waitlist...">
          Join Waitlist
        </Button>
      )}
    >
      <WaitlistFields disabled />
    </DialogHarness>
  ),
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialogWith(canvasElement, 'Join Waitlist');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await expect(close).toBeDisabled();

    await pressEscape();
    await clickBackdrop(dialog);
    await userEvent.click(close, { pointerEventsCheck: 0 });
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();

    // Escape pressed again and again with nothing else in between is one the browser stops letting a
    // page refuse: it closes the dialog itself. The owner still holds it open, so it shows again.
    (dialog as HTMLDialogElement).close();
    await waitFor(() => expect(dialog.matches(':modal')).toBe(true));
    await expect(args.onClose).not.toHaveBeenCalled();

    // Every control is disabled, so the dialog itself holds focus.
    await expect(dialog).toContainElement(focusedIn(canvasElement) as HTMLElement);
  },
};

const onSave = fn();

/** Actions in the footer are the owner's: here Save keeps the dialog open and Cancel closes it. */
export const WithFooterActions: Story = {
  args: { title: 'Message from Ada Lovelace', description: 'Received 12 March 2025 from the contact form.' },
  render: (args) => (
    <DialogHarness
      {...args}
      opener="View Details"
      renderFooter={(close) => (
        <>
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button onClick={onSave}>Save Changes</Button>
        </>
      )}
    >
      <p style={{ color: theme.color.text.secondary }}>
        Hello, we invoice clients in three currencies. Will the platform handle that at launch?
      </p>
    </DialogHarness>
  ),
  play: async ({ canvasElement }) => {
    onSave.mockClear();
    const dialog = await openDialogWith(canvasElement, 'View Details', 'Message from Ada Lovelace');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await expect(onSave).toHaveBeenCalledTimes(1);
    await expect(dialog).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(dialog).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'View Details' })).toHaveFocus();
  },
};

const terms = Array.from({ length: 14 }, (_, index) => (
  <p key={index} style={{ marginBottom: theme.space[400] }}>
    {index + 1}. During the early-access period your invoices, clients and products stay yours: you can export them at
    any time, and we delete them within 30 days of a request. Discounts promised on the waitlist apply to the first paid
    year of the plan you choose.
  </p>
));

/**
 * Content taller than the screen scrolls inside the dialog, between a title and footer that stay
 * in view; the scrolling area takes a Tab stop so a keyboard can scroll it.
 */
export const LongContent: Story = {
  args: { title: 'Early-access terms', description: undefined, size: 'lg' },
  render: (args) => (
    <DialogHarness {...args} opener="Read the terms" renderFooter={(close) => <Button onClick={close}>I Agree</Button>}>
      <div>{terms}</div>
    </DialogHarness>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openDialogWith(canvasElement, 'Read the terms', 'Early-access terms');
    const view = canvasElement.ownerDocument.defaultView as Window;
    const agree = within(dialog).getByRole('button', { name: 'I Agree' });

    await userEvent.tab();
    const scroller = focusedIn(canvasElement) as HTMLElement;
    await expect(scroller).toHaveTextContent(/^1\. During the early-access period/);
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);

    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(scroller.scrollTop).toBeGreaterThan(0));
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(view.innerHeight);
    await expect(agree.getBoundingClientRect().bottom).toBeLessThanOrEqual(view.innerHeight);
    await expect(within(dialog).getByRole('heading', { name: 'Early-access terms' })).toBeVisible();

    await userEvent.tab();
    await expect(agree).toHaveFocus();
  },
};

/** The widest size, for tables and details. */
export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialogWith(canvasElement, 'Join Waitlist');
    const width = dialog.getBoundingClientRect().width;
    await expect(width).toBeGreaterThan(36 * 16);
    await expect(width).toBeLessThanOrEqual(52 * 16);
  },
};

/**
 * On a phone the dialog spans the width, with the actions stretched across it, and is as tall as its
 * content: the actions follow the last field, no empty band above them.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: (args) => <DialogHarness {...args} renderFooter={waitlistFooter} />,
  play: async ({ canvasElement }) => {
    const dialog = await openDialogWith(canvasElement, 'Join Waitlist');
    const view = canvasElement.ownerDocument.defaultView as Window;
    const { width, height } = dialog.getBoundingClientRect();
    // The backdrop keeps a margin of space[200] around it.
    const margin = 2 * parseFloat(remToPx(theme.space[200]));
    await expect(width).toBeGreaterThanOrEqual(view.innerWidth - margin - 1);
    await expect(height).toBeLessThan(view.innerHeight - margin);
    const submit = within(dialog).getByRole('button', { name: 'Join Waitlist' });
    await expect(submit.getBoundingClientRect().width).toBeGreaterThan(view.innerWidth / 3);
    // Between the last field and the actions: the body's bottom padding and the footer's, nothing more.
    const lastField = within(dialog).getByRole('textbox', { name: 'Company (Optional)' });
    const padding = 2 * parseFloat(remToPx(theme.space[400]));
    await expect(submit.getBoundingClientRect().top - lastField.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      padding + 2,
    );
  },
};

/**
 * The `viewer` variant gives its content the whole screen (an image viewer moves its image anywhere on
 * it), with the close button over the content in the top corner; what the content leaves free is
 * backdrop, and a click there closes.
 */
export const Viewer: Story = {
  globals: { viewport: { value: 'tablet' } },
  args: {
    variant: 'viewer',
    hideTitle: true,
    title: 'Invoice preview',
    description: undefined,
    children: (
      <p style={{ position: 'absolute', inset: '40% 25% auto', textAlign: 'center' }}>Content placed on the screen</p>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialogWith(canvasElement, 'Join Waitlist', 'Invoice preview');
    const view = canvasElement.ownerDocument.defaultView as Window;
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBe(view.innerWidth);
    await expect(box.height).toBe(view.innerHeight);
    const close = within(dialog).getByRole('button', { name: 'Close' }).getBoundingClientRect();
    await expect(close.top).toBeLessThan(32);
    await expect(view.innerWidth - close.right).toBeLessThan(32);
    await expect(within(dialog).getByText('Content placed on the screen')).toBeVisible();
    await clickBackdrop(dialog);
    await expect(args.onClose).toHaveBeenCalledWith('backdrop');
  },
};
