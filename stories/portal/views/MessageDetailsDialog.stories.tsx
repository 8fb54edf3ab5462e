import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { MessageDetailsDialog } from '@portal/views/contact/MessageDetailsDialog';
import { adminFailures, createAdminMock } from '@testing/mocks/adminHandlers';
import { contactMessages, longContactMessages } from '@testing/mocks/fixtures';
import { customerAnswers, everyStateReplies, longUnicodeReplies } from '@testing/mocks/mailFixtures';
import { messageDraftKey } from '@portal/views/contact/messageDrafts';
import { silenceConsoleError } from '@testing/stories/console';
import { animationsFinished, focusedIn, pageOf, pressEscape } from '@testing/stories/dialog';
import { rowCountOf } from '@testing/stories/rows';
import { expectNoHorizontalScroll, phoneViewport } from '@testing/stories/viewport';
import { withQueryClient } from '@testing/stories/withQueryClient';

const [grace, alan, katherine] = contactMessages as [
  (typeof contactMessages)[number],
  (typeof contactMessages)[number],
  (typeof contactMessages)[number],
];
const maximilian = longContactMessages[0]!;

/** The dialog, fully shown (it renders in a portal, outside the canvas). */
async function shownDialog(canvasElement: HTMLElement) {
  const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Message Details' });
  await animationsFinished(dialog);
  return dialog;
}

const conversation = (dialog: HTMLElement) => within(dialog).getByRole('region', { name: 'Conversation' });
const composerOf = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('form', { name: `Reply to ${name}` });

/**
 * Opens the composer with Reply, once the conversation above it has loaded, and returns it: a
 * conversation arriving after the composer opened moves it, by an amount that depends on timing.
 */
async function openComposer(canvasElement: HTMLElement, name: string) {
  const dialog = await shownDialog(canvasElement);
  await waitFor(() => expect(within(dialog).queryByRole('status', { name: 'Loading conversation' })).toBeNull());
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Reply' }));
  return { dialog, composer: composerOf(dialog, name) };
}

/** The dialog's footer: what holds Save Changes. */
const footerOf = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save Changes' }).parentElement!;

/** The footer's buttons on screen (not the items of a closed menu, nor a button a phone hides), by name. */
function footerButtons(dialog: HTMLElement) {
  const buttons = [...footerOf(dialog).querySelectorAll('button')].filter(
    (button) => button.getClientRects().length > 0,
  );
  return { buttons, names: buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent) };
}

/** Opens "More actions" in the footer and returns its menu, fully shown. */
async function openMoreActions(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'More actions' }));
  const menu = within(dialog).getByRole('menu', { name: 'More actions' });
  await waitFor(() => expect(menu).toBeVisible());
  return menu;
}

/** Three messages (Grace and Alan not replied, Katherine replied once); stories that send have their own copy. */
const small = createAdminMock();
const sent = createAdminMock();
const sentWithoutSmtp = createAdminMock({ smtpConfigured: false });
const everyState = createAdminMock({ replies: everyStateReplies });
const answered = createAdminMock({ answers: customerAnswers });
const long = createAdminMock({ contact: longContactMessages, replies: longUnicodeReplies });
const sentWithChoices = createAdminMock();
const sentAndResolved = createAdminMock();

