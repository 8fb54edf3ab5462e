/**
 * The contract's plain values: limits, statuses and the messages both sides rely on. Free of zod, so
 * browser code can import them without carrying the schemas into the public bundle.
 */

/**
 * The longest value each text field accepts. Generous for people, small enough that nobody stores a
 * novel in a name field; the server answers 400 naming the field when a value is longer.
 */
export const fieldLimits = {
  email: 254,
  name: 100,
  company: 150,
  source: 50,
  subject: 200,
  message: 5000,
  adminNotes: 5000,
  password: 200,
  /** The page a visit began on: its path only (a query may carry personal data). */
  landingPage: 300,
  /** The host of the page that linked to the site (`document.referrer`), e.g. `news.ycombinator.com`. */
  referrerHost: 253,
  /** Each of `utm_source`, `utm_medium` and `utm_campaign`. */
  utm: 100,
  /** An administrator's signature, the lines that end their replies: a few lines, never a letter. */
  signature: 500,
  /** A saved reply's title: what the composer's "Insert saved reply" menu lists, so one short line. */
  savedReplyTitle: 80,
  /** A saved reply's text: inserted into a reply, so no longer than a reply may be (`message`). */
  savedReplyBody: 5000,
} as const;

/**
 * The words by which the site recognises a duplicate sign-up (product.md §8: "if the server message contains
 * the text about the email already existing"). The server's 409 message always contains them.
 */
export const DUPLICATE_EMAIL_MARKER = 'already exists';
export const DUPLICATE_EMAIL_MESSAGE = `This email ${DUPLICATE_EMAIL_MARKER} on the waitlist`;

/**
 * The words by which the site recognises the refusal of an address at a domain that hands out throwaway
 * addresses (product.md §5, §8): the dialog shows that 400's message as it is, since it names the reason.
 */
export const THROWAWAY_EMAIL_MARKER = 'hands out throwaway addresses';
export const throwawayEmailMessage = (domain: string) =>
  `Email must be an address you keep: ${domain} ${THROWAWAY_EMAIL_MARKER}`;

/**
 * The honeypot of the public forms (waitlist and contact): an extra text input the site hides from people
 * (off-screen, `aria-hidden`, `tabindex="-1"`, `autocomplete="off"`), which form-filling bots tend to fill.
 * When it arrives non-empty the server answers as if the submission was stored, and stores nothing.
 * Named `website` because bots fill such fields eagerly; no real field of either form has that name (the
 * forms' `source` field carries the value "website", a different thing).
 */
export const HONEYPOT_FIELD = 'website';

/**
 * How long a search of the outbox by recipient must be to be looked for anywhere in the address; a
 * shorter one matches the addresses that start with it (server/repositories/outbox.ts says why).
 */
export const OUTBOX_SEARCH_ANYWHERE_FROM = 3;

/** The one answer for a wrong e-mail and a wrong password, so neither reveals which accounts exist. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/** The second step's refusal of a wrong, reused or expired code (an authenticator's or a recovery code). */
export const INVALID_CODE_MESSAGE = 'Invalid authentication code';

/** The second step came too late (its challenge lasts five minutes) or the account changed meanwhile. */
export const CHALLENGE_EXPIRED_MESSAGE = 'This sign-in took too long. Please sign in again';

/** A set-password link past its 24 hours, already used, or not ours. */
export const PASSWORD_LINK_INVALID_MESSAGE =
  'This link has expired or was already used. Ask an administrator to send you a new one';

/**
 * The 403 of every admin call but enrolment and sign-out, for an administrator without a second factor
 * while `ADMIN_2FA=required`.
 */
export const TWO_FACTOR_SETUP_REQUIRED_MESSAGE =
  'Set up two-factor authentication to continue: this portal requires it';

/** How recent a sign-in must be to set up a second factor: a session stolen later cannot put its own in. */
export const RECENT_SIGN_IN_MINUTES = 15;

/** The 403 of setting up a second factor with an older session. */
export const RECENT_SIGN_IN_MESSAGE = `Sign in again to set up two-factor authentication: it needs a sign-in of the last ${RECENT_SIGN_IN_MINUTES} minutes`;

