import { describe, expect, it } from 'vitest';

import { withoutQuotedHistory, withoutSignatureBlock } from './quotedHistory';

describe('what a customer wrote, without the history their client quoted', () => {
  it.each([
    [
      'Gmail',
      'Thanks, that works!\n\nOn Mon, 30 Nov 2026 at 10:14, Ada Lovelace <support@x.app> wrote:\n> Hi Zoë,\n> yes.',
    ],
    [
      'an attribution wrapped onto two lines',
      'Thanks, that works!\n\nOn Mon, 30 Nov 2026 at 10:14, Ada Lovelace\n<support@x.app> wrote:\n> yes.',
    ],
    [
      'Apple Mail in German',
      'Thanks, that works!\n\nAm 30.11.2026 um 10:14 schrieb Ada Lovelace <support@x.app>:\n> yes.',
    ],
    ['Outlook', 'Thanks, that works!\n\n-----Original Message-----\nFrom: Ada\nSent: Monday\n\nyes.'],
    [
      'Outlook’s header block',
      'Thanks, that works!\n\n________________________________\nFrom: Ada Lovelace <support@x.app>\nSent: Monday, 30 November 2026 10:14\nTo: Zoë\n\nyes.',
    ],
  ])('cuts %s', (_client, text) => {
    expect(withoutQuotedHistory(text)).toBe('Thanks, that works!');
  });

  it('drops lines quoted with > between the lines written, and keeps a mail that is all quote whole', () => {
    expect(withoutQuotedHistory('> the question\nThe answer.\r\n> more\nThanks')).toBe('The answer.\nThanks');
    expect(withoutQuotedHistory('> only a quote')).toBe('> only a quote');
  });

  it('keeps a line that merely starts like an attribution', () => {
    expect(withoutQuotedHistory('On Monday I can pay.\nFrom: the accounts team')).toBe(
      'On Monday I can pay.\nFrom: the accounts team',
    );
  });
});

describe("an administrator's answer relayed to a customer", () => {
  it('leaves out their mail client’s signature block, from the last "-- " line', () => {
    expect(withoutSignatureBlock('Yes, we do.\n\n-- \nAda Lovelace\n+44 20 7946 0000')).toBe('Yes, we do.');
    expect(withoutSignatureBlock('Step one\n--\nstep two\n-- \nAda')).toBe('Step one\n--\nstep two');
    expect(withoutSignatureBlock('No signature -- here.')).toBe('No signature -- here.');
    expect(withoutSignatureBlock('-- \nAda')).toBe('-- \nAda');
  });
});
