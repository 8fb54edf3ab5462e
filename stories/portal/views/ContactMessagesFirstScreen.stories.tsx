import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { ContactMessages } from '@portal/views/contact';
import { overviewStorageKey } from '@portal/views/common/storedDisclosure';
import type { ContactMessage } from '@shared/contract';
import { createAdminMock } from '@testing/mocks/adminHandlers';
import { contactMessages, manyContactMessages } from '@testing/mocks/fixtures';
import { animationsFinished, pageOf } from '@testing/stories/dialog';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';
import { locationOf, withLocationProbe } from '@testing/stories/withLocationProbe';
import { withQueryClient } from '@testing/stories/withQueryClient';

type Canvas = ReturnType<typeof within>;

const table = (canvas: Canvas) => canvas.getByRole('table', { name: 'Recent Messages' });
const bodyRows = (canvas: Canvas) => within(table(canvas)).getAllByRole('row').slice(1);
/** A message's table row, or its card on a phone. */
const rowOf = (canvas: Canvas, name: string) =>
  within(canvas.getByRole('region', { name: 'Recent Messages' }))
    .getByText(name)
    .closest('tr, li') as HTMLElement;
const statsToggle = (canvas: Canvas) => canvas.getByRole('button', { name: 'Stats and breakdowns' });
const filtersToggle = (canvas: Canvas) => canvas.getByRole('button', { name: /^Filters/ });
const statValue = (canvas: Canvas, label: string) => canvas.getByText(label).nextElementSibling;
const storedOverview = () => localStorage.getItem(overviewStorageKey('messages'));

/** Grace (New, unread), Alan (In Progress, read) and Katherine (Resolved, replied). */
const small = () => createAdminMock();
const collapsed = small();
const expanding = small();
const keptExpanded = small();
const disclosure = small();
const filtersOnPhone = small();
const typing = small();

/** Messages as people write them: emoji, flags and accents, Japanese, Arabic, a link with no space to break at. */
const unicodeMessages: ContactMessage[] = [
  {
    ...contactMessages[0]!,
    id: 14,
    firstName: 'Zoë',
    lastName: 'Østergård-Núñez',
    email: 'zoe.ostergard@example.com',
    subject: 'Rechnungen in 🇪🇺 EUR und 🇨🇭 CHF — geht das mit einem Konto?',
    message:
      '👋 Hallo! Wir sind ein Familienbetrieb 👨‍👩‍👧‍👦 aus Zürich und schreiben jeden Monat über dreihundert Rechnungen, teils in Euro, teils in Franken. Können wir beides von einem Konto aus tun, mit dem Wechselkurs auf dem PDF?',
  },
  {
    ...contactMessages[0]!,
    id: 13,
    isRead: true,
    firstName: '健',
    lastName: '佐藤',
    email: 'ken.sato@example.jp',
    subject: '請求書の一括送信について',
    message:
      '毎月三百件以上の請求書を取引先に送っています。一括で送信し、支払い状況をまとめて確認できる機能はありますか？また、インボイス制度に対応した登録番号の表示は可能でしょうか。',
  },
  {
    ...contactMessages[0]!,
    id: 12,
    isRead: true,
    firstName: 'ليلى',
    lastName: 'الحسن',
    email: 'layla@example.ae',
    subject: 'فواتير بالدرهم والدولار',
    message:
      'مرحبا، نحن شركة صغيرة في دبي ونرسل فواتير بالدرهم الإماراتي والدولار الأمريكي. هل يمكن إضافة ضريبة القيمة المضافة تلقائيا إلى كل فاتورة؟',
  },
  {
    ...contactMessages[0]!,
    id: 11,
    isRead: true,
    firstName: 'Alex',
    lastName: 'Link',
    email: 'alex@example.com',
    subject: 'This page shows an error',
    message: `https://invoiceflow.example/invoices/${'a1b2c3d4'.repeat(40)}?session=${'x'.repeat(200)}`,
  },
];
const unicodeDesktop = createAdminMock({ contact: unicodeMessages });
const unicodePhone = createAdminMock({ contact: unicodeMessages });

