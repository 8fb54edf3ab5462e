import {
  bulkMailKinds,
  type BulkMailKind,
  PASSWORD_LINK_VALID_HOURS,
  REFERRAL_PARAMETER,
  replySubject,
} from '@shared/contract';
import { waitlistCopy } from '@shared/content/waitlist';
import type { SecurityEvent } from '../repositories/securityNotices';
import { color } from '@shared/theme/tokens';

/** A person's address with a display name; nodemailer encodes both, so no header can be injected. */
export type Mailbox = { name: string; address: string };

/** The contact message a mail is about, as stored. */
export type MailMessage = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
};

/**
 * A waitlist entry as its mails need it: its leave link is signed over its id, its invite code made from its
 * id and address. Not its name: see `GREETING`.
 */
export type WaitlistMember = { id: number; email: string };

/**
 * Where a member stands when their mail is made: their place in line (null once invited or joined) and
 * the code of their share link.
 */
export type MemberStanding = { position: number | null; referralCode: string };

/** What each kind of mail is made from: the rows it points to, read when it is sent. */
export type MailData =
  | { kind: 'contact_alert'; message: MailMessage }
  | { kind: 'contact_ack'; message: MailMessage }
  | { kind: 'welcome'; entry: WaitlistMember; standing: MemberStanding }
  | { kind: 'status_link'; entry: WaitlistMember; standing: MemberStanding }
  | { kind: 'invite'; entry: WaitlistMember }
  | { kind: 'confirm_reminder'; entry: WaitlistMember }
  | { kind: 'launch_news'; entry: WaitlistMember }
  | {
      kind: 'reply';
      message: MailMessage;
      /** `signature`: the writer's as they sent it ('' for none, then "<name>, <brand>" ends it). */
      reply: { body: string; sender: Mailbox; signature: string; createdAt: Date };
    }
  | { kind: 'answer_alert'; message: MailMessage; answer: { body: string; from: Mailbox } }
  | { kind: 'digest'; digest: { since: Date; until: Date; total: number; bySource: Record<string, number> } }
  | { kind: 'admin_invite'; admin: InvitedAdmin; queuedAt: Date }
  | { kind: 'security_notice'; admin: { firstName: string; email: string }; event: SecurityEvent; at: Date };

/** What each security notice tells of: its subject's end, and the sentence that says when it happened. */
const securityChanges: Record<SecurityEvent, { subject: string; done: string }> = {
  two_factor_enabled: { subject: 'two-factor authentication is on', done: 'Two-factor authentication was turned on' },
  two_factor_disabled: {
    subject: 'two-factor authentication is off',
    done: 'Two-factor authentication was turned off',
  },
  recovery_codes_regenerated: {
    subject: 'new recovery codes',
    done: 'New recovery codes were made (the old ones no longer work)',
  },
  password_changed: { subject: 'your password was changed', done: 'Your password was changed' },
};

/**
 * An administrator with a set-password link to mail: who they are, and their password's fingerprint
 * when the mail was queued, which the link is signed over (services/passwordLinks.ts).
 */
export type InvitedAdmin = {
  id: number;
  firstName: string;
  email: string;
  passwordFingerprint: string;
  /** Whether the account had a password when the mail was queued: a new one, not a first. */
  passwordSet: boolean;
};