/** The 409 of demoting (or removing) the only administrator left. */
export const LAST_ADMIN_MESSAGE = 'At least one administrator must remain';

export const contactStatuses = ['New', 'InProgress', 'Resolved', 'Closed'] as const;
export type ContactStatus = (typeof contactStatuses)[number];

/** How a status reads to a person (product.md §4: InProgress is displayed as In Progress). */
export const contactStatusLabels: Record<ContactStatus, string> = {
  New: 'New',
  InProgress: 'In Progress',
  Resolved: 'Resolved',
  Closed: 'Closed',
};

/**
 * The orders both admin lists offer. `name`, `source` (and the others below) compare case-insensitively;
 * rows without the value come last A to Z and first Z to A. `-desc` is the same order reversed.
 */
const sharedSorts = ['newest', 'oldest', 'email', 'email-desc', 'name', 'name-desc', 'source', 'source-desc'] as const;

/**
 * The shared orders and a list's own. A call marked pure, so that a bundle which imports this file but
 * reads no list of orders (the public site's form kit) leaves it out: a spread at the top level may run
 * an iterator, so the bundler kept it (0.2 kB on every page with a form).
 */
const withSharedSorts = <const Own extends readonly string[]>(own: Own) => [...sharedSorts, ...own] as const;

/** The orders of the waitlist (GET /api/waitlist). */
export const waitlistSorts = /* @__PURE__ */ withSharedSorts(['company', 'company-desc', 'position', 'position-desc']);
export type WaitlistSort = (typeof waitlistSorts)[number];

/**
 * The orders of the messages (GET /api/contact). `status` follows the workflow (New, In Progress,
 * Resolved, Closed); `waiting` lists the messages still awaiting a reply first, the one waiting longest
 * first, then the answered ones newest first.
 */
export const contactSorts = /* @__PURE__ */ withSharedSorts([
  'subject',
  'subject-desc',
  'status',
  'status-desc',
  'waiting',
]);
export type ContactSort = (typeof contactSorts)[number];

/** The key a source breakdown and the `source` filter use for rows that came without a source. */
export const DIRECT_SOURCE = 'direct';

/** The most ids one bulk action or one "export the selection" takes. */
export const BULK_IDS_LIMIT = 500;

/** What a bulk action on messages does to each one: mark it read or replied, set its status, delete it. */
export const contactBulkActions = ['read', 'replied', 'status', 'delete'] as const;
export type ContactBulkAction = (typeof contactBulkActions)[number];

/**
 * Where a waitlist entry is on the way to the platform: `waiting` on the list, `invited` (an invite with
 * an early-bird code was queued), `joined` (the platform redeemed the code) or `removed` (kept on record,
 * never invited; an invited entry's code stops working).
 */
