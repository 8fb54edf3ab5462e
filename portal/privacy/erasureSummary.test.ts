import { describe, expect, it } from 'vitest';

import { erasureSummary } from './erasureSummary';

const none = { waitlistEntries: 0, contactMessages: 0, replies: 0, mails: 0, webhookEvents: 0 };

describe('the erasure summary', () => {
  it('counts what went, naming only the kinds that had rows', () => {
    expect(
      erasureSummary('ada@example.com', {
        waitlistEntries: 1,
        contactMessages: 2,
        replies: 1,
        mails: 6,
        webhookEvents: 3,
      }),
    ).toBe(
      'Erased everything stored about ada@example.com: 1 waitlist sign-up, 2 contact messages, 1 reply, 6 mails and 3 webhook events.',
    );
    expect(erasureSummary('ada@example.com', { ...none, waitlistEntries: 1, mails: 1 })).toBe(
      'Erased everything stored about ada@example.com: 1 waitlist sign-up and 1 mail.',
    );
    expect(erasureSummary('ada@example.com', { ...none, replies: 3 })).toBe(
      'Erased everything stored about ada@example.com: 3 replies.',
    );
    expect(erasureSummary('ada@example.com', { ...none, webhookEvents: 1 })).toBe(
      'Erased everything stored about ada@example.com: 1 webhook event.',
    );
  });

  it('says so when nothing was stored', () => {
    expect(erasureSummary('nobody@example.com', none)).toBe('Nothing was stored about nobody@example.com.');
  });
});
