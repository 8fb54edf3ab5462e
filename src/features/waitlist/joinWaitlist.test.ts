import { afterEach, describe, expect, it, vi } from 'vitest';

import type { KeyValueStorage } from '@/api';
import { waitlistMessages } from '@shared/content/waitlist';
import { throwawayEmailMessage } from '@shared/contract/constants';
import { answers, type StubAnswer, stubFetch } from '@testing/web/fetchStub';
import { joinWaitlist, type WaitlistJoinPayload } from './joinWaitlist';

/**
 * Which message each answer leads to (product.md §8, "Waitlist join"), through the real service layer
 * over a stubbed `fetch`. The words themselves, and where the dialog shows them, are the stories'
 * (stories/features/waitlist/WaitlistDialog.stories.tsx): here a message is named by its key.
 */
const signUp: WaitlistJoinPayload = { email: 'ada@example.com', name: null, company: null, source: 'website' };
const localKey = 'invoiceSystemWaitlist';

/** Storage that can be read but refuses every write, as a full or blocked local storage does. */
const refusingStorage: KeyValueStorage = {
  getItem: () => null,
  setItem: () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  },
  removeItem: () => {},
};

describe('joining the waitlist', () => {
  // The unit files share one page: the stubbed fetch goes with this file (testing/web/setup.ts empties storage).
  afterEach(() => vi.unstubAllGlobals());

  it.each<{ on: string; answer: StubAnswer; message: keyof typeof waitlistMessages }>([
    { on: '409 with the duplicate message', answer: answers.duplicate, message: 'duplicate' },
    {
      on: '400 whose message says the email already exists',
      answer: { status: 400, body: { message: 'Email already exists' } },
      message: 'duplicate',
    },
    { on: '409 with another message', answer: answers.conflict, message: 'invalid' },
    { on: '400', answer: answers.invalid, message: 'invalid' },
    { on: '429', answer: answers.rateLimited, message: 'rateLimited' },
    { on: '500', answer: answers.serverError, message: 'failed' },
    { on: '503 without a body', answer: answers.unavailable, message: 'failed' },
  ])('fails with the $message message on $on, keeping nothing in the browser', async ({ answer, message }) => {
    stubFetch(answer);
    await expect(joinWaitlist(signUp)).resolves.toEqual({ outcome: 'failed', message: waitlistMessages[message] });
    expect(localStorage.getItem(localKey)).toBeNull();
  });

  it("fails with the server's own message on a 400 refusing a throwaway address, which names the domain", async () => {
    const message = throwawayEmailMessage('mailinator.com');
    stubFetch({ status: 400, body: { statusCode: 400, error: 'Bad Request', message } });
    await expect(joinWaitlist(signUp)).resolves.toEqual({ outcome: 'failed', message });
    expect(localStorage.getItem(localKey)).toBeNull();
  });

  it('joins with the server id on 201, even when the browser cannot keep its copy', async () => {
    stubFetch(answers.created(314));
    await expect(joinWaitlist(signUp, refusingStorage)).resolves.toEqual({ outcome: 'joined', id: 314 });
  });

  describe('without a network', () => {
    it('keeps the sign-up in the browser, to be sent later', async () => {
      stubFetch(answers.network);
      await expect(joinWaitlist(signUp)).resolves.toEqual({ outcome: 'savedOffline' });
      expect(JSON.parse(localStorage.getItem(localKey) ?? '[]')).toEqual([
        expect.objectContaining({ email: 'ada@example.com', offline: true }),
      ]);
    });

    it("keeps the share link's code with it, so that it goes with the sign-up when sent later", async () => {
      stubFetch(answers.network);
      await joinWaitlist({ ...signUp, landingPage: '/', referralCode: 'Ab3_-x9QzK0w' });
      const [kept] = JSON.parse(localStorage.getItem(localKey) ?? '[]');
      expect(kept).toMatchObject({ email: 'ada@example.com', offline: true, referralCode: 'Ab3_-x9QzK0w' });
      // The rest of the visit's attribution is this tab's, and is not kept (product.md §2, "Attribution").
      expect(kept).not.toHaveProperty('landingPage');
    });

    it('fails with the duplicate message when the browser already has the email, whatever its case', async () => {
      stubFetch(answers.network);
      await joinWaitlist(signUp);
      await expect(joinWaitlist({ ...signUp, email: 'ADA@example.com' })).resolves.toEqual({
        outcome: 'failed',
        message: waitlistMessages.duplicate,
      });
    });

    it('fails with the connection message when the browser cannot keep it either', async () => {
      stubFetch(answers.network);
      await expect(joinWaitlist(signUp, refusingStorage)).resolves.toEqual({
        outcome: 'failed',
        message: waitlistMessages.offlineSaveFailed,
      });
    });
  });
});
