import type { LucideIcon } from 'lucide-react';
import { Bug, Mail, ScrollText, Send, Settings, ShieldCheck, Users, UsersRound } from 'lucide-react';

/**
 * One entry of the admin sidebar (product.md §2: section ids 0 to 3, with 3 disabled; ours: 4, the mail outbox,
 * and 5, privacy), or one of the screens the header's admin menu opens (ours: 6, the team, and 7, the audit
 * log), which the sidebar does not list.
 */
export type AdminSection = {
  id: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  /** The path segment under the admin path that selects it. */
  slug: string;
  /** The sidebar label and the header's title. */
  title: string;
  /** The header's line under the title. */
  description: string;
  icon: LucideIcon;
  /** Shown, but not selectable yet ("coming soon"). */
  disabled?: boolean;
};

/**
 * Every mail the product sends, where it is and why it failed (issue 14), and the webhook events (issue
 * 43, a tab of its own); the health lines link here.
 */
export const outboxSection: AdminSection = {
  id: 4,
  slug: 'outbox',
  title: 'Mail Outbox',
  description:
    'Every mail and webhook event the product sends: whether it went out, why one failed, and a way to retry it.',
  icon: Send,
};

/** The contact form's inbox; the sidebar shows how many of its messages are new. */
export const messagesSection: AdminSection = {
  id: 1,
  slug: 'messages',
  title: 'Contact Messages',
  description: 'Messages sent through the contact form: read, reply, and track their status.',
  icon: Mail,
};

/** Personal data: export or erase everything stored about one e-mail address (issue 15). */
export const privacySection: AdminSection = {
  id: 5,
  slug: 'privacy',
  title: 'Privacy',
  description: 'Everything stored about one person: download a copy of it, or erase it.',
  icon: ShieldCheck,
};

/** The administrators: who has access, their second factor and last sign-in (issue 42). */
export const teamSection: AdminSection = {
  id: 6,
  slug: 'team',
  title: 'Team',
  description: 'Administrators of this portal: who has access, their second factor and last sign-in.',
  icon: UsersRound,
};

/** The audit trail: who did what, and when (issue 42). */
export const auditSection: AdminSection = {
  id: 7,
  slug: 'audit',
  title: 'Audit log',
  description: 'Who did what, and when: sign-ins, exports, deletions, status changes and more.',
  icon: ScrollText,
};

/**
 * The screens of the header's admin menu: reached by their own path like any section, but about the
 * administrators rather than the product's data, so the sidebar (the spec's) does not list them.
 */
export const adminMenuSections: readonly AdminSection[] = [teamSection, auditSection];

/** The sidebar, in order: the outbox beside the messages it mostly answers, the disabled Settings last. */
export const adminSections: readonly AdminSection[] = [
  {
    id: 0,
    slug: 'waitlist',
    title: 'Waitlist Dashboard',
    description: 'Sign-ups to the waitlist: totals, where they came from and who joined recently.',
    icon: Users,
  },
  messagesSection,
  outboxSection,
  privacySection,
  {
    id: 2,
    slug: 'debug',
    title: 'System Debug',
    description: 'Test the connection to the API.',
    icon: Bug,
  },
  {
    id: 3,
    slug: 'settings',
    title: 'System Settings',
    description: 'Portal settings.',
    icon: Settings,
    disabled: true,
  },
];

/** The section shown at the bare admin path. */
export const defaultSection = adminSections[0]!;

/**
 * The section a path segment chooses, in the sidebar or the header's admin menu: the default one for the
 * bare admin path (an empty segment), and `undefined` for a segment that names no section or only the
 * disabled one.
 */
export function sectionForSegment(segment: string): AdminSection | undefined {
  if (segment === '') return defaultSection;
  return [...adminSections, ...adminMenuSections].find((section) => section.slug === segment && !section.disabled);
}

/**
 * The URL of a section, relative to the portal's router, whose basename is the admin path the server
 * was started with (portal/main.tsx): the portal's code never holds that path itself.
 */
export const sectionPath = (section: AdminSection) => `/${section.slug}`;
