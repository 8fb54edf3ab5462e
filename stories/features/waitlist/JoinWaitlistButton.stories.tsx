import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import styled from 'styled-components';

import { JoinWaitlistButton, OPEN_WAITLIST_EVENT } from '@/features/waitlist';

/**
 * Join Waitlist, usable from the first paint: the submit button of a form that goes to /waitlist, so the
 * browser takes the visitor to the sign-up page before the app has started or without JavaScript. With
 * the app running (as here) it opens the dialog through the `openWaitlist` event and goes nowhere.
 */
const meta = {
  title: 'Features/Waitlist/JoinWaitlistButton',
  component: JoinWaitlistButton,
  args: { size: 'lg' },
} satisfies Meta<typeof JoinWaitlistButton>;

export default meta;

const DarkBand = styled.div`
  padding: ${({ theme }) => theme.space[800]};
  background: ${({ theme }) => theme.color.surface.inverse};
`;
type Story = StoryObj<typeof meta>;

/** A press dispatches `openWaitlist` once and the page stays where it is (the form's submit is cancelled). */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Join Waitlist' });
    const form = button.closest('form');
    await expect(form).toHaveAttribute('action', '/waitlist');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(button).toHaveAttribute('type', 'submit');

    const opened = fn();
    const sent = fn((event: Event) => event.defaultPrevented);
    const view = canvasElement.ownerDocument.defaultView!;
    const addressBefore = view.location.href;
    view.addEventListener(OPEN_WAITLIST_EVENT, opened);
    // Listens after React (on the window, as the event bubbles), so it sees whether the app cancelled it.
    view.addEventListener('submit', sent);
    try {
      await userEvent.click(button);
      await userEvent.keyboard('{Enter}');
    } finally {
      view.removeEventListener(OPEN_WAITLIST_EVENT, opened);
      view.removeEventListener('submit', sent);
    }
    await expect(opened).toHaveBeenCalledTimes(2);
    await expect(sent).toHaveBeenCalledTimes(2);
    await expect(sent.mock.results.every((result) => result.value === true)).toBe(true);
    await expect(view.location.href).toBe(addressBefore);
  },
};

/** The form takes no room: the button lays out in a row of actions as if it stood alone. */
export const InARowOfActions: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <JoinWaitlistButton {...args} variant="secondary" />
      <button type="button">Another action</button>
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Join Waitlist' });
    await expect(getComputedStyle(button.closest('form')!).display).toBe('contents');
    const other = canvas.getByRole('button', { name: 'Another action' });
    // Side by side in the flex row, not stacked as a form block would put them.
    await expect(button.getBoundingClientRect().top).toBeLessThan(other.getBoundingClientRect().bottom);
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(other.getBoundingClientRect().left);
  },
};

/** On the dark hero band, with the label a page gives it. */
export const InverseWithLabel: Story = {
  args: { variant: 'inverse', children: 'Join the Waitlist' },
  render: (args) => (
    <DarkBand>
      <JoinWaitlistButton {...args} />
    </DarkBand>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Join the Waitlist' })).toBeVisible();
  },
};

/** Disabled, it neither opens the dialog nor sends the form. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Join Waitlist' });
    await expect(button).toBeDisabled();
    const opened = fn();
    const view = canvasElement.ownerDocument.defaultView!;
    view.addEventListener(OPEN_WAITLIST_EVENT, opened);
    try {
      await userEvent.click(button, { pointerEventsCheck: 0 });
    } finally {
      view.removeEventListener(OPEN_WAITLIST_EVENT, opened);
    }
    await expect(opened).not.toHaveBeenCalled();
  },
};
