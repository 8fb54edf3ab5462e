import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { storageKeys } from '@/api';
import { siteConfig } from '@/config/site';
import type { ContactMessage } from '@shared/contract';
import { AdminApp } from '@portal/AdminApp';
import { createAdminMock } from '@testing/mocks/adminHandlers';
import { adminToken, adminUser, debugHandlers, debugStats } from '@testing/mocks/authHandlers';
import { contactMessages, fixtureNow, manyContactMessages } from '@testing/mocks/fixtures';
import { everyStateOutbox } from '@testing/mocks/mailFixtures';
import { seedAdminSession } from '@testing/stories/adminSession';
import { animationsFinished, focusedIn, pageOf } from '@testing/stories/dialog';
import { expectInFirstScreen } from '@testing/stories/viewport';
import { withLocationProbe } from '@testing/stories/withLocationProbe';

type Canvas = ReturnType<typeof within>;

const sectionTitles = ['Waitlist Dashboard', 'Contact Messages', 'Mail Outbox', 'Privacy', 'System Debug'] as const;

const sidebar = (canvas: Canvas) => canvas.getByRole('complementary', { name: 'Admin sidebar' });
/** A section's link, named by its title (and, for Contact Messages, its new count after it). */
const sectionLink = (scope: Canvas, title: string) =>
  within(scope.getByRole('navigation', { name: 'Admin sections' })).getByRole('link', {
    name: (name) => name === title || name.startsWith(`${title} `),
  });
const settingsItem = (scope: Canvas) =>
  within(scope.getByRole('navigation', { name: 'Admin sections' })).getByRole('button', { name: /System Settings/ });
const title = (canvas: Canvas) => canvas.getByRole('heading', { level: 1 });

/** Waits for the portal, signed in from the stored session, to show `section`. */
async function shows(canvas: Canvas, section: string) {
  await expect(await canvas.findByRole('heading', { level: 1, name: section })).toBeVisible();
}

/** The chosen section is marked in the navigation and named in the header. */
async function expectSelected(canvas: Canvas, section: (typeof sectionTitles)[number]) {
  await shows(canvas, section);
  const sidebarCanvas = within(sidebar(canvas));
  for (const other of sectionTitles) {
    const link = sectionLink(sidebarCanvas, other);
    if (other === section) await expect(link).toHaveAttribute('aria-current', 'page');
    else await expect(link).not.toHaveAttribute('aria-current');
  }
}

const adminMock = createAdminMock();
/** Alan's message, read, is New again (a customer's answer by mail, say): 2 new, 1 of them unread. */
const newNotUnreadMock = createAdminMock({
  contact: contactMessages.map((message) => (message.id === 2 ? { ...message, status: 'New' } : message)),
});
/** No message is New; Grace's, taken in progress, is still unread. */
const nothingNewMock = createAdminMock({
  contact: contactMessages.map((message) =>
    message.status === 'New' ? { ...message, status: 'InProgress' } : message,
  ),
});
/** A day's inbox: 64 messages, the newest six unread. */
const busyInbox = createAdminMock({ contact: manyContactMessages });
/** One mail of each state, a welcome among them failed. */
const failedMail = createAdminMock({ outbox: everyStateOutbox });

const meta = {
  title: 'Features/Admin/Shell',
  component: AdminApp,
  parameters: {
    layout: 'fullscreen',
    route: '/',
    msw: { handlers: [debugHandlers.stats, ...adminMock.handlers] },
  },
  globals: { viewport: { value: 'desktop' } },
  beforeEach: () => {
    adminMock.reset();
    newNotUnreadMock.reset();
    nothingNewMock.reset();
    busyInbox.reset();
    failedMail.reset();
    return seedAdminSession();
  },
} satisfies Meta<typeof AdminApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 1440 wide: the 280 px sidebar with the five sections (the disabled Settings last, Contact Messages
 * with its new count), and the header with the section's title and description, the admin's
 * initials, name and e-mail, the two chips and Logout. The bare admin path shows the Waitlist
 * Dashboard (section 0); the tab's title starts with the new count.
 */
