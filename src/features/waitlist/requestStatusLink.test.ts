import { afterEach, describe, expect, it, vi } from 'vitest';

import { statusLinkCopy } from '@/content/statusLink';
import { STATUS_LINK_SENT_MESSAGE } from '@shared/contract/constants';
import { answers, sentBodies, type StubAnswer, stubFetch } from '@testing/web/fetchStub';
import { requestStatusLink } from './requestStatusLink';

/**
 * What each answer to the status link request leads to, through the real service layer over a stubbed
 * `fetch`. Where the form shows it is the stories' (stories/features/waitlist/StatusLinkForm.stories.tsx).
 */
describe('asking for the status link', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the trimmed address to the API and resolves with the server's message", async () => {
    const fetch = stubFetch({ status: 201, body: { message: STATUS_LINK_SENT_MESSAGE } });
    await expect(requestStatusLink('  ada@example.com ')).resolves.toEqual({
      outcome: 'sent',
      message: STATUS_LINK_SENT_MESSAGE,
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/webpage/waitlist/status-link');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'POST' });
    // A person's request carries no honeypot; a bot's carries what it typed, for the server to ignore it.
    await requestStatusLink('ada@example.com', 'filled by a bot');
    expect(sentBodies(fetch)).toEqual([
      { email: 'ada@example.com' },
      { email: 'ada@example.com', website: 'filled by a bot' },
    ]);
  });

  it.each<{ on: string; answer: StubAnswer; message: string }>([
    {
      on: '400, with what the server says is wrong with the address',
      answer: answers.invalid,
      message: 'Email must be a valid e-mail address',
    },
    { on: '429', answer: answers.rateLimited, message: statusLinkCopy.errors.rateLimited },
    { on: '500', answer: answers.serverError, message: statusLinkCopy.errors.failed },
    { on: '503 without a body', answer: answers.unavailable, message: statusLinkCopy.errors.failed },
    { on: 'no answer at all', answer: answers.network, message: statusLinkCopy.errors.network },
  ])('fails on $on', async ({ answer, message }) => {
    stubFetch(answer);
    await expect(requestStatusLink('ada@example.com')).resolves.toEqual({ outcome: 'failed', message });
  });
});