/** Who the site is: the brand in every mail, the links, and the promise the acknowledgement repeats. */
export type MailContext = {
  brandName: string;
  /** The support address the site shows to everyone. */
  supportEmail: string;
  /**
   * Where answers to the replies about `message` go: the support mailbox, at an address of this
   * conversation's own (server/inbound/replyAddresses.ts), so the answer comes back into it.
   */
  replyAddress: (message: Pick<MailMessage, 'id'>) => string;
  /**
   * Where the administrators' answers to an alert about `message` go: the same mailbox, at the
   * conversation's address for the team, from which the product relays them to the customer as replies.
   */
  adminReplyAddress: (message: Pick<MailMessage, 'id'>) => string;
  siteUrl: string;
  portalUrl: string;
  timeZone: string;
  /** The one-click link that takes `member` off the waitlist. */
  leaveUrl: (member: WaitlistMember) => string;
  /** The one-click link by which `member` confirms the address is theirs. */
  confirmUrl: (member: WaitlistMember) => string;
  /** The private link to `member`'s status page: their place and referrals. */
  statusUrl: (member: WaitlistMember) => string;
  /** Places a member moves up per referral credited (`REFERRAL_BOOST`); 0: referrals are off. */
  referralBoost: number;
  /** The set-password link of an administrator's `admin_invite` mail, valid 24 hours from `queuedAt`. */
  passwordLinkUrl: (admin: Pick<InvitedAdmin, 'id' | 'passwordFingerprint'>, queuedAt: Date) => string;
  /** `member`'s early-bird code and the link to the live platform that carries it (`LAUNCH_URL`). */
  invite: (member: WaitlistMember) => { code: string; url: string };
};

/** A mail to the list (`bulkMailKinds`): it carries a one-click unsubscribe and a visible leave link. */
export const isBulkMail = (data: MailData): data is Extract<MailData, { kind: BulkMailKind }> =>
  (bulkMailKinds as readonly string[]).includes(data.kind);

export type RenderedMail = {
  subject: string;
  text: string;
  html: string;
  /** Where answers go when it is not the sender (`MAIL_FROM`). */
  replyTo?: Mailbox;
  /** Automated mails say so (RFC 3834), so auto-responders do not answer them. */
  automated: boolean;
};

/**
 * How every mail to a visitor's address opens. Never with a name or anything else they typed: anyone can
 * type any address, and the product has no confirmation step, so no address has shown it is its owner's.
 * "Hi <name>," with a name like "your account is locked, verify at https://evil.example" would carry a
 * stranger's words, made a link by the mail client, to someone else's inbox from our domain
 * (docs/security.md).
 */
const GREETING = 'Hello,';

/** product.md's promised response: typically 4-6 hours, at most 24. */
export const RESPONSE_PROMISE = 'We usually answer within 4-6 hours, and always within 24 hours.';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/** Subjects are one line: a subject typed with line breaks would otherwise fold oddly in some clients. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const fullName = (message: MailMessage) => `${message.firstName} ${message.lastName}`;

/** Text quoted as mail clients quote it: every line behind "> ". */
export const quoted = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');

/**
 * The pieces a mail is written in. Each becomes a paragraph of the HTML body and of the text body, so
 * the two always say the same thing; user input goes in as text and is escaped for the HTML.
 */
type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'quote'; text: string }
  | { type: 'fields'; fields: Array<[label: string, value: string]> }
  | { type: 'list'; items: string[] }
  | { type: 'link'; label: string; url: string };

const textOf = (block: Block): string => {
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'quote':
      return quoted(block.text);
    case 'fields':
      return block.fields.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'link':
      return `${block.label}: ${block.url}`;
  }
};

/** Inline styles only, from the site's tokens: most mail clients drop <style> and load no stylesheet. */
const style = {
  body: `margin:0;padding:24px;background:${color.surface.subtle};font-family:Arial,Helvetica,sans-serif;color:${color.text.primary}`,
  card: `max-width:560px;margin:0 auto;padding:32px;background:${color.surface.raised};border-radius:12px`,
  brand: `margin:0 0 24px;font-size:20px;font-weight:bold;color:${color.brand.primary}`,
  paragraph: 'margin:0 0 16px;font-size:16px;line-height:1.5;white-space:pre-wrap;overflow-wrap:anywhere',
  quote: `margin:0 0 16px;padding:8px 16px;border-left:4px solid ${color.border.strong};color:${color.text.secondary};white-space:pre-wrap;overflow-wrap:anywhere`,
  label: `padding:4px 12px 4px 0;color:${color.text.secondary};vertical-align:top;white-space:nowrap`,
  value: 'padding:4px 0;overflow-wrap:anywhere',
  button: `display:inline-block;padding:12px 20px;background:${color.brand.primary};color:${color.text.onBrand};border-radius:8px;text-decoration:none;font-weight:bold`,
  footer: `max-width:560px;margin:16px auto 0;font-size:13px;color:${color.text.secondary};text-align:center`,
};

