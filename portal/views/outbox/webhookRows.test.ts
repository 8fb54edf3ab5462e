import { describe, expect, it } from 'vitest';

import { canRetryEvent, deliveryOfEvent, lastAnswerOf, personOf } from './webhookRows';

describe('the webhook events table', () => {
  it('offers Retry on failed events only', () => {
    expect(canRetryEvent({ state: 'failed' })).toBe(true);
    for (const state of ['queued', 'sending', 'delivered'] as const) expect(canRetryEvent({ state })).toBe(false);
  });

  it('names the person an event is about: its email, or the first person its data names', () => {
    expect(personOf({ data: { id: 1, email: 'ada@example.com' } })).toBe('ada@example.com');
    expect(
      personOf({ data: { referrer: { email: 'grace@example.com' }, referral: { email: 'ada@example.com' } } }),
    ).toBe('grace@example.com');
    expect(personOf({ data: { id: 1, note: null } })).toBe('');
  });

  it('says when an event was delivered, or when a queued one is tried next', () => {
    const at = '2026-03-18T10:00:00.000Z';
    expect(deliveryOfEvent({ state: 'delivered', deliveredAt: at, nextAttemptAt: null })).toEqual({
      label: 'Delivered',
      at,
    });
    expect(deliveryOfEvent({ state: 'queued', deliveredAt: null, nextAttemptAt: at })).toEqual({
      label: 'Next try',
      at,
    });
    expect(deliveryOfEvent({ state: 'failed', deliveredAt: null, nextAttemptAt: null })).toBeNull();
  });

  it('shows the receiver’s refusal, or the status it accepted with', () => {
    expect(lastAnswerOf({ lastStatus: 500, lastError: '500: down' })).toEqual({ text: '500: down', failed: true });
    expect(lastAnswerOf({ lastStatus: null, lastError: 'no answer within 10 s' })).toEqual({
      text: 'no answer within 10 s',
      failed: true,
    });
    expect(lastAnswerOf({ lastStatus: 204, lastError: null })).toEqual({ text: 'Accepted (204)', failed: false });
    expect(lastAnswerOf({ lastStatus: null, lastError: null })).toBeNull();
  });
});