export const Desktop: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expectSelected(canvas, 'Waitlist Dashboard');
    await expect(Math.round(sidebar(canvas).getBoundingClientRect().width)).toBe(280);
    const items = within(within(sidebar(canvas)).getByRole('navigation', { name: 'Admin sections' })).getAllByRole(
      'listitem',
    );
    await waitFor(() => expect(within(items[1]!).getByText('1')).toBeVisible());
    await expect(items.map((item) => item.textContent)).toEqual([
      'Waitlist Dashboard',
      'Contact Messages1 new',
      'Mail Outbox',
      'Privacy',
      'System Debug',
      'System SettingsComing soon',
    ]);

    const header = canvas.getByRole('banner');
    const inHeader = within(header);
    await expect(inHeader.getByRole('heading', { level: 1, name: 'Waitlist Dashboard' })).toBeVisible();
    await expect(inHeader.getByText(/^Sign-ups to the waitlist/)).toBeVisible();
    await expect(inHeader.getByText('OB')).toBeVisible();
    await expect(inHeader.getByText('Olivia Bennett')).toBeVisible();
    await expect(inHeader.getByText(adminUser.email)).toBeVisible();
    await expect(inHeader.getByText('Admin')).toBeVisible();
    await expect(inHeader.getByText('Secure Session')).toBeVisible();
    await expect(inHeader.getByRole('button', { name: 'Logout' })).toBeVisible();
    // The drawer's toggle has no place beside a sidebar.
    await expect(inHeader.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await waitFor(() =>
      expect(canvasElement.ownerDocument.title).toBe(`(1) Waitlist Dashboard · Admin · ${siteConfig.brandName}`),
    );
    await expect(canvasElement.ownerDocument.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  },
};

/** Section 0 by its own path. */
export const WaitlistSelected: Story = {
  parameters: { route: '/waitlist' },
  play: async ({ canvas }) => expectSelected(canvas, 'Waitlist Dashboard'),
};

/** Section 1. */
export const ContactMessagesSelected: Story = {
  parameters: { route: '/messages' },
  play: async ({ canvas }) => {
    await expectSelected(canvas, 'Contact Messages');
    await expect(within(canvas.getByRole('banner')).getByText(/^Messages sent through the contact form/)).toBeVisible();
  },
};

/**
 * The new messages (status New: the work queue), counted beside Contact Messages (part of the link's
 * name) and in the tab's title: the number the New Messages stat shows, though only one of them is unread.
 */
export const NewCount: Story = {
  parameters: { route: '/messages', msw: { handlers: [debugHandlers.stats, ...newNotUnreadMock.handlers] } },
  play: async ({ canvas, canvasElement }) => {
    await shows(canvas, 'Contact Messages');
    await expect(await within(sidebar(canvas)).findByRole('link', { name: 'Contact Messages 2 new' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() =>
      expect(canvasElement.ownerDocument.title).toBe(`(2) Contact Messages · Admin · ${siteConfig.brandName}`),
    );
    await expect(canvas.getByText('New Messages').nextElementSibling).toHaveTextContent('2');
    // One row is bold (unread); the count is of New ones.
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-emphasis]')).toHaveLength(1));
  },
};

/** Nothing New (though a message in progress is unread): no count beside the section and none in the title. */
export const NothingNew: Story = {
  parameters: { route: '/messages', msw: { handlers: [debugHandlers.stats, ...nothingNewMock.handlers] } },
  play: async ({ canvas, canvasElement }) => {
    await shows(canvas, 'Contact Messages');
    await expect(await canvas.findByRole('row', { name: /Alan/ })).toBeVisible();
    await expect(sectionLink(within(sidebar(canvas)), 'Contact Messages')).toHaveAccessibleName('Contact Messages');
    await expect(canvasElement.ownerDocument.title).toBe(`Contact Messages · Admin · ${siteConfig.brandName}`);
  },
};

/**
 * A day's work starts at once: at 1440 × 900 the inbox opens with its first messages in view, the stats
 * on one line above them (their cards and breakdowns one click away) and the less-used filters behind
 * "Filters".
 */
export const MessagesInViewDesktop: Story = {
  parameters: { route: '/messages', msw: { handlers: [debugHandlers.stats, ...busyInbox.handlers] } },
  play: async ({ canvas }) => {
    await shows(canvas, 'Contact Messages');
    const table = await canvas.findByRole('table', { name: 'Recent Messages' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(51));
    await waitFor(() => expect(canvas.getByText('Total Messages').nextElementSibling).toHaveTextContent('64'));
    const rows = within(table).getAllByRole('row').slice(1);
    for (const row of rows.slice(0, 3)) await expectInFirstScreen(row, 'desktop');
  },
};

/**
 * The same on a 390 × 844 phone: the first message's card starts on the first screen, its sender and
 * address in view; the filters two to a row.
 */
export const MessagesInViewPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { route: '/messages', msw: { handlers: [debugHandlers.stats, ...busyInbox.handlers] } },
  play: async ({ canvas }) => {
    await shows(canvas, 'Contact Messages');
    const cards = await canvas.findByRole('list', { name: 'Recent Messages' });
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(50));
    await waitFor(() => expect(canvas.getByText('Total Messages').nextElementSibling).toHaveTextContent('64'));
    const first = within(cards).getAllByRole('listitem')[0]!;
    await expectInFirstScreen(within(first).getByRole('button', { name: 'Amara Okafor' }), 'phone');
    await expectInFirstScreen(within(first).getByText('amara.okafor@example.com'), 'phone');
  },
};

