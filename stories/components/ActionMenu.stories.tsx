import type { Meta, StoryObj } from '@storybook/react-vite';
import { Eye, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { ActionMenu } from '@/components/ActionMenu';

const view = fn();
const archive = fn();
const remove = fn();

const meta = {
  title: 'Components/ActionMenu',
  component: ActionMenu,
  args: {
    label: 'Actions for Grace Hopper',
    items: [
      { label: 'View details', icon: <Eye size={16} />, onSelect: view },
      { label: 'Archive', onSelect: archive, disabled: true },
      { label: 'Delete', icon: <Trash2 size={16} />, tone: 'danger', onSelect: remove },
    ],
  },
  beforeEach: () => {
    for (const handler of [view, archive, remove]) handler.mockClear();
  },
} satisfies Meta<typeof ActionMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: 'Actions for Grace Hopper' });
// Named by its button while open; a closed menu is hidden, so it is found by its role alone.
const menu = (canvas: ReturnType<typeof within>) => canvas.getByRole('menu', { hidden: true });

/** Closed: a compact "…" button that says it opens a menu. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(trigger(canvas)).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(canvas)).not.toBeVisible();
  },
};

/** A click opens the menu on its first item; choosing an item closes it and gives focus back. */
export const ChooseWithPointer: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(trigger(canvas));
    await waitFor(() => expect(menu(canvas)).toBeVisible());
    await expect(canvas.getByRole('menu', { name: 'Actions for Grace Hopper' })).toBeVisible();
    await expect(trigger(canvas)).toHaveAttribute('aria-expanded', 'true');
    await expect(within(menu(canvas)).getByRole('menuitem', { name: 'View details' })).toHaveFocus();
    await userEvent.click(within(menu(canvas)).getByRole('menuitem', { name: 'Delete' }));
    await expect(remove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(menu(canvas)).not.toBeVisible());
    await expect(trigger(canvas)).toHaveFocus();
  },
};

/**
 * The keyboard: Down Arrow opens on the first item, the arrows skip the disabled item and wrap, Home and
 * End jump, Enter chooses, Escape closes and returns focus to the button.
 */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    trigger(canvas).focus();
    await userEvent.keyboard('{ArrowDown}');
    const items = within(menu(canvas));
    await waitFor(() => expect(items.getByRole('menuitem', { name: 'View details' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(items.getByRole('menuitem', { name: 'View details' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(items.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu(canvas)).not.toBeVisible());
    await expect(trigger(canvas)).toHaveFocus();
    await expect(remove).not.toHaveBeenCalled();

    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(items.getByRole('menuitem', { name: 'Delete' })).toHaveFocus());
    await userEvent.keyboard('{Home}{Enter}');
    await expect(view).toHaveBeenCalledTimes(1);
    await expect(archive).not.toHaveBeenCalled();
  },
};

/** A text button for a toolbar ("Set status"), opening the same kind of menu. */
export const TextButton: Story = {
  args: {
    label: 'Set status',
    trigger: 'button',
    items: ['New', 'In Progress', 'Resolved', 'Closed'].map((label) => ({ label, onSelect: view })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Set status' }));
    const statuses = canvas.getByRole('menu', { name: 'Set status' });
    await waitFor(() => expect(statuses).toBeVisible());
    await expect(within(statuses).getAllByRole('menuitem')).toHaveLength(4);
  },
};
