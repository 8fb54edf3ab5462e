import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { ReplyComposer, type ReplyComposerProps } from '@portal/views/contact/ReplyComposer';
import { adminFailures, createAdminMock } from '@testing/mocks/adminHandlers';
import { contactMessages } from '@testing/mocks/fixtures';
import { longSavedReplies } from '@testing/mocks/savedReplyFixtures';
import { silenceConsoleError } from '@testing/stories/console';
import { animationsFinished, focusedIn, pageOf } from '@testing/stories/dialog';
import { expectNoHorizontalScroll, phoneViewport } from '@testing/stories/viewport';
import { withQueryClient } from '@testing/stories/withQueryClient';

const alan = contactMessages.find((message) => message.firstName === 'Alan')!;

/** The composer as the message's dialog holds it: the text kept in state, so what is inserted shows. */
function ComposerWithText(props: ReplyComposerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ReplyComposer
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

/** Three saved replies; stories that write have their own copy. */
const small = createAdminMock();
const writing = createAdminMock();
const none = createAdminMock({ savedReplies: [] });
const long = createAdminMock({ savedReplies: longSavedReplies });

const replyText = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Your reply' }) as HTMLTextAreaElement;

/** Opens "Insert saved reply" and returns its menu. */
async function openMenu(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Insert saved reply' }));
  return within(canvasElement).findByRole('menu', { name: 'Insert saved reply' });
}

/** Opens the manager from the composer and returns it, fully shown, once its list has loaded. */
async function openManager(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Manage saved replies' }));
  const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Saved replies' });
  await animationsFinished(dialog);
  await waitFor(() => expect(within(dialog).queryByRole('status', { name: 'Loading saved replies' })).toBeNull());
  return dialog;
}

/** The manager's form, once "New saved reply" or an Edit opened it. */
async function formIn(canvasElement: HTMLElement, name: 'New saved reply' | 'Edit saved reply') {
  const dialog = await pageOf(canvasElement).findByRole('dialog', { name });
  return { dialog, form: within(dialog).getByRole('form', { name }) };
}

const meta = {
  title: 'Features/Admin/Views/SavedReplies',
  component: ReplyComposer,
  decorators: [withQueryClient],
  parameters: { route: '/admin/messages', msw: { handlers: small.handlers } },
  args: { message: alan, value: '', onChange: fn(), onSend: fn(), onCancel: fn() },
  render: (args) => <ComposerWithText {...args} />,
  beforeEach: () => {
    for (const mock of [small, writing, none, long]) mock.reset();
  },
} satisfies Meta<typeof ReplyComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Insert saved reply" lists the team's saved replies by title, A to Z; "Manage saved replies" beside it. */
export const InsertMenu: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['CSV import', 'Launch date', 'Thanks for writing']),
    );
    await expect(within(canvasElement).getByRole('button', { name: 'Manage saved replies' })).toBeVisible();
  },
};

/** Chosen, a saved reply becomes the reply, greeting Alan by his first name, with the cursor after it. */
export const InsertSavedReply: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'Thanks for writing' }));
    const text = replyText(canvasElement);
    const inserted = 'Hello Alan,\n\nthank you for writing to us. We will get back to you within a day.';
    await expect(text).toHaveValue(inserted);
    await expect(focusedIn(canvasElement)).toBe(text);
    await expect(text.selectionStart).toBe(inserted.length);
    await expect(args.onChange).toHaveBeenLastCalledWith(inserted);
    await expect(within(canvasElement).getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};

/** What was typed stays: the saved reply goes where the cursor is. */
export const InsertAtCursor: Story = {
  play: async ({ canvasElement }) => {
    const text = replyText(canvasElement);
    await userEvent.type(text, 'Thanks for asking.{Enter}{Enter}');
    const menu = await openMenu(canvasElement);
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'CSV import' }));
    await expect(text.value).toBe(
      'Thanks for asking.\n\nHello Alan,\n\nyes: you can import clients from a CSV file (Excel saves one) on the ' +
        'Clients page, with names, addresses and tax numbers.',
    );
  },
};

/** The saved replies are on their way: the menu says so. */
export const MenuLoading: Story = {
  parameters: { msw: { handlers: [...adminFailures.savedRepliesSlow, ...small.handlers] } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    const item = within(menu).getByRole('menuitem', { name: 'Loading saved replies...' });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
  },
};