/** A message written while the inbox is open. */
const arrivingMessage: ContactMessage = {
  id: 4,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada.lovelace@example.com',
  subject: 'Invoices in two currencies',
  message: 'Can one account send invoices in euros and in dollars?',
  status: 'New',
  createdAt: fixtureNow,
  waitingSince: fixtureNow,
  isRead: false,
  isReplied: false,
  adminNotes: null,
  source: 'website',
};

/**
 * A new message arrives while the inbox is open: at the next refresh (every 15 s, and at once when the
 * tab comes back into view, as here) it shows in the list, the new count goes up in the sidebar and
 * the title, and screen readers hear "1 new message" — politely, and not for what was there on load.
 */
export const NewMessageArrives: Story = {
  parameters: { route: '/messages' },
  play: async ({ canvas, canvasElement }) => {
    await shows(canvas, 'Contact Messages');
    const announcement = canvas.getByRole('status', { name: 'New arrivals' });
    await expect(announcement).toHaveAttribute('aria-live', 'polite');
    await within(sidebar(canvas)).findByRole('link', { name: 'Contact Messages 1 new' });
    await expect(announcement).toHaveTextContent('');
    // The list has its first answer: a refresh asked while that answer is on its way would be folded into
    // it (TanStack Query does not ask twice at once) and show the list from before the arrival.
    await canvas.findByRole('row', { name: /Grace/ });

    adminMock.messages().unshift(arrivingMessage);
    // The tab comes back into view: TanStack Query asks again at once instead of at the next poll.
    window.dispatchEvent(new Event('visibilitychange'));

    await expect(await canvas.findByRole('row', { name: /Ada Lovelace/ })).toBeVisible();
    await expect(await within(sidebar(canvas)).findByRole('link', { name: 'Contact Messages 2 new' })).toBeVisible();
    await waitFor(() => expect(announcement).toHaveTextContent('1 new message'));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.title).toBe(`(2) Contact Messages · Admin · ${siteConfig.brandName}`),
    );
  },
};

/** Section 4 (ours): the Mail Outbox, beside the messages. */
export const MailOutboxSelected: Story = {
  parameters: { route: '/outbox' },
  play: async ({ canvas }) => {
    await expectSelected(canvas, 'Mail Outbox');
    await expect(
      within(canvas.getByRole('banner')).getByText(/^Every mail and webhook event the product sends/),
    ).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Mails' })).toBeVisible();
  },
};

/** The dashboards' mail-health line leads to the outbox when mails failed. */
export const HealthLineLeadsToOutbox: Story = {
  parameters: { msw: { handlers: [debugHandlers.stats, ...failedMail.handlers] } },
  play: async ({ canvas }) => {
    await shows(canvas, 'Waitlist Dashboard');
    await userEvent.click(await canvas.findByRole('link', { name: 'see Outbox' }));
    await expectSelected(canvas, 'Mail Outbox');
    await expect(await canvas.findByText(/Recipient address rejected/)).toBeVisible();
  },
};

