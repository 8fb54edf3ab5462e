import type { FastifyInstance, FastifyReply } from 'fastify';

import { type ConfirmLinks, type LeaveLinks, WAITLIST_CONFIRM_PATH, WAITLIST_LEAVE_PATH } from '../mail/memberLinks';
import type { WaitlistRepository } from '../repositories/waitlist';
import { color } from '@shared/theme/tokens';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character]!);

/**
 * A small page of its own, made by the server: it answers a link from a mail, with the token in its
 * address, which no prerendered page could hold in its form. No script, styles inline, nothing loaded
 * from elsewhere, and no referrer: the token never leaves for another site.
 */
function page(reply: FastifyReply, status: number, content: { title: string; text: string; token?: string }) {
  const button = content.token
    ? `<form method="post" action="${WAITLIST_LEAVE_PATH}?token=${encodeURIComponent(content.token)}">
<button type="submit" style="margin-top:8px;padding:12px 20px;border:0;border-radius:8px;background:${color.brand.primary};color:${color.text.onBrand};font:inherit;font-weight:bold;cursor:pointer">Leave the waitlist</button>
</form>`
    : `<p><a href="/" style="color:${color.text.link}">Go to the home page</a></p>`;
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
<p style="margin:0 0 16px">${escapeHtml(content.text)}</p>
${button}
</main></body></html>`);
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
  deps: { waitlist: WaitlistRepository; leaveLinks: LeaveLinks; confirmLinks: ConfirmLinks },
) {
  const { waitlist, leaveLinks, confirmLinks } = deps;

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
      if (member !== 'gone') await waitlist.leave(member.id);
      request.log.info('a member left the waitlist through their link');
      return page(reply, 200, LEFT);
    });

    leave.get<{ Querystring: { token?: string } }>(WAITLIST_CONFIRM_PATH, async (request, reply) => {
      const claim = confirmLinks.read(request.query.token);
      if (claim === null || !claim.signed) return page(reply, 400, INVALID_CONFIRM_LINK);
      if (!(await waitlist.confirm(claim.id))) return page(reply, 200, NOT_ON_THE_LIST_TO_CONFIRM);
      request.log.info('a member confirmed their address');
      return page(reply, 200, CONFIRMED);
    });
  });
}