const htmlOf = (block: Block): string => {
  switch (block.type) {
    case 'paragraph':
      return `<p style="${style.paragraph}">${escapeHtml(block.text)}</p>`;
    case 'quote':
      return `<blockquote style="${style.quote}">${escapeHtml(block.text)}</blockquote>`;
    case 'fields':
      return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${block.fields
        .map(
          ([label, value]) =>
            `<tr><td style="${style.label}">${escapeHtml(label)}</td><td style="${style.value}">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'list':
      return `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.6">${block.items
        .map((item) => `<li>${escapeHtml(item)}</li>`)
        .join('')}</ul>`;
    case 'link':
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.url)}" style="${style.button}">${escapeHtml(block.label)}</a></p>`;
  }
};

/** A whole mail from its blocks, with the brand on top and an optional footer line. */
function compose(
  context: MailContext,
  subject: string,
  blocks: Block[],
  options: { footer?: Block[]; replyTo?: Mailbox; automated: boolean },
): RenderedMail {
  const footer = options.footer ?? [];
  const text = [...blocks, ...footer].map(textOf).join('\n\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="${style.body}"><div style="${style.card}"><p style="${style.brand}">${escapeHtml(context.brandName)}</p>${blocks
    .map(htmlOf)
    .join(
      '',
    )}</div>${footer.length ? `<div style="${style.footer}">${footer.map(htmlOf).join('')}</div>` : ''}</body></html>`;
  return { subject, text: `${text}\n`, html, replyTo: options.replyTo, automated: options.automated };
}

const dateTime = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(date);

/** The portal's address of one message: its details dialog opens on it, wherever it is in the list. */
const messageUrl = (context: MailContext, message: MailMessage) =>
  `${context.portalUrl}/messages?message=${message.id}`;

/**
 * How the alerts about a message end: a reply to the alert goes to the conversation's address for the
 * team, and is relayed to the customer from the support address, signed by whoever wrote it, and kept in
 * the conversation. Never the customer's own address: a reply sent straight to them would leave the
 * portal unaware and the message overdue, and give them the administrator's personal address.
 */
const alertEnding = (context: MailContext, message: MailMessage) => ({
  blocks: [
    { type: 'link', label: 'Open it in the portal', url: messageUrl(context, message) },
    {
      type: 'paragraph',
      text: `Reply to this e-mail to answer ${message.firstName}: your answer is sent from ${context.supportEmail} and kept in the conversation.`,
    },
  ] satisfies Block[],
  replyTo: { name: `${fullName(message)} via ${context.brandName}`, address: context.adminReplyAddress(message) },
});

/**
 * How every mail to the list ends: why the address gets it, and the one-click way off the list (also in
 * its List-Unsubscribe header), which stops every later bulk mail to the address.
 */
const listFooter = (context: MailContext, entry: WaitlistMember): Block[] => [
  {
    type: 'paragraph',
    text: `You get this e-mail because this address joined the ${context.brandName} waitlist on ${context.siteUrl}. Changed your mind? One click takes you off the list, and no more of its e-mails come to this address.`,
  },
  { type: 'link', label: 'Leave the waitlist', url: context.leaveUrl(entry) },
];

/** A member's link to share (`/?ref=<code>`): the landing page, which credits them for who joins through it. */
export const shareUrl = (siteUrl: string, referralCode: string) => `${siteUrl}/?${REFERRAL_PARAMETER}=${referralCode}`;

/**
 * What a member's place and referral link say in their welcome and status mails: their position, and,
 * with referrals on, how to move up and the link to share; then the status page's link.
 */
const standingBlocks = (context: MailContext, entry: WaitlistMember, standing: MemberStanding): Block[] => [
  ...(standing.position === null
    ? []
    : [{ type: 'paragraph' as const, text: `You're #${standing.position.toLocaleString('en-US')} on the waitlist.` }]),
  ...(context.referralBoost > 0 && standing.position !== null
    ? [
        {
          type: 'paragraph' as const,
          text: `Want an earlier invite? Each friend who joins through your link and confirms their address moves you up ${context.referralBoost} place${context.referralBoost === 1 ? '' : 's'}:`,
        },
        { type: 'link' as const, label: 'Your link to share', url: shareUrl(context.siteUrl, standing.referralCode) },
      ]
    : []),
  {
    type: 'paragraph',
    text: 'Your status page shows your place and your referrals at any time (keep this link to yourself):',
  },
  { type: 'link', label: 'See your status', url: context.statusUrl(entry) },
];

/** The subject of a mail of `kind`, as the outbox lists it and the mail carries it. */
export function subjectOf(data: MailData, context: Pick<MailContext, 'brandName'>): string {
  switch (data.kind) {
    case 'contact_alert':
      return `New message from ${oneLine(fullName(data.message))}: ${oneLine(data.message.subject)}`;
    case 'contact_ack':
      return 'We received your message';
    case 'welcome':
      return `Welcome to ${context.brandName}: your 50% early-user discount`;
    case 'reply':
      return replySubject(data.message.subject);
    case 'answer_alert':
      return `${oneLine(fullName(data.message))} answered: ${oneLine(data.message.subject)}`;
    case 'digest':
      return `${context.brandName} waitlist: ${data.digest.total} new sign-up${data.digest.total === 1 ? '' : 's'}`;
    case 'invite':
      return `${context.brandName} is open: your invite and 50% early-bird code`;
    case 'confirm_reminder':
      return `Please confirm your address for the ${context.brandName} waitlist`;
    case 'launch_news':
      return `${context.brandName} is live`;
    case 'status_link':
      return `Your place on the ${context.brandName} waitlist`;
    case 'security_notice':
      return `Your ${context.brandName} admin account: ${securityChanges[data.event].subject}`;
    case 'admin_invite':
      return data.admin.passwordSet
        ? `Set a new password for the ${context.brandName} admin portal`
        : `Set your password for the ${context.brandName} admin portal`;
  }
}

/** Writes the mail for `data`: subject, plain text and HTML saying the same, and its headers' choices. */
export function renderMail(data: MailData, context: MailContext): RenderedMail {
  const subject = subjectOf(data, context);
  switch (data.kind) {
    case 'contact_alert': {
      const { message } = data;
      const ending = alertEnding(context, message);
      return compose(
        context,
        subject,
        [
          { type: 'paragraph', text: `${fullName(message)} sent a message through the contact form.` },
          {
            type: 'fields',
            fields: [
              ['Name', fullName(message)],
              ['Email', message.email],
              ['Subject', message.subject],
            ],
          },
          { type: 'quote', text: message.message },
          ...ending.blocks,
        ],
        { replyTo: ending.replyTo, automated: true },
      );
    }
    case 'answer_alert': {
      const { message, answer } = data;
      const ending = alertEnding(context, message);
      return compose(
        context,
        subject,
        [
          { type: 'paragraph', text: `${fullName(message)} answered by e-mail in the conversation about:` },
          {
            type: 'fields',
            fields: [
              ['Subject', message.subject],
              ['From', answer.from.address],
            ],
          },
          { type: 'quote', text: answer.body },
          { type: 'paragraph', text: `The message is New and unread again in the portal.` },
          ...ending.blocks,
        ],
        { replyTo: ending.replyTo, automated: true },
      );
    }
    case 'contact_ack': {
      // Nothing the visitor typed (GREETING): no name, subject or message is repeated to the address.
      return compose(
        context,
        subject,
        [
          { type: 'paragraph', text: GREETING },
          {
            type: 'paragraph',
            text: `Thank you for contacting ${context.brandName}. Your message has reached us. ${RESPONSE_PROMISE}`,
          },
          { type: 'paragraph', text: `The ${context.brandName} team` },
        ],
        {
          footer: [
            {
              type: 'paragraph',
              text: `You get this e-mail because this address was given on ${context.siteUrl}/contact.`,
            },
          ],
          automated: true,
        },
      );
    }
    case 'welcome': {
      return compose(
        context,
        subject,
        [
          { type: 'paragraph', text: GREETING },
          { type: 'paragraph', text: `${waitlistCopy.welcomeTitle(context.brandName)} ${waitlistCopy.welcomeText}` },
          {
            type: 'paragraph',
            text: `This is our promise in writing: as an early user you get 50% off your first year of ${context.brandName}.`,
          },
          { type: 'paragraph', text: 'One click confirms that this address is yours and keeps your place:' },
          { type: 'link', label: 'Confirm your address', url: context.confirmUrl(data.entry) },
          ...standingBlocks(context, data.entry, data.standing),
          { type: 'paragraph', text: waitlistCopy.perksIntro },
          { type: 'list', items: [...waitlistCopy.perks] },
          { type: 'paragraph', text: `The ${context.brandName} team` },
        ],
        { footer: listFooter(context, data.entry), automated: true },
      );
    }
    case 'status_link': {
      return compose(
        context,
        subject,
        [
          { type: 'paragraph', text: GREETING },
          { type: 'paragraph', text: `Here is the link to your ${context.brandName} waitlist status, as you asked.` },
          ...standingBlocks(context, data.entry, data.standing),
          {
            type: 'paragraph',
            text: 'If you did not ask for it, there is nothing to do: the link is only in this e-mail.',
          },
          { type: 'paragraph', text: `The ${context.brandName} team` },
        ],
        { automated: true },
      );
    }
    case 'confirm_reminder': {
      return compose(
        context,
        subject,
        [
          { type: 'paragraph', text: GREETING },
          {
            type: 'paragraph',
            text: `Two days ago this address joined the ${context.brandName} waitlist. One click confirms that it is yours and keeps your place, with the 50% early-user discount:`,
          },
          { type: 'link', label: 'Confirm your address', url: context.confirmUrl(data.entry) },
          {
            type: 'paragraph',
            text: 'If you did not sign up, there is nothing to do: this is the only reminder we send.',
          },
          { type: 'paragraph', text: `The ${context.brandName} team` },
        ],
        { footer: listFooter(context, data.entry), automated: true },
      );
    }
    case 'launch_news': {
      return compose(
        context,
        subject,
        [
          { type: 'paragraph', text: GREETING },
          {
            type: 'paragraph',
            text: `${context.brandName} is live: the invoicing platform you joined the waitlist for is open.`,
          },
          {
            type: 'paragraph',
            text: 'We invite the waitlist in waves, in order of place in line. Your invite, with your 50% early-bird code, comes by e-mail; if it has come already, its link is all you need.',
          },
          { type: 'link', label: `See ${context.brandName}`, url: context.siteUrl },
          { type: 'paragraph', text: `The ${context.brandName} team` },
        ],
        { footer: listFooter(context, data.entry), automated: true },
      );
    }
    case 'invite': {
      const { code, url } = context.invite(data.entry);
      return compose(
        context,
        subject,
        [
          { type: 'paragraph', text: GREETING },
          {
            type: 'paragraph',
            text: `${context.brandName} is open, and you are among the first we invite from the waitlist.`,
          },
          {
            type: 'paragraph',
            text: `As promised, your early-bird code takes 50% off your first year. It is yours alone and works once:`,
          },
          { type: 'fields', fields: [['Your code', code]] },
          { type: 'link', label: 'Create your account', url },
          { type: 'paragraph', text: 'The link carries your code: no need to type it.' },
          { type: 'paragraph', text: `The ${context.brandName} team` },
        ],
        { footer: listFooter(context, data.entry), automated: true },
      );
    }
    case 'reply': {
      const { reply } = data;
      // The administrator's words only: the message is not quoted back, as whoever wrote it may have typed
      // someone else's address (GREETING). The subject line keeps "Re: <subject>", which no client makes a
      // link, and the References header threads the reply with the message.
      return compose(
        context,
        subject,
        [
          { type: 'paragraph', text: reply.body },
          { type: 'paragraph', text: reply.signature || `${reply.sender.name}, ${context.brandName}` },
        ],
        // Answers reach the team's support mailbox, at this conversation's own address there, under the
        // writer's name: never the administrator's own address, which is their login (docs/security.md)
        // and anyone could learn by writing in. The product reads that mailbox (server/inbound).
        {
          footer: [
            {
              type: 'paragraph',
              text: `You get this e-mail in answer to a message sent from this address on ${context.siteUrl}/contact.`,
            },
          ],
          replyTo: { name: reply.sender.name, address: context.replyAddress(data.message) },
          automated: false,
        },
      );
    }
    case 'digest': {
      const { digest } = data;
      const sources = Object.entries(digest.bySource).sort(([, a], [, b]) => b - a);
      return compose(
        context,
        subject,
        [
          {
            type: 'paragraph',
            text: `${digest.total} new sign-up${digest.total === 1 ? '' : 's'} joined the waitlist between ${dateTime(digest.since, context.timeZone)} and ${dateTime(digest.until, context.timeZone)}.`,
          },
          ...(sources.length
            ? [{ type: 'list' as const, items: sources.map(([source, count]) => `${source}: ${count}`) }]
            : []),
          { type: 'link', label: 'Open the waitlist in the portal', url: `${context.portalUrl}/waitlist` },
        ],
        { automated: true },
      );
    }
    case 'security_notice': {
      // Says what changed and when, never how to undo it with a link: a mail of ours is no sign-in.
      return compose(
        context,
        subject,
        [
          { type: 'paragraph', text: `Hello ${data.admin.firstName},` },
          {
            type: 'paragraph',
            text: `${securityChanges[data.event].done} for your administrator account (${data.admin.email}) on ${dateTime(data.at, context.timeZone)}.`,
          },
          {
            type: 'paragraph',
            text: 'Was it you? Then there is nothing to do. If not, sign in to the portal and change your password at once, or ask another administrator to remove your access.',
          },
          { type: 'paragraph', text: `The ${context.brandName} team` },
        ],
        { automated: true },
      );
    }
    case 'admin_invite': {
      // No password is ever in a mail: the link lets its owner choose one, once, within the day.
      return compose(
        context,
        subject,
        [
          { type: 'paragraph', text: `Hello ${data.admin.firstName},` },
          {
            type: 'paragraph',
            text: data.admin.passwordSet
              ? `An administrator of the ${context.brandName} portal sent you a link to choose a new password. Your password stays as it is unless you use it:`
              : `You have been made an administrator of the ${context.brandName} portal. Choose your password to sign in:`,
          },
          {
            type: 'link',
            label: data.admin.passwordSet ? 'Set a new password' : 'Set your password',
            url: context.passwordLinkUrl(data.admin, data.queuedAt),
          },
          {
            type: 'paragraph',
            text: `The link works once and for ${PASSWORD_LINK_VALID_HOURS} hours. Did not expect this? Ignore this mail: nothing happens without the link.`,
          },
          { type: 'paragraph', text: `The ${context.brandName} team` },
        ],
        { automated: true },
      );
    }
  }
}