/** Section 5, privacy: the personal-data export and erasure, which left System Debug for it. */
export const PrivacySelected: Story = {
  parameters: { route: '/privacy' },
  play: async ({ canvas }) => {
    await expectSelected(canvas, 'Privacy');
    // The screen's code is a chunk of its own: it shows once that has loaded.
    await expect(await canvas.findByRole('region', { name: 'Export personal data' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Erase personal data' })).toBeVisible();
    await expect(canvas.getByText(/^Everything stored about one person/)).toBeVisible();
  },
};

/** Section 2, only its test run inside the shell: the personal-data tools moved to Privacy. */
export const SystemDebugSelected: Story = {
  parameters: { route: '/debug' },
  play: async ({ canvas }) => {
    await expectSelected(canvas, 'System Debug');
    await expect(canvas.queryByRole('region', { name: /personal data/ })).not.toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: 'Test Waitlist Stats Endpoint' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Result' }).textContent).toBe(JSON.stringify(debugStats, null, 2)),
    );
  },
};

/**
 * The debug tool's own call refused (401): it prints the refusal and leaves the session alone (the
 * portal's own calls, made through the service layer, are answered as usual).
 */
export const SystemDebugRefused: Story = {
  parameters: {
    route: '/debug',
    msw: {
      handlers: [
        // The tool's plain fetch accepts anything; the service layer's calls ask for JSON.
        http.get('/api/webpage/waitlist/stats', ({ request }) =>
          request.headers.get('accept') === 'application/json'
            ? undefined
            : HttpResponse.json(
                { statusCode: 401, error: 'Unauthorized', message: 'Sign in to continue' },
                { status: 401, statusText: 'Unauthorized' },
              ),
        ),
        debugHandlers.stats,
        ...adminMock.handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expectSelected(canvas, 'System Debug');
    await userEvent.click(await canvas.findByRole('button', { name: 'Test Waitlist Stats Endpoint' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Result' })).toHaveTextContent(/^Error: 401 Unauthorized$/),
    );
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(localStorage.getItem(storageKeys.adminToken)).toBe(adminToken);
  },
};

/** Section 3 is shown, says it is coming soon, and cannot be chosen. */
export const SettingsDisabled: Story = {
  parameters: { route: '/messages' },
  play: async ({ canvas }) => {
    await shows(canvas, 'Contact Messages');
    const settings = settingsItem(within(sidebar(canvas)));
    await expect(settings).toHaveAttribute('aria-disabled', 'true');
    await expect(settings).toHaveAccessibleName('System Settings Coming soon');
    await userEvent.click(settings);
    await expect(title(canvas)).toHaveTextContent('Contact Messages');
  },
};

/** A path naming no section, or the disabled one, goes to the bare admin path: section 0. */
export const UnknownSectionPath: Story = {
  parameters: { route: '/settings' },
  decorators: [withLocationProbe],
  play: async ({ canvas }) => {
    await expectSelected(canvas, 'Waitlist Dashboard');
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/);
  },
};

/**
 * Choosing a section puts it in the URL (so reload and back/forward keep it) and drops the previous
 * view's table state from the query string.
 */
export const SwitchingSections: Story = {
  parameters: { route: '/waitlist?q=maria&page=2' },
  decorators: [withLocationProbe],
  play: async ({ canvas }) => {
    const location = () => canvas.getByTestId('location');
    await shows(canvas, 'Waitlist Dashboard');
    await expect(location()).toHaveTextContent('/waitlist?q=maria&page=2');

    await userEvent.click(sectionLink(within(sidebar(canvas)), 'Contact Messages'));
    await expectSelected(canvas, 'Contact Messages');
    await expect(location()).toHaveTextContent(/^\/messages$/);

    await userEvent.click(sectionLink(within(sidebar(canvas)), 'System Debug'));
    await expectSelected(canvas, 'System Debug');
    await expect(location()).toHaveTextContent(/^\/debug$/);
  },
};

/** 375 wide: no sidebar, a menu toggle in the header; the header's details wrap instead of overflowing. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await shows(canvas, 'Waitlist Dashboard');
    // Hidden below the medium breakpoint: out of sight and out of the accessibility tree.
    await expect(canvas.queryByRole('complementary', { name: 'Admin sidebar' })).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('aside')).not.toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('Olivia Bennett')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    const { documentElement } = canvasElement.ownerDocument;
    await expect(documentElement.scrollWidth).toBeLessThanOrEqual(documentElement.clientWidth);
  },
};

/** Opens the drawer with the header's toggle and returns it, fully slid in. */
async function openDrawer(canvas: Canvas) {
  await shows(canvas, 'Waitlist Dashboard');
  await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
  const drawer = await canvas.findByRole('dialog', { name: 'Admin menu' });
  await animationsFinished(drawer);
  return drawer;
}

/** The drawer: the sections, focus inside it, the page behind out of reach; the close button closes it. */
export const MobileDrawer: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const drawer = await openDrawer(canvas);
    const inDrawer = within(drawer);
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    for (const section of sectionTitles) await expect(sectionLink(inDrawer, section)).toBeVisible();
    await expect(sectionLink(inDrawer, 'Contact Messages')).toHaveAccessibleName('Contact Messages 1 new');
    await expect(sectionLink(inDrawer, 'Waitlist Dashboard')).toHaveAttribute('aria-current', 'page');
    await expect(settingsItem(inDrawer)).toHaveAttribute('aria-disabled', 'true');
    await expect(drawer.contains(focusedIn(canvasElement))).toBe(true);
    await expect(canvas.getByRole('button', { name: 'Open menu', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await userEvent.click(inDrawer.getByRole('button', { name: 'Close menu' }));
    await expect(canvas.queryByRole('dialog', { name: 'Admin menu' })).not.toBeInTheDocument();
    await expect(focusedIn(canvasElement)).toBe(canvas.getByRole('button', { name: 'Open menu' }));
  },
};

/** Tab and Shift+Tab stay inside the open drawer. */
export const MobileDrawerTrapsFocus: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const drawer = await openDrawer(canvas);
    for (let step = 0; step < 8; step += 1) {
      await userEvent.tab();
      await expect(drawer.contains(focusedIn(canvasElement))).toBe(true);
    }
    for (let step = 0; step < 8; step += 1) {
      await userEvent.tab({ shift: true });
      await expect(drawer.contains(focusedIn(canvasElement))).toBe(true);
    }
  },
};

/** Escape closes the drawer and gives focus back to the toggle. */
export const MobileDrawerEscape: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await openDrawer(canvas);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog', { name: 'Admin menu' })).not.toBeInTheDocument();
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await expect(focusedIn(canvasElement)).toBe(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Choosing a section in the drawer shows it and closes the drawer. */
export const MobileDrawerNavigates: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const drawer = await openDrawer(canvas);
    await userEvent.click(sectionLink(within(drawer), 'Contact Messages'));
    await shows(canvas, 'Contact Messages');
    await expect(canvas.queryByRole('dialog', { name: 'Admin menu' })).not.toBeInTheDocument();
  },
};

/** A very long name and e-mail are cut short with an ellipsis, never widening the page. */
export const LongIdentity: Story = {
  globals: { viewport: { value: 'mobile' } },
  beforeEach: () =>
    seedAdminSession({
      user: JSON.stringify({
        id: 2,
        firstName: 'Maximiliane-Josephine',
        lastName: 'Oppenheimer-Wittelsbach von Hohenzollern',
        email: 'maximiliane-josephine.oppenheimer-wittelsbach@administration.invoiceflow.app',
      }),
    }),
  play: async ({ canvas, canvasElement }) => {
    await shows(canvas, 'Waitlist Dashboard');
    await expect(canvas.getByText('MO')).toBeVisible();
    const { documentElement } = canvasElement.ownerDocument;
    await expect(documentElement.scrollWidth).toBeLessThanOrEqual(documentElement.clientWidth);
  },
};

/** Opens the header's admin menu (the signed-in admin's name) and returns it, shown. */
async function openAdminMenu(canvas: Canvas) {
  await userEvent.click(
    within(canvas.getByRole('banner')).getByRole('button', { name: /^Your account: Olivia Bennett olivia\.bennett@/ }),
  );
  const menu = await canvas.findByRole('menu', { name: /^Your account: / });
  await waitFor(() => expect(menu).toBeVisible());
  return menu;
}

/**
 * The admin's name in the header opens the admin menu: their profile, their second factor, and the Team
 * and Audit log screens, which the sidebar does not list. It opens on its first item.
 */
export const AdminMenu: Story = {
  play: async ({ canvas, canvasElement }) => {
    await shows(canvas, 'Waitlist Dashboard');
    const person = within(canvas.getByRole('banner')).getByRole('button', { name: /^Your account: / });
    await expect(person).toHaveAttribute('aria-haspopup', 'menu');
    await expect(person).toHaveAttribute('aria-expanded', 'false');
    const menu = await openAdminMenu(canvas);
    await expect(person).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Profile',
      'Two-factor authentication',
      'Team',
      'Audit log',
    ]);
    await expect(focusedIn(canvasElement)).toBe(items[0]);
    // The chips and Logout stay beside it.
    const header = within(canvas.getByRole('banner'));
    await expect(header.getByText('Secure Session')).toBeVisible();
    await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

/** The same menu on a 375 px phone: it fits the screen. */
export const AdminMenuMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await shows(canvas, 'Waitlist Dashboard');
    const menu = await openAdminMenu(canvas);
    const box = menu.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(375);
    const { documentElement } = canvasElement.ownerDocument;
    await expect(documentElement.scrollWidth).toBeLessThanOrEqual(documentElement.clientWidth);
  },
};

/**
 * "Team" in the admin menu opens the team at its own path: the header names it, and no sidebar link is
 * the current page (it is not a sidebar section).
 */
export const AdminMenuOpensTeam: Story = {
  decorators: [withLocationProbe],
  play: async ({ canvas }) => {
    await shows(canvas, 'Waitlist Dashboard');
    await userEvent.click(within(await openAdminMenu(canvas)).getByRole('menuitem', { name: 'Team' }));
    await shows(canvas, 'Team');
    await expect(
      within(canvas.getByRole('banner')).getByText(
        'Administrators of this portal: who has access, their second factor and last sign-in.',
      ),
    ).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/team$/);
    await expect(await canvas.findByRole('table', { name: 'Accounts' })).toBeVisible();
    const links = within(within(sidebar(canvas)).getByRole('navigation', { name: 'Admin sections' })).getAllByRole(
      'link',
    );
    for (const link of links) await expect(link).not.toHaveAttribute('aria-current');
    await expect(within(sidebar(canvas)).queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
  },
};

/** "Audit log" in the admin menu opens the audit log at its own path. */
export const AdminMenuOpensAuditLog: Story = {
  decorators: [withLocationProbe],
  play: async ({ canvas, canvasElement }) => {
    await shows(canvas, 'Waitlist Dashboard');
    await userEvent.click(within(await openAdminMenu(canvas)).getByRole('menuitem', { name: 'Audit log' }));
    await shows(canvas, 'Audit log');
    await expect(
      within(canvas.getByRole('banner')).getByText(
        'Who did what, and when: sign-ins, exports, deletions, status changes and more.',
      ),
    ).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/audit$/);
    await expect(await canvas.findByRole('table', { name: 'Audit log' })).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.ownerDocument.title).toBe(`(1) Audit log · Admin · ${siteConfig.brandName}`),
    );
  },
};