export const waitlistStatuses = ['waiting', 'invited', 'joined', 'removed'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

export const waitlistStatusLabels: Record<WaitlistStatus, string> = {
  waiting: 'Waiting',
  invited: 'Invited',
  joined: 'Joined',
  removed: 'Removed',
};

/** Whether a member opened the confirm link of their welcome: what the waitlist's `confirmation` filter takes. */
export const waitlistConfirmations = ['confirmed', 'unconfirmed'] as const;
export type WaitlistConfirmation = (typeof waitlistConfirmations)[number];

/** What a bulk action on the waitlist does: delete, remove from the launch (kept), or restore. */
export const waitlistBulkActions = ['delete', 'remove', 'restore'] as const;
export type WaitlistBulkAction = (typeof waitlistBulkActions)[number];

/** The most entries one invite run invites: launch goes in waves, each one a transaction. */
export const INVITE_RUN_LIMIT = 10_000;

/** The early-bird promise every invite code carries (the welcome mail's "50% off the first year"). */
export const EARLY_BIRD_DISCOUNT = { percentOff: 50, durationMonths: 12 } as const;

/** The windows the sign-ups chart offers, in days. */
export const signupChartRanges = [30, 90] as const;
export type SignupChartRange = (typeof signupChartRanges)[number];

/** What the sign-ups chart may split its days by. */
export const signupChartGroupings = ['source', 'campaign'] as const;
export type SignupChartGrouping = (typeof signupChartGroupings)[number];

/** The most keys the chart splits into; the rest are added up as "Other". */
export const SIGNUP_CHART_KEYS = 5;

/** The key the chart adds the smaller groups up under. */
export const OTHER_KEY = 'other';

/**
 * What the product sends, each written to the outbox in the same transaction as what causes it:
 * - `contact_alert`: a new contact message, to the administrators (Reply-To: the conversation's address for the team, whose answers are relayed to the sender);
 * - `contact_ack`: the acknowledgement to the sender of a contact message;
 * - `welcome`: the welcome to a new waitlist member, with the 50% offer and a link to leave;
 * - `reply`: a reply written in the portal, to the sender of a contact message;
 * - `digest`: the daily summary of new sign-ups to the administrators (`ADMIN_DIGEST=daily`);
 * - `invite`: a launch invite to a waitlist member, with their early-bird code and a link to the platform;
 * - `answer_alert`: a customer's answer by mail in a conversation, to the administrators;
 * - `confirm_reminder`: the one reminder to confirm the address, 48 hours after an unconfirmed sign-up;
 * - `launch_news`: "we're live", to every member waiting or invited, sent from the portal once;
 * - `admin_invite`: a link to set a password, to an administrator added from the team screen (valid 24 hours);
 * - `security_notice`: to an administrator, when how their account signs in changed (second factor,
 *   recovery codes, a new password), so that a change they did not make does not go unnoticed;
 * - `status_link`: a member's status page link, mailed again when they ask for it on /waitlist.
 */
export const mailKinds = [
  'contact_alert',
  'contact_ack',
  'welcome',
  'reply',
  'digest',
  'invite',
  'answer_alert',
  'confirm_reminder',
  'launch_news',
  'admin_invite',
  'security_notice',
  'status_link',
] as const;
export type MailKind = (typeof mailKinds)[number];

export const mailKindLabels: Record<MailKind, string> = {
  contact_alert: 'New message alert',
  contact_ack: 'Acknowledgement',
  welcome: 'Waitlist welcome',
  reply: 'Reply',
  digest: 'Daily digest',
  invite: 'Launch invite',
  answer_alert: 'Answer alert',
  confirm_reminder: 'Confirmation reminder',
  launch_news: 'Launch news',
  admin_invite: 'Administrator invitation',
  security_notice: 'Security notice',
  status_link: 'Status link',
};

/**
 * The mails to the list rather than to one conversation: each carries a one-click unsubscribe
 * (`List-Unsubscribe`, RFC 8058) and a visible link to leave, and none goes to an address that left or
 * complained.
 */
export const bulkMailKinds = [
  'welcome',
  'invite',
  'confirm_reminder',
  'launch_news',
] as const satisfies readonly MailKind[];
export type BulkMailKind = (typeof bulkMailKinds)[number];

/**
 * Why no mail goes to an address (the suppression list):
 * - `bounced`: its mail server refused it for good (a hard bounce, a permanent SMTP refusal, or repeated
 *   soft bounces): no mail of any kind goes there;
 * - `complained`: its owner marked a mail of ours as spam (an ARF report): no bulk mail goes there;
 * - `left`: its owner left the waitlist: no bulk mail goes there (their contact messages are still answered).
 */
export const suppressionReasons = ['bounced', 'complained', 'left'] as const;
export type SuppressionReason = (typeof suppressionReasons)[number];

export const suppressionReasonLabels: Record<SuppressionReason, string> = {
  bounced: 'Bounced',
  complained: 'Complained',
  left: 'Left',
};

/**
 * Where a mail is:
 * - `queued`: waiting to be sent (a first try, or a retry after a failure, at `nextAttemptAt`);
 * - `sending`: handed to the SMTP server by an instance right now;
 * - `sent`: the SMTP server accepted it;
 * - `failed`: every try failed; `lastError` says why, and the portal can retry it;
 * - `not_configured`: not sent because no SMTP server is configured (`SMTP_URL`); sent once one is;
 * - `suppressed`: never sent, because its address is on the suppression list; `lastError` says why.
 */
export const mailStates = ['queued', 'sending', 'sent', 'failed', 'not_configured', 'suppressed'] as const;
export type MailState = (typeof mailStates)[number];

export const mailStateLabels: Record<MailState, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  not_configured: 'Not sent: no SMTP server configured',
  suppressed: 'Not sent: address suppressed',
};