/** The message of 64 that is on the second page: Chloé Rossi's (read). */
const secondPageMessage = manyContactMessages[59]!;
const linked = createAdminMock({ contact: manyContactMessages });
const missing = small();

const mocks = [
  collapsed,
  expanding,
  keptExpanded,
  disclosure,
  filtersOnPhone,
  typing,
  unicodeDesktop,
  unicodePhone,
  linked,
  missing,
];

const meta = {
  title: 'Features/Admin/Views/ContactMessages/First screen, search and links',
  component: ContactMessages,
  decorators: [withQueryClient],
  parameters: { route: '/admin/messages', msw: { handlers: collapsed.handlers } },
  beforeEach: () => {
    for (const mock of mocks) mock.reset();
  },
} satisfies Meta<typeof ContactMessages>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The stats start collapsed to one line (the spec's four figures) beside their toggle, so the list comes
 * first; the cards and the breakdowns wait behind "Stats and breakdowns".
 */
export const StatsCollapsed: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('Grace Hopper');
    await expect(statsToggle(canvas)).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(statValue(canvas, 'Total Messages')).toHaveTextContent('3'));
    await expect(statValue(canvas, 'New Messages')).toHaveTextContent('1');
    await expect(statValue(canvas, 'Today')).toHaveTextContent('1');
    await expect(statValue(canvas, 'This Week')).toHaveTextContent('2');
    await expect(canvas.queryByRole('list', { name: 'Status Breakdown' })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/are counted in/)).not.toBeInTheDocument();
    await expect(storedOverview()).toBeNull();
  },
};

/**
 * "Stats and breakdowns" opens the spec's stat cards, the zone they are counted in and both breakdowns;
 * the choice is kept on this browser (`adminOverview:messages`), and closing it is kept too.
 */