/** The team by its own path (reload, a link): the header names it, its screen's code loads on demand. */
export const TeamByPath: Story = {
  parameters: { route: '/team' },
  play: async ({ canvas }) => {
    await shows(canvas, 'Team');
    await expect(await canvas.findByRole('button', { name: 'Add administrator' })).toBeVisible();
  },
};

/** The audit log by its own path, its filters kept. */
export const AuditLogByPath: Story = {
  parameters: { route: '/audit?action=sign_in' },
  play: async ({ canvas }) => {
    await shows(canvas, 'Audit log');
    await expect(await canvas.findByRole('combobox', { name: 'Action' })).toHaveDisplayValue('Signed in');
  },
};

/**
 * "Profile" in the admin menu opens the admin's profile; a new name saved there is the header's at once,
 * and the stored session's (other tabs, the next visit), without signing in again.
 */
export const RenameInProfile: Story = {
  play: async ({ canvas, canvasElement }) => {
    await shows(canvas, 'Waitlist Dashboard');
    await userEvent.click(within(await openAdminMenu(canvas)).getByRole('menuitem', { name: 'Profile' }));
    const profile = await pageOf(canvasElement).findByRole('dialog', { name: 'Your profile' });
    await animationsFinished(profile);
    const dialog = within(profile);
    const firstName = await dialog.findByRole('textbox', { name: 'First name' });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Liv');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText(/Your profile is saved/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    const header = within(canvas.getByRole('banner'));
    await expect(header.getByText('Liv Bennett')).toBeVisible();
    await expect(header.getByText('LB')).toBeVisible();
    await expect(JSON.parse(localStorage.getItem(storageKeys.adminUser)!)).toEqual({ ...adminUser, firstName: 'Liv' });
    await expect(localStorage.getItem(storageKeys.adminToken)).toBe(adminToken);
  },
};