/**
 * The subject of a reply to a contact message, as the server sends it and the portal shows it: the
 * message's subject on one line behind "Re: " once, however many "Re:" it already had.
 */
export const replySubject = (subject: string) =>
  `Re: ${subject
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(re:\s*)+/i, '')}`;

/**
 * What the audit trail records (GET /api/admin/audit): who did what, when, to which records (ids and
 * counts, never what people wrote).
 */
export const auditActions = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_code_refused',
  'recovery_codes_regenerated',
  'password_set',
  'profile_changed',
  'admin_added',
  'admin_status_changed',
  'password_link_sent',
  'export',
  'bulk_action',
  'delete',
  'erase',
  'status_change',
  'notes_changed',
  'reply',
  'invite_run',
  'launch_news',
  'mail_retried',
  'suppression_lifted',
  'webhook_retried',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  sign_out: 'Signed out',
  two_factor_enabled: 'Turned on two-factor authentication',
  two_factor_disabled: 'Turned off two-factor authentication',
  two_factor_code_refused: 'Wrong two-factor code',
  recovery_codes_regenerated: 'Made new recovery codes',
  password_set: 'Set a password',
  profile_changed: 'Changed their profile',
  admin_added: 'Added an administrator',
  admin_status_changed: 'Changed admin access',
  password_link_sent: 'Sent a set-password link',
  export: 'Exported',
  bulk_action: 'Bulk action',
  delete: 'Deleted',
  erase: 'Erased personal data',
  status_change: 'Changed a status',
  notes_changed: 'Changed notes',
  reply: 'Replied',
  invite_run: 'Sent launch invites',
  launch_news: 'Sent launch news',
  mail_retried: 'Retried a mail',
  suppression_lifted: 'Lifted a suppression',
  webhook_retried: 'Retried a webhook event',
};

/**
 * Where a set-password link leads, below the admin path: `<admin path>/set-password#token=…` (the token in
 * the fragment, so it never reaches a server's log or a Referer). The server writes it, the portal reads it.
 */
export const SET_PASSWORD_SEGMENT = 'set-password';

/** How long a set-password link mailed to a new administrator stays valid. */
export const PASSWORD_LINK_VALID_HOURS = 24;

/** How many single-use recovery codes an administrator gets when turning on two-factor authentication. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * Referrals (issue 43): the query parameter of a member's share link (`/?ref=<code>`), the source the
 * funnel counts visits and sign-ups through share links under, and the shape of a code (72 random bits,
 * URL-safe base64). A code that is not this shape is no code: the sign-up goes on without a referrer.
 */
export const REFERRAL_PARAMETER = 'ref';
export const REFERRAL_SOURCE = 'referral';
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{12}$/;

/**
 * Mail providers with many unrelated users: several referrals there say nothing. Three or more of a
 * referrer's referrals at one other domain, most of them, look like one person's own addresses (a
 * catch-all domain): the leaderboard's `shared_domain` flag.
 */
export const COMMON_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'mail.com',
  'yandex.com',
  'zoho.com',
  'fastmail.com',
] as const;

/** The answer to a request for the status link, the same whether or not the address is on the list. */
export const STATUS_LINK_SENT_MESSAGE =
  'If this address is on the waitlist, a link to your status page is on its way. Check your inbox in a minute.';

/**
 * What the server tells WEBHOOK_URL about (docs/operations.md "Webhooks"): a sign-up, its confirmation,
 * a referral credited to a member, a member leaving, a contact message, an invite queued and an invite
 * redeemed.
 */
export const webhookEventTypes = [
  'waitlist.joined',
  'waitlist.confirmed',
  'waitlist.referred',
  'waitlist.left',
  'contact.received',
  'launch.invited',
  'launch.redeemed',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** Where a webhook event is: waiting for its next try, being sent, delivered (a 2xx), or failed for good. */
export const webhookStates = ['queued', 'sending', 'delivered', 'failed'] as const;
export type WebhookState = (typeof webhookStates)[number];

export const webhookStateLabels: Record<WebhookState, string> = {
  queued: 'Queued',
  sending: 'Sending',
  delivered: 'Delivered',
  failed: 'Failed',
};
