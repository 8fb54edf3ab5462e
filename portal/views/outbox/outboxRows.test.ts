import { describe, expect, it } from 'vitest';

import { mailStates } from '@shared/contract';
import { mailStateTones } from '../common/MailStateChip';
import { canRetry, deliveryOf, isForAdministrators, triesOf } from './outboxRows';

describe('outbox rows', () => {
  it('shows an administrators’ mail by whom it is for until its addresses are known', () => {
    expect(isForAdministrators({ to: [] })).toBe(true);
    expect(isForAdministrators({ to: ['grace@example.com'] })).toBe(false);
  });

  it('offers Retry on failed and suppressed mails only', () => {
    expect(mailStates.filter((state) => canRetry({ state }))).toEqual(['failed', 'suppressed']);
  });

  it('shows when a mail was sent, or when a queued one is tried next', () => {
    const sentAt = '2026-11-21T10:02:04.000Z';
    const nextAttemptAt = '2026-11-21T12:04:00.000Z';
    expect(deliveryOf({ state: 'sent', sentAt, nextAttemptAt: null })).toEqual({ label: 'Sent', at: sentAt });
    expect(deliveryOf({ state: 'queued', sentAt: null, nextAttemptAt })).toEqual({
      label: 'Next try',
      at: nextAttemptAt,
    });
    expect(deliveryOf({ state: 'failed', sentAt: null, nextAttemptAt: null })).toBeNull();
    expect(deliveryOf({ state: 'not_configured', sentAt: null, nextAttemptAt: null })).toBeNull();
    // A next try only means something while the mail waits in the queue.
    expect(deliveryOf({ state: 'sending', sentAt: null, nextAttemptAt })).toBeNull();
  });

  it('says how many times sending was tried', () => {
    expect([0, 1, 5].map((attempts) => triesOf({ attempts }))).toEqual(['No tries yet', '1 try', '5 tries']);
  });

  it('colours each state by what it asks of the administrator', () => {
    expect(mailStateTones).toEqual({
      queued: 'info',
      sending: 'info',
      sent: 'success',
      failed: 'error',
      not_configured: 'warning',
      suppressed: 'default',
    });
  });
});
