import { createHash } from 'node:crypto';

import type { FastifyInstance, FastifyReply } from 'fastify';

import {
  type ConfirmLinks,
  type LeaveLinks,
  type StatusLinks,
  WAITLIST_CONFIRM_PATH,
  WAITLIST_LEAVE_PATH,
  WAITLIST_STATUS_PATH,
} from '../mail/memberLinks';
import { shareUrl } from '../mail/templates';
import type { Standing, WaitlistRepository } from '../repositories/waitlist';
import { EARLY_BIRD_DISCOUNT, STATUS_LINK_SENT_MESSAGE } from '@shared/contract';
import { formOutcomePaths, paths } from '@shared/content/paths';
import { color } from '@shared/theme/tokens';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character]!);

/**
 * A small page of its own, made by the server: it answers a link from a mail, with the token in its
 * address, which no prerendered page could hold in its form. No script but `script` (allowed by its
 * hash), styles inline, nothing loaded from elsewhere, and no referrer: the token never leaves for
 * another site. `body` is HTML, escaped by its maker.
 */
function sendPage(reply: FastifyReply, status: number, content: { title: string; body: string; script?: string }) {
  if (content.script) reply.allowInlineScripts([createHash('sha256').update(content.script).digest('base64')]);
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Robots-Tag', 'noindex')
    .type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(content.title)}</title></head>
<body style="margin:0;padding:48px 16px;background:${color.surface.subtle};color:${color.text.primary};font:16px/1.5 system-ui,sans-serif">
<main style="max-width:32rem;margin:0 auto;padding:32px;background:${color.surface.raised};border-radius:12px">
<h1 style="margin:0 0 16px;font-size:1.5rem">${escapeHtml(content.title)}</h1>
${content.body}
</main>${content.script ? `<script>${content.script}</script>` : ''}</body></html>`);
}

const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
const homeLink = `<p style="margin:0"><a href="/" style="color:${color.text.link}">Go to the home page</a></p>`;
const buttonStyle = `padding:12px 20px;border:0;border-radius:8px;background:${color.brand.primary};color:${color.text.onBrand};font:inherit;font-weight:bold;cursor:pointer`;

/** A page that says one thing: the link's outcome, with the leave button when `token` is one to confirm. */
function page(reply: FastifyReply, status: number, content: { title: string; text: string; token?: string }) {
  const button = content.token
    ? `<form method="post" action="${WAITLIST_LEAVE_PATH}?token=${encodeURIComponent(content.token)}">