export const StatsExpanded: Story = {
  parameters: { msw: { handlers: expanding.handlers } },
  play: async ({ canvas }) => {
    await canvas.findByText('Grace Hopper');
    await userEvent.click(statsToggle(canvas));
    await expect(statsToggle(canvas)).toHaveAttribute('aria-expanded', 'true');
    await expect(storedOverview()).toBe('expanded');
    await expect(statValue(canvas, 'Total Messages')).toHaveTextContent('3');
    await expect(statValue(canvas, 'New Messages')).toHaveTextContent('1');
    await expect(
      within(canvas.getByRole('list', { name: 'Status Breakdown' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['New1(33%)', 'In Progress1(33%)', 'Resolved1(33%)', 'Closed0(0%)']);
    await expect(canvas.getByRole('list', { name: 'Source Breakdown' })).toBeVisible();
    await expect(canvas.getByText(/are counted in UTC/)).toBeVisible();

    await userEvent.click(statsToggle(canvas));
    await expect(canvas.queryByRole('list', { name: 'Status Breakdown' })).not.toBeInTheDocument();
    await expect(storedOverview()).toBe('collapsed');
    await userEvent.click(statsToggle(canvas));
  },
};

/** Left expanded last time: the cards and breakdowns are open from the start. */
export const StatsKeptExpanded: Story = {
  parameters: { msw: { handlers: keptExpanded.handlers } },
  beforeEach: () => localStorage.setItem(overviewStorageKey('messages'), 'expanded'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Status Breakdown' })).toBeVisible();
    await expect(statsToggle(canvas)).toHaveAttribute('aria-expanded', 'true');
    await canvas.findByText('Grace Hopper');
  },
};

/**
 * The status filter stays in the toolbar; read state, reply, source and the dates wait behind "Filters",
 * which counts those set, open or closed.
 */
export const FiltersDisclosure: Story = {
  parameters: { msw: { handlers: disclosure.handlers } },
  decorators: [withLocationProbe],
  play: async ({ canvas }) => {
    await canvas.findByText('Grace Hopper');
    await expect(canvas.getByRole('combobox', { name: 'Filter by status' })).toBeVisible();
    await expect(filtersToggle(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(filtersToggle(canvas)).toHaveAccessibleName('Filters');
    for (const name of ['Read state', 'Reply', 'Source']) {
      await expect(canvas.queryByRole('combobox', { name })).not.toBeInTheDocument();
    }

    await userEvent.click(filtersToggle(canvas));
    await expect(filtersToggle(canvas)).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Read state', 'Reply', 'Source']) {
      await expect(canvas.getByRole('combobox', { name })).toBeVisible();
    }
    await expect(canvas.getByLabelText('From')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Reply' }), 'awaiting');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(2));
    await expect(filtersToggle(canvas)).toHaveAccessibleName('Filters 1 active');
    await expect(locationOf(canvas)).toBe('/admin/messages?reply=awaiting');

    // Closed, it still says a filter narrows the list.
    await userEvent.click(filtersToggle(canvas));
    await expect(canvas.queryByRole('combobox', { name: 'Reply' })).not.toBeInTheDocument();
    await expect(filtersToggle(canvas)).toHaveAccessibleName('Filters 1 active');
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

/**
 * An address with filters behind "Filters" opens them, so what narrows the list shows; on a 390 px
 * phone the filters stand two to a row, and nothing scrolls sideways.
 */
export const FiltersOpenOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: {
    route: '/admin/messages?read=read&source=website&from=2026-11-01',
    msw: { handlers: filtersOnPhone.handlers },
  },
  play: async ({ canvas, canvasElement }) => {
    const cards = await canvas.findByRole('list', { name: 'Recent Messages' });
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(2));
    await expect(filtersToggle(canvas)).toHaveAttribute('aria-expanded', 'true');
    await expect(filtersToggle(canvas)).toHaveAccessibleName('Filters 3 active');
    const readState = canvas.getByRole('combobox', { name: 'Read state' });
    const reply = canvas.getByRole('combobox', { name: 'Reply' });
    await expect(readState).toHaveValue('read');
    // Two to a row: the read state and the reply side by side.
    await expect(Math.round(readState.getBoundingClientRect().top)).toBe(Math.round(reply.getBoundingClientRect().top));
    await expectNoHorizontalScroll(canvasElement, 390);
  },
};

/**
 * The search goes out as the administrator types, once they pause: not a call per keystroke, and the
 * field keeps its focus and text as the list changes; kept in the address, and "Clear filters" empties
 * the field again.
 */
export const SearchAsYouType: Story = {
  parameters: { msw: { handlers: typing.handlers } },
  decorators: [withLocationProbe],
  play: async ({ canvas }) => {
    await canvas.findByText('Grace Hopper');
    const searchbox = canvas.getByRole('searchbox', { name: 'Search by email or name' });
    await userEvent.type(searchbox, 'turing');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(1));
    await expect(rowOf(canvas, 'Alan Turing')).toBeVisible();
    // Asked when typing paused, not per keystroke (a machine that stalls mid-word may ask twice).
    const searches = typing.requests('GET', '/api/contact').map((request) => request.query.get('q'));
    await expect(searches.at(-1)).toBe('turing');
    await expect(searches.length).toBeLessThan('turing'.length);
    await expect(locationOf(canvas)).toBe('/admin/messages?q=turing');
    // Still focused, still holding what was typed: the list changed around the field.
    await expect(searchbox).toHaveFocus();
    await expect(searchbox).toHaveValue('turing');

    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(3));
    await expect(searchbox).toHaveValue('');
    await expect(locationOf(canvas)).toBe('/admin/messages');
  },
};

/** The preview of a message, found by how it starts. */
const previewOf = (canvas: Canvas, start: string) => canvas.getByText((text: string) => text.startsWith(start));

/** Asserts the preview shows one quiet line, cut with an ellipsis when it is longer. */
async function expectOneQuietLine(preview: HTMLElement) {
  const style = getComputedStyle(preview);
  const lineHeight = parseFloat(style.lineHeight);
  await expect(lineHeight).toBeGreaterThan(0);
  await expect(preview.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
  await expect(style.textOverflow).toBe('ellipsis');
  await expect(Number(style.fontWeight)).toBe(400);
}

/**
 * Under each subject, the start of the message on one muted line, ending in an ellipsis: emoji and
 * flags, Japanese, Arabic (from its own side) and a link with nowhere to break all keep to it.
 */
export const PreviewLongUnicode: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: unicodeDesktop.handlers } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(4));
    const zoe = previewOf(canvas, '👋 Hallo! Wir sind ein Familienbetrieb 👨‍👩‍👧‍👦 aus Zürich');
    await expect(rowOf(canvas, 'Zoë Østergård-Núñez')).toContainElement(zoe);
    for (const preview of [
      zoe,
      previewOf(canvas, '毎月三百件'),
      previewOf(canvas, 'مرحبا'),
      previewOf(canvas, 'https://'),
    ]) {
      await expectOneQuietLine(preview);
    }
    await expect(previewOf(canvas, 'مرحبا')).toHaveAttribute('dir', 'auto');
    // The whole message is read in the dialog; the list keeps the first 160 characters.
    await expect(previewOf(canvas, 'https://').textContent).toHaveLength(160);
  },
};

