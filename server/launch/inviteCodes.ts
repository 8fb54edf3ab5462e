import { createHash, createHmac } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a code read aloud or retyped is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 16 symbols of 5 bits: 80 bits, beyond guessing even without the redeem endpoint's rate limit. */
const CODE_SYMBOLS = 16;

/** What a person may type for a symbol that is not in the alphabet (Crockford's decoding). */
const LOOKALIKES: Record<string, string> = { I: '1', L: '1', O: '0' };

/**
 * The early-bird codes of launch invites. A code is derived from the entry (its id and address) with a
 * key of the server's own, for this purpose only, so it is the same however often the invite mail is
 * made (a retry, a resend) and never needs to be stored: the database keeps its SHA-256 (`hashOf`), which
 * the redeem endpoint looks up. A code read from the database alone cannot be made.
 */
export function createInviteCodes(secret: string) {
  return {
    /** The code of `member`, grouped for reading: `7K3M-9QX2-HT4P-0B8R`. */
    codeFor(member: { id: number; email: string }): string {
      const digest = createHmac('sha256', secret)
        .update(`launch-invite\n${member.id}\n${member.email.toLowerCase()}`)
        .digest();
      let symbols = '';
      for (let index = 0; index < CODE_SYMBOLS; index += 1) {
        const bit = index * 5;
        const pair = (digest[bit >> 3]! << 8) | digest[(bit >> 3) + 1]!;
        symbols += ALPHABET[(pair >> (11 - (bit & 7))) & 31];
      }
      return symbols.match(/.{4}/g)!.join('-');
    },

    /**
     * The hash a code is stored and looked up by, or null when `typed` cannot be a code. Case, spaces and
     * dashes are ignored, and I, L and O read as 1, 1 and 0, as people retype codes.
     */
    hashOf(typed: string): string | null {
      const symbols = typed
        .toUpperCase()
        .replace(/[\s-]/g, '')
        .replace(/[ILO]/g, (letter) => LOOKALIKES[letter]!);
      if (symbols.length !== CODE_SYMBOLS || [...symbols].some((symbol) => !ALPHABET.includes(symbol))) return null;
      return createHash('sha256').update(symbols).digest('hex');
    },
  };
}

export type InviteCodes = ReturnType<typeof createInviteCodes>;

/** The launch link of an invite: `LAUNCH_URL` with the code added to its query. */
export function inviteUrl(launchUrl: string, code: string): string {
  const url = new URL(launchUrl);
  url.searchParams.set('code', code);
  return url.href;
}