<button type="submit" style="margin-top:8px;${buttonStyle}">Leave the waitlist</button>
</form>`
    : homeLink;
  return sendPage(reply, status, { title: content.title, body: `${paragraph(content.text)}\n${button}` });
}

const INVALID_LINK = {
  title: 'This link does not work',
  text:
    'The link to leave the waitlist is incomplete or was changed. Use the link from your e-mail as it is. ' +
    'If you have left the waitlist already, there is nothing more to do.',
};

const INVALID_CONFIRM_LINK = {
  title: 'This link does not work',
  text: 'The link to confirm your address is incomplete or was changed. Use the link from your e-mail as it is.',
};

const CONFIRMED = {
  title: 'Your address is confirmed',
  text: 'Thank you: your place on the waitlist is kept, and your invite with the 50% early-user discount will come to this address.',
};

const NOT_ON_THE_LIST = {
  title: 'You are not on the waitlist',
  text: 'This address is no longer on the waitlist: there is nothing to leave.',
};

const NOT_ON_THE_LIST_TO_CONFIRM = {
  title: 'You are not on the waitlist',
  text: 'This address is no longer on the waitlist: there is nothing to confirm.',
};

const LEFT = {
  title: 'You have left the waitlist',
  text: 'Your address has been removed from the waitlist, and we will not e-mail you about the launch.',
};

const INVALID_STATUS_LINK = {
  title: 'This link does not work',
  text:
    'The link to your status page is incomplete or was changed. Use the link from your e-mail as it is, ' +
    'or have it mailed to you again from the waitlist page.',
};

const NOT_ON_THE_LIST_FOR_STATUS = {
  title: 'You are not on the waitlist',
  text: 'This address is no longer on the waitlist. You are welcome to join again from the home page.',
};

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * The copy and share buttons of the status page: hidden until this runs, so without JavaScript the page
 * shows the link to select by hand and no button that would do nothing. Share only where the browser
 * has a share sheet (phones, mostly).
 */
const SHARE_SCRIPT = `for(const b of document.querySelectorAll('[data-share-action]')){const a=b.dataset.shareAction,u=document.getElementById('share-link').value;if(a==='share'&&!navigator.share)continue;b.hidden=false;b.addEventListener('click',async()=>{try{if(a==='share'){await navigator.share({url:u});return}await navigator.clipboard.writeText(u);document.getElementById('share-status').textContent='Link copied'}catch{}})}`;

/**
 * A member's status page: their place (or where they are past waiting), their referrals and the link to
 * share, the early-user promise. Works without JavaScript; the copy and share buttons come with it.
 */
function statusPage(reply: FastifyReply, standing: Standing, context: { siteUrl: string; referralBoost: number }) {
  const titles: Record<Standing['status'], string> = {
    waiting: `You're #${(standing.position ?? 1).toLocaleString('en-US')}`,
    invited: 'Your invite is on its way',
    joined: "You've joined",
    removed: 'Your place is on hold',
  };
  const summaries: Record<Standing['status'], string> = {
    waiting: 'That is your place on the waitlist: invites go out in this order.',
    invited: 'Your invite was sent to your address: its link opens your account with the early-user discount.',
    joined: 'You have joined the platform with your invite. Welcome aboard!',
    removed: 'Your place on the waitlist is on hold. Write to us from the contact page if you think this is a mistake.',
  };
  const link = shareUrl(context.siteUrl, standing.referralCode);
  const referrals =
    context.referralBoost > 0 && standing.status === 'waiting'
      ? `<h2 style="margin:24px 0 8px;font-size:1.125rem">Move up the list</h2>
${paragraph(`Each friend who joins through your link and confirms their address moves you up ${plural(context.referralBoost, 'place', 'places')}.`)}
<dl style="display:grid;grid-template-columns:1fr auto;gap:4px 16px;margin:0 0 16px">
<dt>Referrals counted</dt><dd style="margin:0;font-weight:bold;text-align:right">${standing.referrals.toLocaleString('en-US')}</dd>
<dt>Waiting for your friend to confirm their address</dt><dd style="margin:0;font-weight:bold;text-align:right">${standing.awaitingConfirmation.toLocaleString('en-US')}</dd>
</dl>
<label for="share-link" style="display:block;font-weight:bold;margin:0 0 4px">Your link to share</label>
<input id="share-link" type="url" readonly value="${escapeHtml(link)}" style="box-sizing:border-box;width:100%;padding:10px 12px;border:1px solid ${color.border.control};border-radius:8px;font:inherit">
<p style="display:flex;flex-wrap:wrap;gap:8px;margin:12px 0 0">
<button type="button" data-share-action="copy" hidden style="${buttonStyle}">Copy link</button>
<button type="button" data-share-action="share" hidden style="${buttonStyle}">Share</button>
</p>
<p id="share-status" role="status" style="margin:8px 0 16px;min-height:1.5em"></p>`
      : '';
  const unconfirmed =
    !standing.confirmed && standing.status === 'waiting'
      ? paragraph('Please confirm your address to keep your place: the link is in your welcome e-mail.')
      : '';
  const promise = paragraph(
    `As an early user you get ${EARLY_BIRD_DISCOUNT.percentOff}% off your first year: the invite carries your code.`,
  );
  return sendPage(reply, 200, {
    title: titles[standing.status],
    body: `${paragraph(summaries[standing.status])}\n${unconfirmed}${referrals}${promise}\n${homeLink}`,
    script: referrals ? SHARE_SCRIPT : undefined,
  });
}

/** The outcome pages of the "mail me my status link" form without JavaScript (`formOutcomePaths.statusLink`). */
const statusLinkOutcomePages = {
  sent: {
    title: 'Check your inbox',
    text: STATUS_LINK_SENT_MESSAGE,
  },
  invalid: {
    title: 'Check the address',
    text: 'That does not look like an e-mail address. Go back and type the address you joined with.',
  },
  rateLimited: {
    title: 'Too many requests',
    text: 'Too many requests from this connection. Please wait a few minutes and try again.',
  },
  failed: {
    title: 'The link was not sent',
    text: 'Something went wrong on our side. Please try again in a few minutes.',
  },
} as const;

/**
 * The links every mail to the list carries.
 *
 * Leaving: opening the link (GET) asks to confirm, because mail scanners open links on their own; the
 * confirmation, or a mail client's one-click POST (RFC 8058, the List-Unsubscribe header), deletes the
 * entry, its pending mails with it, and the stats follow, and puts the address on the suppression list
 * (`left`), so that no later sign-up in its name mails it again. The signed token is the only authority
 * needed; any site may post it, as mail clients do.
 *
 * Confirming: opening the welcome's link (GET) confirms the address at once, in one click. A mail scanner
 * opening it confirms it too: that still shows the mailbox exists and takes our mail, which is what an
 * invite run limited to confirmed members needs to know.
 */