/** They could not be loaded: the menu says so and offers another try; the failure is logged. */
export const MenuFailed: Story = {
  parameters: { msw: { handlers: [...adminFailures.savedRepliesError, ...small.handlers] } },
  beforeEach: silenceConsoleError,
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(await within(menu).findByRole('menuitem', { name: 'Saved replies not loaded' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Try again' })).toBeVisible();
    await expect(console.error).toHaveBeenCalledWith('Error fetching saved replies:', expect.any(Error));
  },
};

/** None saved yet: the menu says so; "Manage saved replies" is where the first one is written. */
export const MenuEmpty: Story = {
  parameters: { msw: { handlers: none.handlers } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(await within(menu).findByRole('menuitem', { name: 'No saved replies yet' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** While the reply is being sent nothing may change it: both controls wait. */
export const WhileSending: Story = {
  args: { value: 'Yes, there is.', sending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Insert saved reply' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Manage saved replies' })).toBeDisabled();
  },
};

/** The manager (1440 px): each saved reply with its title and the start of its text, Edit and Delete. */
export const ManagerList: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const dialog = await openManager(canvasElement);
    const list = within(dialog).getByRole('list', { name: 'Saved replies' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'CSV import',
      'Launch date',
      'Thanks for writing',
    ]);
    await expect(within(items[1]!).getByText(/first quarter of 2027/)).toBeVisible();
    await expect(within(items[1]!).getByRole('button', { name: 'Edit Launch date' })).toBeVisible();
    await expect(within(items[1]!).getByRole('button', { name: 'Delete Launch date' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'New saved reply' })).toBeVisible();
  },
};

/** The manager while the list loads. */
export const ManagerLoading: Story = {
  parameters: { msw: { handlers: [...adminFailures.savedRepliesSlow, ...small.handlers] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Manage saved replies' }));
    const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Saved replies' });
    await animationsFinished(dialog);
    await expect(within(dialog).getByRole('status', { name: 'Loading saved replies' })).toBeVisible();
  },
};

/** The list could not be loaded: the reason in the server's words, and a way to try again. */
export const ManagerFailed: Story = {
  parameters: { msw: { handlers: [...adminFailures.savedRepliesError, ...small.handlers] } },
  beforeEach: silenceConsoleError,
  play: async ({ canvasElement }) => {
    const dialog = await openManager(canvasElement);
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('Saved replies not loaded');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** None yet: the manager says where to start. */
export const ManagerEmpty: Story = {
  parameters: { msw: { handlers: none.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await openManager(canvasElement);
    await expect(
      within(dialog).getByText('No saved replies yet. Write the first with “New saved reply”.'),
    ).toBeVisible();
  },
};

/**
 * A new saved reply: its form (the title focused, Save waiting for both fields, the hint about
 * `{firstName}`), then saved: back in the list, said in a notice, focus on "New saved reply". Saving it
 * sends none of the reply being written beneath.
 */
export const ManagerCreate: Story = {
  args: { value: 'Hello Alan,' },
  parameters: { msw: { handlers: writing.handlers } },
  play: async ({ args, canvasElement }) => {
    await openManager(canvasElement);
    await userEvent.click(pageOf(canvasElement).getByRole('button', { name: 'New saved reply' }));
    const { dialog, form } = await formIn(canvasElement, 'New saved reply');
    const title = within(form).getByRole('textbox', { name: 'Title' });
    await expect(focusedIn(canvasElement)).toBe(title);
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(within(form).getByRole('textbox', { name: 'Text' })).toHaveAccessibleDescription(
      expect.stringContaining("{firstName} becomes the sender's first name when the reply is inserted."),
    );
    await userEvent.type(title, 'Pricing');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Text' }),
      'Hello {{firstName},{Enter}{Enter}the first year is half price for everyone on the waitlist.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const manager = await pageOf(canvasElement).findByRole('dialog', { name: 'Saved replies' });
    await expect(within(manager).getByRole('status')).toHaveTextContent('“Pricing” is saved.');
    await expect(within(manager).getByRole('heading', { name: 'Pricing' })).toBeVisible();
    await expect(focusedIn(canvasElement)).toBe(within(manager).getByRole('button', { name: 'New saved reply' }));
    await expect(writing.requests('POST').map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: '/api/webpage/saved-replies',
        body: {
          title: 'Pricing',
          body: 'Hello {firstName},\n\nthe first year is half price for everyone on the waitlist.',
        },
      },
    ]);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Edit opens the form on the reply as it is; Save rewrites it. */
export const ManagerEdit: Story = {
  parameters: { msw: { handlers: writing.handlers } },
  play: async ({ canvasElement }) => {
    const manager = await openManager(canvasElement);
    await userEvent.click(within(manager).getByRole('button', { name: 'Edit Launch date' }));
    const { dialog, form } = await formIn(canvasElement, 'Edit saved reply');
    await expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('Launch date');
    const text = within(form).getByRole('textbox', { name: 'Text' });
    await userEvent.clear(text);
    await userEvent.type(text, 'Hi {{firstName}, we open in March 2027.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('“Launch date” is saved.');
    await expect(writing.requests('PUT').map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: '/api/webpage/saved-replies/3',
        body: { title: 'Launch date', body: 'Hi {firstName}, we open in March 2027.' },
      },
    ]);
    await expect(within(dialog).getByText('Hi {firstName}, we open in March 2027.')).toBeVisible();
  },
};

/** A title another saved reply has, in any case: the server's refusal in the form, what was typed kept. */
export const ManagerDuplicateTitle: Story = {
  parameters: { msw: { handlers: writing.handlers } },
  beforeEach: silenceConsoleError,
  play: async ({ canvasElement }) => {
    await openManager(canvasElement);
    await userEvent.click(pageOf(canvasElement).getByRole('button', { name: 'New saved reply' }));
    const { dialog, form } = await formIn(canvasElement, 'New saved reply');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'csv import');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Text' }), 'Yes, from a CSV file.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(form).findByRole('alert');
    await expect(alert).toHaveTextContent('Not saved');
    await expect(alert).toHaveTextContent('A saved reply titled “csv import” already exists: choose another title.');
    await expect(within(form).getByRole('textbox', { name: 'Text' })).toHaveValue('Yes, from a CSV file.');
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** A title over the limit: the field says by how much, the text kept whole, and Save waits. */
export const ManagerTitleTooLong: Story = {
  play: async ({ canvasElement }) => {
    await openManager(canvasElement);
    await userEvent.click(pageOf(canvasElement).getByRole('button', { name: 'New saved reply' }));
    const { dialog, form } = await formIn(canvasElement, 'New saved reply');
    const title = within(form).getByRole('textbox', { name: 'Title' });
    await userEvent.click(title);
    await userEvent.paste(
      'A greeting for everyone who asks about the launch date, the price and the import '.repeat(2),
    );
    await userEvent.type(within(form).getByRole('textbox', { name: 'Text' }), 'Hello');
    await expect(title).toHaveAccessibleDescription(expect.stringContaining('Title must be at most 80 characters'));
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** The server fails the save: its message in the form, the text kept for another try; logged. */
export const ManagerSaveFails: Story = {
  parameters: { msw: { handlers: [...adminFailures.savedReplySaveError, ...small.handlers] } },
  beforeEach: silenceConsoleError,
  play: async ({ canvasElement }) => {
    const manager = await openManager(canvasElement);
    await userEvent.click(within(manager).getByRole('button', { name: 'Edit Thanks for writing' }));
    const { dialog, form } = await formIn(canvasElement, 'Edit saved reply');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), '!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(form).findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('Thanks for writing!');
    await expect(console.error).toHaveBeenCalledWith('Error saving saved reply:', expect.any(Error));
  },
};

/** The question asked before deleting, naming the reply, fully shown. */
async function deleteQuestion(canvasElement: HTMLElement, title: string) {
  const manager = await openManager(canvasElement);
  await userEvent.click(within(manager).getByRole('button', { name: `Delete ${title}` }));
  const question = await pageOf(canvasElement).findByRole('dialog', { name: 'Delete saved reply' });
  await animationsFinished(question);
  return { manager, question };
}

/** Delete asks first, naming the reply; confirmed, it is gone, a notice says so, focus on "New saved reply". */
export const ManagerDelete: Story = {
  parameters: { msw: { handlers: writing.handlers } },
  play: async ({ canvasElement }) => {
    const { manager, question } = await deleteQuestion(canvasElement, 'CSV import');
    await expect(question).toHaveTextContent('Delete the saved reply “CSV import”?');
    await expect(focusedIn(canvasElement)).toBe(within(question).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    await expect(await within(manager).findByRole('status')).toHaveTextContent('“CSV import” is deleted.');
    await waitFor(() => expect(within(manager).queryByRole('heading', { name: 'CSV import' })).toBeNull());
    await expect(writing.requests('DELETE').map(({ path }) => path)).toEqual(['/api/webpage/saved-replies/2']);
    await expect(focusedIn(canvasElement)).toBe(within(manager).getByRole('button', { name: 'New saved reply' }));
  },
};

/** The delete fails: the question stays open with the reason; the reply stays. */
export const ManagerDeleteFails: Story = {
  parameters: { msw: { handlers: [...adminFailures.savedReplyDeleteError, ...small.handlers] } },
  beforeEach: silenceConsoleError,
  play: async ({ canvasElement }) => {
    const { manager, question } = await deleteQuestion(canvasElement, 'CSV import');
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    const alert = await within(question).findByRole('alert');
    await expect(alert).toHaveTextContent('Not deleted');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(within(manager).getByRole('heading', { name: 'CSV import' })).toBeInTheDocument();
  },
};

/** On a 390 px phone, the longest title (unbroken) and a long text in several scripts wrap inside the manager. */
export const ManagerLongContentOnPhone: Story = {
  parameters: { ...phoneViewport, msw: { handlers: long.handlers } },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = await openManager(canvasElement);
    const longest = longSavedReplies[0]!.title;
    const first = within(dialog).getByRole('heading', { name: longest }).closest('li')!;
    await expect(longest).toHaveLength(80);
    for (const element of [first, ...first.querySelectorAll('*')]) {
      await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth + 1);
    }
    await expectNoHorizontalScroll(canvasElement, 390);
  },
};

/** The same titles in the menu on a 390 px phone: the longest wraps inside it. */
export const InsertMenuLongTitlesOnPhone: Story = {
  parameters: { ...phoneViewport, msw: { handlers: long.handlers } },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')).toHaveLength(4));
    await expect(menu.scrollWidth).toBeLessThanOrEqual(menu.clientWidth + 1);
    await expectNoHorizontalScroll(canvasElement, 390);
  },
};