const meta = {
  title: 'Features/Admin/Views/MessageDetailsDialog',
  component: MessageDetailsDialog,
  decorators: [withQueryClient],
  parameters: { route: '/admin/messages', msw: { handlers: small.handlers } },
  args: {
    message: alan,
    open: true,
    onClose: fn(),
    onMarkReplied: fn(),
    onReplied: fn(),
    onSetStatus: fn(async () => {}),
    onSave: fn(async () => {}),
    onDelete: fn(),
    onPrevious: fn(),
    onNext: fn(),
  },
  beforeEach: () => {
    for (const mock of [small, sent, sentWithoutSmtp, everyState, long, sentWithChoices, sentAndResolved]) mock.reset();
    // Drafts are kept in the tab's session storage: no story sees another's.
    sessionStorage.clear();
    return () => sessionStorage.clear();
  },
} satisfies Meta<typeof MessageDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A message nobody has answered from the portal: the conversation says so, and Reply waits beside it. */
export const ConversationNone: Story = {
  args: { message: grace },
  play: async ({ canvasElement }) => {
    const dialog = await shownDialog(canvasElement);
    await expect(await within(conversation(dialog)).findByText('No replies sent from the portal yet.')).toBeVisible();
    await expect(within(conversation(dialog)).getByRole('button', { name: 'Reply' })).toBeVisible();
    // Replies sent elsewhere are still marked by hand.
    const menu = await openMoreActions(dialog);
    await expect(within(menu).getByRole('menuitem', { name: 'Mark as Replied' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Five replies, oldest first, one in each mail state: who wrote each, when, and where its mail is. */
export const ConversationEveryState: Story = {
  args: { message: katherine },
  parameters: { msw: { handlers: everyState.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await shownDialog(canvasElement);
    const list = await within(conversation(dialog)).findByRole('list', { name: 'Conversation' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    for (const [index, state] of [
      'Sent',
      'Failed',
      'Not sent: no SMTP server configured',
      'Sending',
      'Queued',
    ].entries()) {
      await expect(within(items[index]!).getByText(state)).toBeVisible();
    }
    await expect(items[0]).toHaveTextContent('Olivia Bennett');
    await expect(items[0]).toHaveTextContent('olivia.bennett@invoiceflow.app');
    await expect(items[1]).toHaveTextContent('Samuel Okafor');
    await expect(within(items[0]!).getByText(/first quarter of 2027/)).toBeVisible();
  },
};

/**
 * The customer answered by mail (ADR 0029): Olivia's reply, then Katherine's out-of-office and her
 * answer, in the order they came, each of hers marked and set on a tint.
 */
export const ConversationAnsweredByMail: Story = {
  args: { message: katherine },
  parameters: { msw: { handlers: answered.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await shownDialog(canvasElement);
    const list = await within(conversation(dialog)).findByRole('list', { name: 'Conversation' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const [reply, away, answer] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    await expect(reply).toHaveTextContent('Olivia Bennett');
    await expect(within(reply).getByText('Sent')).toBeVisible();
    await expect(within(away).getByText('Auto-reply')).toBeVisible();
    await expect(away).toHaveTextContent('Katherine Johnson');
    await expect(within(answer).getByText('By e-mail')).toBeVisible();
    await expect(within(answer).getByText(/team plan of five seats/)).toBeVisible();
    await expect(answer).toHaveTextContent('katherine@example.com');
    await expect(getComputedStyle(answer).backgroundColor).not.toBe(getComputedStyle(reply).backgroundColor);
  },
};

/** Long names, a long address, several scripts, emoji and a long unbroken word: everything wraps inside the reply. */
export const ConversationLongUnicode: Story = {
  args: { message: maximilian },
  parameters: { msw: { handlers: long.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await shownDialog(canvasElement);
    const list = await within(conversation(dialog)).findByRole('list', { name: 'Conversation' });
    const [item] = within(list).getAllByRole('listitem');
    await expect(within(item!).getByText(/日本語の請求書にも対応しています/)).toBeVisible();
    await expect(item).toHaveTextContent('Anna-Sophie Müller-Lüdenscheidt de la Fuente');
    for (const element of [item!, ...item!.querySelectorAll('*')]) {
      await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth + 1);
    }
  },
};

/** The conversation is on its way. */
export const ConversationLoading: Story = {
  parameters: { msw: { handlers: [...adminFailures.repliesSlow, ...small.handlers] } },
  play: async ({ canvasElement }) => {
    const dialog = await shownDialog(canvasElement);
    await expect(within(dialog).getByRole('status', { name: 'Loading conversation' })).toBeVisible();
  },
};

/** The conversation cannot be loaded: the reason in the server's words, and a way to try again. */
export const ConversationError: Story = {
  parameters: { msw: { handlers: [...adminFailures.repliesError, ...small.handlers] } },
  play: async ({ canvasElement }) => {
    const dialog = await shownDialog(canvasElement);
    const alert = await within(conversation(dialog)).findByRole('alert');
    await expect(alert).toHaveTextContent('Conversation not loaded');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * Reply opens the composer under the conversation: to the sender, "Re: <subject>", an empty text with
 * the cursor in it, the message quoted below, and Send waiting for some text.
 */
export const ComposerEmpty: Story = {
  play: async ({ canvasElement }) => {
    const { composer } = await openComposer(canvasElement, 'Alan Turing');
    const form = within(composer);
    const text = form.getByRole('textbox', { name: 'Your reply' });
    await expect(text).toHaveValue('');
    await expect(focusedIn(canvasElement)).toBe(text);
    await expect(form.getByText('Re: Importing clients from a spreadsheet')).toBeVisible();
    await expect(form.getByText('alan@example.com')).toBeVisible();
    await expect(form.getByText('We keep about 400 clients in Excel. Is there an import?')).toBeVisible();
    await expect(form.getByText(/Alan Turing wrote:/)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** Spaces alone are no reply; some text makes Send available. */
export const ComposerTyping: Story = {
  play: async ({ canvasElement }) => {
    const { composer } = await openComposer(canvasElement, 'Alan Turing');
    const form = within(composer);
    const text = form.getByRole('textbox', { name: 'Your reply' });
    await userEvent.type(text, '   ');
    await expect(form.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.clear(text);
    await userEvent.type(text, 'Hello Alan,{Enter}{Enter}yes: a CSV import ships with the first release.');
    await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect(text).toHaveValue('Hello Alan,\n\nyes: a CSV import ships with the first release.');
  },
};

/** While the reply is sent, the text holds still, Send reads "Sending..." and the dialog cannot be closed. */
export const ComposerSending: Story = {
  parameters: { msw: { handlers: [...adminFailures.replySlow, ...small.handlers] } },
  play: async ({ args, canvasElement }) => {
    const { dialog, composer } = await openComposer(canvasElement, 'Alan Turing');
    const form = within(composer);
    await userEvent.type(form.getByRole('textbox', { name: 'Your reply' }), 'Yes, there is.');
    await userEvent.click(form.getByRole('button', { name: 'Send' }));
    const sending = await form.findByRole('button', { name: 'Sending...' });
    await expect(sending).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(form.getByRole('textbox', { name: 'Your reply' })).toHaveAttribute('readonly');
    await expect(form.getByRole('button', { name: 'Send & resolve' })).toBeDisabled();
    const footerCancel = within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1)!;
    await expect(footerCancel).toBeDisabled();
    // The send stores the status and notes too: they hold still, and so do Save and the moves.
    await expect(within(dialog).getByRole('combobox', { name: 'Status' })).toBeDisabled();
    await expect(within(dialog).getByRole('textbox', { name: 'Admin Notes' })).toHaveAttribute('readonly');
    await expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Next message' })).toBeDisabled();
    await pressEscape();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The server refuses: its message in an alert, the text kept for another try; the failure is logged. */
export const ComposerError: Story = {
  parameters: { msw: { handlers: [...adminFailures.replyError, ...small.handlers] } },
  beforeEach: silenceConsoleError,
  play: async ({ args, canvasElement }) => {
    const { composer } = await openComposer(canvasElement, 'Alan Turing');
    const form = within(composer);
    await userEvent.type(form.getByRole('textbox', { name: 'Your reply' }), 'Yes, there is.');
    await userEvent.click(form.getByRole('button', { name: 'Send' }));
    const alert = await form.findByRole('alert');
    await expect(alert).toHaveTextContent('Reply not sent');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(form.getByRole('textbox', { name: 'Your reply' })).toHaveValue('Yes, there is.');
    await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect(args.onReplied).not.toHaveBeenCalled();
    await expect(console.error).toHaveBeenCalledWith('Error sending reply:', expect.any(Error));
  },
};

/**
 * Sent: the composer closes, the reply is in the conversation (queued for the mail worker), a notice
 * says where it is, focus is back on Reply, and the owner hears the message is replied.
 */
export const ComposerSent: Story = {
  parameters: { msw: { handlers: sent.handlers } },
  play: async ({ args, canvasElement }) => {
    const { dialog, composer } = await openComposer(canvasElement, 'Alan Turing');
    await userEvent.type(
      within(composer).getByRole('textbox', { name: 'Your reply' }),
      'Yes: a CSV import ships with the first release.',
    );
    await userEvent.click(within(composer).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(dialog).queryByRole('form')).not.toBeInTheDocument());

    const list = within(conversation(dialog)).getByRole('list', { name: 'Conversation' });
    const [reply] = within(list).getAllByRole('listitem');
    await expect(reply).toHaveTextContent('Yes: a CSV import ships with the first release.');
    await expect(within(reply!).getByText('Queued')).toBeVisible();
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Your reply to alan@example.com is in the outbox.',
    );
    await expect(focusedIn(canvasElement)).toBe(within(dialog).getByRole('button', { name: 'Reply' }));
    await expect(args.onReplied).toHaveBeenCalledTimes(1);
    await expect(sent.requests('POST').map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/api/contact/2/replies', body: { body: 'Yes: a CSV import ships with the first release.' } },
    ]);
  },
};

/** Sent on a server without SMTP: the reply is kept, and its state says it will go once SMTP is configured. */
export const ComposerSentWithoutSmtp: Story = {
  parameters: { msw: { handlers: sentWithoutSmtp.handlers } },
  play: async ({ canvasElement }) => {
    const { dialog, composer } = await openComposer(canvasElement, 'Alan Turing');
    await userEvent.type(within(composer).getByRole('textbox', { name: 'Your reply' }), 'Yes, there is.');
    await userEvent.click(within(composer).getByRole('button', { name: 'Send' }));
    const list = await within(conversation(dialog)).findByRole('list', { name: 'Conversation' });
    await expect(within(list).getByText('Not sent: no SMTP server configured')).toBeVisible();
  },
};

/** Cancel closes the composer, drops the text, sends nothing and gives focus back to Reply. */
export const ComposerCancelled: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, composer } = await openComposer(canvasElement, 'Alan Turing');
    await userEvent.type(within(composer).getByRole('textbox', { name: 'Your reply' }), 'Never mind');
    await userEvent.click(within(composer).getByRole('button', { name: 'Cancel' }));
    await expect(within(dialog).queryByRole('form')).not.toBeInTheDocument();
    await expect(focusedIn(canvasElement)).toBe(within(dialog).getByRole('button', { name: 'Reply' }));
    await expect(small.requests('POST')).toEqual([]);
  },
};

/** The composer on a phone, with a long message quoted: it wraps inside the dialog. */
export const MobileComposer: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { message: maximilian },
  parameters: { msw: { handlers: long.handlers } },
  play: async ({ canvasElement }) => {
    const { composer } = await openComposer(canvasElement, 'Maximilian Alexander von Hohenberg-Schwarzenfeld');
    await expect(within(composer).getByRole('button', { name: 'Send' })).toBeVisible();
    await expectNoHorizontalScroll(canvasElement, 375);
    await expect(composer.scrollWidth).toBeLessThanOrEqual(composer.clientWidth);
  },
};

const notesField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Admin Notes' });
const saveButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save Changes' });

/** The question asked before closing with unsaved work, fully shown. */
async function discardQuestion(canvasElement: HTMLElement) {
  const question = await pageOf(canvasElement).findByRole('dialog', { name: 'Discard unsaved changes?' });
  await animationsFinished(question);
  return question;
}

/** Notes as long as `length`, in sentences, as an administrator might paste them. */
const notesOfLength = (length: number) =>
  'Called back; they want a CSV import before the launch. '.repeat(Math.ceil(length / 55)).slice(0, length);

/**
 * Unsaved work left when the session expired: signed in again, the dialog opens with the status chosen,
 * the notes typed and the reply being written back in place, and a notice says the draft was restored.
 */
export const DraftRestored: Story = {
  beforeEach: () => {
    sessionStorage.setItem(
      messageDraftKey(alan.id),
      JSON.stringify({ status: 'Resolved', notes: 'Import ships in v1; told him.', reply: 'Hello Alan,\n\nyes.' }),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await shownDialog(canvasElement);
    // The notice, not a spinner of what is still loading beside it.
    const notice = within(dialog).getByText('Draft restored').closest('[role="status"]');
    await expect(notice).toHaveTextContent('Draft restored');
    await expect(notice).toHaveTextContent('Your unsaved changes to this message were kept and are back in the form.');
    await expect(notesField(dialog)).toHaveValue('Import ships in v1; told him.');
    await expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('Resolved');
    const composer = composerOf(dialog, 'Alan Turing');
    await expect(within(composer).getByRole('textbox', { name: 'Your reply' })).toHaveValue('Hello Alan,\n\nyes.');
  },
};

/** "Discard draft" in the notice puts the form back as stored and forgets the draft. */
export const DraftDiscarded: Story = {
  beforeEach: DraftRestored.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await shownDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    await expect(within(dialog).queryByText('Draft restored')).not.toBeInTheDocument();
    await expect(notesField(dialog)).toHaveValue(alan.adminNotes);
    await expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue(alan.status);
    await expect(within(dialog).queryByRole('form')).not.toBeInTheDocument();
    await expect(focusedIn(canvasElement)).toBe(notesField(dialog));
    await waitFor(() => expect(sessionStorage.getItem(messageDraftKey(alan.id))).toBeNull());
  },
};

/**
 * Notes typed, then Escape: the dialog asks before dropping them, focus on Keep editing, which goes
 * back with the notes kept. Meanwhile the draft is kept in the tab's storage, by message id.
 */
export const UnsavedChangesPrompt: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await shownDialog(canvasElement);
    await userEvent.type(notesField(dialog), ' Follow up Friday.');
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(messageDraftKey(alan.id)) ?? 'null')).toEqual({
        notes: `${alan.adminNotes} Follow up Friday.`,
      }),
    );

    await pressEscape();
    const question = await discardQuestion(canvasElement);
    await expect(within(question).getByRole('listitem')).toHaveTextContent('The notes you changed');
    const keep = within(question).getByRole('button', { name: 'Keep editing' });
    await expect(focusedIn(canvasElement)).toBe(keep);
    await userEvent.click(keep);
    await waitFor(() => expect(question).not.toBeInTheDocument());
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(notesField(dialog)).toHaveValue(`${alan.adminNotes} Follow up Friday.`);
  },
};

/** Discard closes the dialog and forgets the draft; asked from Cancel, with a reply being written too. */
export const UnsavedChangesDiscarded: Story = {
  play: async ({ args, canvasElement }) => {
    const { dialog, composer } = await openComposer(canvasElement, 'Alan Turing');
    await userEvent.type(within(composer).getByRole('textbox', { name: 'Your reply' }), 'Hello Alan');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'Closed');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    const question = await discardQuestion(canvasElement);
    await expect(
      within(question)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The status you chose (Closed)', 'The reply you are writing']);
    await userEvent.click(within(question).getByRole('button', { name: 'Discard' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(sessionStorage.getItem(messageDraftKey(alan.id))).toBeNull();
  },
};

/** Nothing changed: Escape closes at once, with no question. */
export const ClosedWithoutChanges: Story = {
  play: async ({ args, canvasElement }) => {
    await shownDialog(canvasElement);
    await pressEscape();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(pageOf(canvasElement).queryByRole('dialog', { name: 'Discard unsaved changes?' })).toBeNull();
  },
};

/** The notes' counter, and near the limit a polite word for screen readers on what is left. */
export const NotesNearLimit: Story = {
  args: { message: grace },
  play: async ({ canvasElement }) => {
    const dialog = await shownDialog(canvasElement);
    await expect(within(dialog).getByText('0 / 5,000')).toBeVisible();
    await userEvent.click(notesField(dialog));
    await userEvent.paste(notesOfLength(4600));
    await expect(within(dialog).getByText('4,600 / 5,000')).toBeVisible();
    await expect(notesField(dialog)).toHaveAccessibleDescription(expect.stringContaining('400 characters left'));
    await expect(saveButton(dialog)).toBeEnabled();
  },
};

/**
 * Pasted notes longer than the limit are kept whole, not cut without a word: the counter and an error
 * say by how much, and Save waits until they are shortened.
 */
export const NotesOverLimit: Story = {
  args: { message: grace },
  play: async ({ args, canvasElement }) => {
    const dialog = await shownDialog(canvasElement);
    await userEvent.click(notesField(dialog));
    await userEvent.paste(notesOfLength(5200));
    await expect(notesField(dialog)).toHaveValue(notesOfLength(5200));
    await expect(within(dialog).getByText('5,200 / 5,000')).toBeVisible();
    await expect(notesField(dialog)).toHaveAttribute('aria-invalid', 'true');
    await expect(
      within(dialog).getByText('200 characters too many: the limit is 5,000. Shorten the text.'),
    ).toBeVisible();
    await expect(saveButton(dialog)).toBeDisabled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A reply pasted past its limit is kept whole too, and Send waits. */
export const ReplyOverLimit: Story = {
  play: async ({ canvasElement }) => {
    const { composer } = await openComposer(canvasElement, 'Alan Turing');
    await userEvent.paste(notesOfLength(5001));
    await expect(within(composer).getByText('5,001 / 5,000')).toBeVisible();
    await expect(within(composer).getByText(/1 character too many/)).toBeVisible();
    await expect(within(composer).getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/**
 * A laptop (1440): the footer is one row. On the left, Previous and Next message, "More actions" (the
 * actions that act at once) and the keys; on the right, Cancel and Save Changes.
 */
export const FooterDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const dialog = await shownDialog(canvasElement);
    const { buttons, names } = footerButtons(dialog);
    await expect(names).toEqual([
      'Previous message',
      'Next message',
      'More actions',
      'Keyboard shortcuts',
      'Cancel',
      'Save Changes',
    ]);
    await expect(rowCountOf(buttons)).toBe(1);
  },
};

/**
 * A phone (390): two rows at most, moving and "More actions" above Cancel and Save Changes; the keys'
 * button is left out (no keyboard), nothing scrolls sideways.
 */
export const FooterPhone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = await shownDialog(canvasElement);
    const { buttons, names } = footerButtons(dialog);
    await expect(names).toEqual(['Previous message', 'Next message', 'More actions', 'Cancel', 'Save Changes']);
    await expect(rowCountOf(buttons)).toBeLessThanOrEqual(2);
    await expectNoHorizontalScroll(canvasElement, 390);
  },
};

/**
 * "More actions" holds what acts at once: Mark as Replied (until replied), Set In Progress, Mark Resolved
 * and Delete.
 */
export const MoreActions: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await shownDialog(canvasElement);
    const menu = await openMoreActions(dialog);
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Mark as Replied', 'Set In Progress', 'Mark Resolved', 'Delete']);
    await expect(focusedIn(canvasElement)).toBe(within(menu).getByRole('menuitem', { name: 'Mark as Replied' }));
  },
};

/** Mark Resolved, from "More actions", stores the status at once, and the selector follows. */
export const MarkResolvedFromMenu: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await shownDialog(canvasElement);
    const menu = await openMoreActions(dialog);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Mark Resolved' }));
    await expect(args.onSetStatus).toHaveBeenCalledWith('Resolved');
    await expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('Resolved');
  },
};

/** The first message of the page: Previous message waits, and so does its key, k; Next and j move on. */
export const FirstOnPage: Story = {
  args: { onPrevious: undefined },
  play: async ({ args, canvasElement }) => {
    const dialog = await shownDialog(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Previous message' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Next message' })).toBeEnabled();
    await userEvent.keyboard('k');
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('j');
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** The last message of the page: Next message waits; Previous and k go back. */
export const LastOnPage: Story = {
  args: { onNext: undefined },
  play: async ({ args, canvasElement }) => {
    const dialog = await shownDialog(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Next message' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous message' }));
    await userEvent.keyboard('k');
    await expect(args.onPrevious).toHaveBeenCalledTimes(2);
  },
};

/**
 * Moving on with unsaved notes asks first, as closing does: Keep editing stays on the message with the
 * notes; Discard forgets them and moves on.
 */
export const NextWithUnsavedWork: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await shownDialog(canvasElement);
    await userEvent.type(notesField(dialog), ' Follow up Friday.');
    const next = within(dialog).getByRole('button', { name: 'Next message' });
    await userEvent.click(next);
    let question = await discardQuestion(canvasElement);
    await expect(within(question).getByRole('listitem')).toHaveTextContent('The notes you changed');
    await userEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    await expect(args.onNext).not.toHaveBeenCalled();
    await expect(notesField(dialog)).toHaveValue(`${alan.adminNotes} Follow up Friday.`);

    await userEvent.click(next);
    question = await discardQuestion(canvasElement);
    await userEvent.click(within(question).getByRole('button', { name: 'Discard' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await expect(sessionStorage.getItem(messageDraftKey(alan.id))).toBeNull();
  },
};

/** The list of keys, fully shown over the message. */
async function shortcutsShown(canvasElement: HTMLElement) {
  const keys = await pageOf(canvasElement).findByRole('dialog', { name: 'Keyboard shortcuts' });
  await animationsFinished(keys);
  return keys;
}

/** "?" lists the keys in a small dialog over the message, each with what it does. */
export const ShortcutsList: Story = {
  play: async ({ args, canvasElement }) => {
    await shownDialog(canvasElement);
    await userEvent.keyboard('?');
    const keys = await shortcutsShown(canvasElement);
    await expect(
      within(keys)
        .getAllByRole('definition')
        .map((line) => line.textContent),
    ).toEqual(['Next message', 'Previous message', 'Write a reply', 'Mark resolved', 'Show these keys']);
    await expect(
      within(keys)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['j', 'k', 'r', 'e', '?']);
    // Keys pressed in the list are its own: j moves nowhere.
    await userEvent.keyboard('j');
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

/** The keyboard button opens the same list (for a pointer); Escape closes it alone, back to the message. */
export const ShortcutsListClosed: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await shownDialog(canvasElement);
    const opener = within(dialog).getByRole('button', { name: 'Keyboard shortcuts' });
    await expect(opener).toHaveAttribute('aria-keyshortcuts', '?');
    await userEvent.click(opener);
    const keys = await shortcutsShown(canvasElement);
    await pressEscape();
    await waitFor(() => expect(keys).not.toBeInTheDocument());
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(await shownDialog(canvasElement)).toBeVisible();
    await expect(focusedIn(canvasElement)).toBe(opener);
  },
};

/**
 * r opens the reply with the cursor in it (the r is not typed there); in a text field letters are text,
 * so j types a j; e marks the message resolved.
 */
export const ShortcutKeys: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await shownDialog(canvasElement);
    await userEvent.keyboard('r');
    const text = within(composerOf(dialog, 'Alan Turing')).getByRole('textbox', { name: 'Your reply' });
    await waitFor(() => expect(focusedIn(canvasElement)).toBe(text));
    await expect(text).toHaveValue('');
    await userEvent.keyboard('jk');
    await expect(text).toHaveValue('jk');
    await expect(args.onNext).not.toHaveBeenCalled();
    await expect(args.onPrevious).not.toHaveBeenCalled();

    // Out of the field, e resolves; r comes back to the reply as it was.
    await userEvent.click(within(dialog).getByRole('heading', { name: 'Message Details' }));
    await userEvent.keyboard('e');
    await expect(args.onSetStatus).toHaveBeenCalledWith('Resolved');
    await expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('Resolved');
    await userEvent.keyboard('r');
    await expect(focusedIn(canvasElement)).toBe(text);
    await expect(text).toHaveValue('jk');
  },
};

/**
 * Send stores the status and notes chosen with the reply, through Save's path, and the dialog stays on
 * the message: the owner hears the changes once the reply is sent.
 */
export const SendSavesChoices: Story = {
  parameters: { msw: { handlers: sentWithChoices.handlers } },
  play: async ({ args, canvasElement }) => {
    const dialog = await shownDialog(canvasElement);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'Closed');
    await userEvent.clear(notesField(dialog));
    await userEvent.type(notesField(dialog), 'CSV import promised.');
    const { composer } = await openComposer(canvasElement, 'Alan Turing');
    await userEvent.type(within(composer).getByRole('textbox', { name: 'Your reply' }), 'Yes, at launch.');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(within(composer).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ notes: 'CSV import promised.', status: 'Closed' }));
    await expect(args.onReplied).toHaveBeenCalledTimes(1);
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

/**
 * Send & resolve: the reply goes, then the status Resolved and the notes are stored, and the dialog moves
 * on to the next message.
 */
export const SendAndResolve: Story = {
  parameters: { msw: { handlers: sentAndResolved.handlers } },
  play: async ({ args, canvasElement }) => {
    const { dialog, composer } = await openComposer(canvasElement, 'Alan Turing');
    await userEvent.type(notesField(dialog), ' Told him.');
    await userEvent.type(within(composer).getByRole('textbox', { name: 'Your reply' }), 'Yes, at launch.');
    await userEvent.click(within(composer).getByRole('button', { name: 'Send & resolve' }));
    await waitFor(() => expect(args.onNext).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith({ notes: `${alan.adminNotes} Told him.`, status: 'Resolved' });
    await expect(sentAndResolved.requests('POST').map(({ path }) => path)).toEqual(['/api/contact/2/replies']);
    await expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('Resolved');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Send & resolve on the last message of the page: with no next message, the dialog closes. */
export const SendAndResolveLast: Story = {
  args: { onNext: undefined },
  parameters: { msw: { handlers: sentAndResolved.handlers } },
  play: async ({ args, canvasElement }) => {
    const { composer } = await openComposer(canvasElement, 'Alan Turing');
    await userEvent.type(within(composer).getByRole('textbox', { name: 'Your reply' }), 'Yes, at launch.');
    await userEvent.click(within(composer).getByRole('button', { name: 'Send & resolve' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith({ status: 'Resolved' });
  },
};