export function memberLinkRoutes(
  app: FastifyInstance,
  deps: {
    waitlist: WaitlistRepository;
    leaveLinks: LeaveLinks;
    confirmLinks: ConfirmLinks;
    statusLinks: StatusLinks;
    siteUrl: string;
    referralBoost: number;
    /** Leaving and confirming queue webhook events (`waitlist.left`, `.confirmed`, `.referred`): sent now. */
    webhooksQueued: () => void;
  },
) {
  const { waitlist, leaveLinks, confirmLinks, statusLinks } = deps;

  /**
   * The entry a token is for; 'gone' when it was signed for an entry that is no longer there (its member
   * left already); 'invalid' for anything else. The signature is checked before the entry is looked up,
   * so whether an id exists never changes the answer to a changed link.
   */
  const memberOf = async (token: unknown) => {
    const claim = leaveLinks.read(token);
    if (claim === null) return 'invalid' as const;
    const entry = await waitlist.addressOf(claim.id);
    if (claim.signed) return entry ?? ('gone' as const);
    // Perhaps an earlier welcome's link, which only its entry can check. Checked against an empty address
    // when there is none, so a missing entry costs the same work and gets the same answer as a wrong link.
    const earlier = leaveLinks.isAddressSignedFor(token as string, { id: claim.id, email: entry?.email ?? '' });
    return entry && earlier ? entry : ('invalid' as const);
  };

  app.register(async (leave) => {
    // Mail clients post `List-Unsubscribe=One-Click` as a form body (either encoding); what it says adds
    // nothing to the token in the address, so it is read and set aside.
    leave.removeAllContentTypeParsers();
    leave.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, _body, done) => done(null, undefined),
    );

    leave.get<{ Querystring: { token?: string } }>(WAITLIST_LEAVE_PATH, async (request, reply) => {
      const member = await memberOf(request.query.token);
      if (member === 'invalid') return page(reply, 400, INVALID_LINK);
      if (member === 'gone') return page(reply, 200, NOT_ON_THE_LIST);
      return page(reply, 200, {
        title: 'Leave the waitlist?',
        text: 'You will no longer hear from us about the launch, and you give up the early-user discount.',
        token: request.query.token,
      });
    });

    leave.post<{ Querystring: { token?: string } }>(WAITLIST_LEAVE_PATH, async (request, reply) => {
      const member = await memberOf(request.query.token);
      if (member === 'invalid') return page(reply, 400, INVALID_LINK);
      // Leaving twice (a double click, the mail client and the page) leaves once, and says so both times.
      if (member !== 'gone') {
        await waitlist.leave(member.id);
        deps.webhooksQueued();
      }
      request.log.info('a member left the waitlist through their link');
      return page(reply, 200, LEFT);
    });

    leave.get<{ Querystring: { token?: string } }>(WAITLIST_CONFIRM_PATH, async (request, reply) => {
      const claim = confirmLinks.read(request.query.token);
      if (claim === null || !claim.signed) return page(reply, 400, INVALID_CONFIRM_LINK);
      if (!(await waitlist.confirm(claim.id))) return page(reply, 200, NOT_ON_THE_LIST_TO_CONFIRM);
      deps.webhooksQueued();
      request.log.info('a member confirmed their address');
      return page(reply, 200, CONFIRMED);
    });

    leave.get<{ Querystring: { token?: string } }>(WAITLIST_STATUS_PATH, async (request, reply) => {
      const claim = statusLinks.read(request.query.token);
      if (claim === null || !claim.signed) return page(reply, 400, INVALID_STATUS_LINK);
      const standing = await waitlist.standing(claim.id);
      if (!standing) return page(reply, 200, NOT_ON_THE_LIST_FOR_STATUS);
      return statusPage(reply, standing, deps);
    });

    for (const [outcome, content] of Object.entries(statusLinkOutcomePages)) {
      const path = formOutcomePaths.statusLink[outcome as keyof typeof statusLinkOutcomePages];
      leave.get(path, async (_request, reply) =>
        sendPage(reply, 200, {
          title: content.title,
          body: `${paragraph(content.text)}\n<p style="margin:0"><a href="${paths.waitlist}" style="color:${color.text.link}">Back to the waitlist page</a></p>`,
        }),
      );
    }
  });
}