/** The same messages on a 390 px phone: each card's subject and preview fit its width. */
export const PreviewLongUnicodeOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { msw: { handlers: unicodePhone.handlers } },
  play: async ({ canvas, canvasElement }) => {
    const cards = await canvas.findByRole('list', { name: 'Recent Messages' });
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(4));
    for (const start of ['👋 Hallo!', '毎月三百件', 'مرحبا', 'https://']) {
      const preview = previewOf(canvas, start);
      await expectOneQuietLine(preview);
      await expect(preview.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    }
    await expectNoHorizontalScroll(canvasElement, 390);
  },
};

/**
 * A link to a message on another page (`?message=<id>`: the 60th of 64, while the first 50 show) opens
 * it: asked by its id once the page has answered without it.
 */
export const OpenedByLinkNotOnPage: Story = {
  parameters: {
    route: `/admin/messages?message=${secondPageMessage.id}`,
    msw: { handlers: linked.handlers },
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(50));
    await expect(within(table(canvas)).queryByText(secondPageMessage.email)).not.toBeInTheDocument();
    const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Message Details' });
    await waitFor(() => expect(dialog).toHaveTextContent(secondPageMessage.email));
    await expect(dialog).toHaveTextContent(secondPageMessage.subject);
    await expect(dialog).toHaveTextContent(secondPageMessage.message);
    await animationsFinished(dialog);
    await expect(linked.requests('GET', `/api/webpage/contact/${secondPageMessage.id}`)).toHaveLength(1);
    // Already read: opening it changes nothing.
    await expect(linked.requests('PATCH')).toEqual([]);
  },
};

/**
 * A link to a message that no longer exists: a notice says so, the link leaves the address and the list
 * shows as usual.
 */
export const OpenedByLinkMissing: Story = {
  parameters: { route: '/admin/messages?message=424242', msw: { handlers: missing.handlers } },
  decorators: [withLocationProbe],
  play: async ({ canvas, canvasElement }) => {
    const notifications = pageOf(canvasElement).getByRole('region', { name: 'Notifications' });
    const notice = await within(notifications).findByRole('status');
    await expect(notice).toHaveTextContent('Message not found');
    await expect(notice).toHaveTextContent('This message no longer exists. It may have been deleted.');
    await waitFor(() => expect(locationOf(canvas)).toBe('/admin/messages'));
    await expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(bodyRows(canvas)).toHaveLength(3);
    await expect(missing.requests('GET', '/api/webpage/contact/424242')).toHaveLength(1);
  },
};
