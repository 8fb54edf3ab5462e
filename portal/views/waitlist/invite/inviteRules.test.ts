import { describe, expect, it } from 'vitest';

import { INVITE_RUN_LIMIT } from '@shared/contract/constants';
import {
  chosenText,
  type InviteTarget,
  inviteRequestOf,
  largestInviteCount,
  previewSummary,
  readInviteCount,
  runProgress,
  runSummary,
  sendLabel,
} from './inviteRules';

const selection: InviteTarget = { ids: [4, 7, 9], count: 3, capped: false };
const matching: InviteTarget = { filter: { utmCampaign: 'launch' }, count: 12_400, capped: true };
const run = { id: 1, createdAt: '2026-11-21T10:00:00.000Z', createdBy: 'admin@example.com', invited: 5 };

describe('whom an invite run invites', () => {
  it('names the selection or the filter', () => {
    expect(chosenText(selection)).toBe('the 3 sign-ups selected');
    expect(chosenText({ ids: [4], count: 1, capped: false })).toBe('the selected sign-up');
    expect(chosenText(matching)).toBe('all 12,400+ sign-ups matching this filter');
  });

  it('offers all of them by default, never more than one run takes', () => {
    expect(largestInviteCount(selection)).toBe(3);
    expect(largestInviteCount(matching)).toBe(INVITE_RUN_LIMIT);
  });

  it('takes a whole number from 1 to the largest, and says why anything else is refused', () => {
    expect(readInviteCount(' 2 ', 3)).toEqual({ count: 2 });
    expect(readInviteCount('3', 3)).toEqual({ count: 3 });
    for (const typed of ['', '0', '4', '1.5', '-1', 'abc']) {
      expect(readInviteCount(typed, 3)).toEqual({ error: 'Enter a whole number from 1 to 3.' });
    }
    expect(readInviteCount('10001', INVITE_RUN_LIMIT)).toEqual({ error: 'Enter a whole number from 1 to 10,000.' });
  });

  it('asks for the first N of the selection or of the filter', () => {
    expect(inviteRequestOf(selection, 2)).toEqual({ ids: [4, 7, 9], limit: 2 });
    expect(inviteRequestOf(matching, 100)).toEqual({ filter: { utmCampaign: 'launch' }, limit: 100 });
  });

  it('says whether only confirmed members are invited once the administrator chose, else leaves it to the server', () => {
    expect(inviteRequestOf(selection, 2, true)).toEqual({ ids: [4, 7, 9], limit: 2, confirmedOnly: true });
    expect(inviteRequestOf(selection, 2, false)).toEqual({ ids: [4, 7, 9], limit: 2, confirmedOnly: false });
    expect(inviteRequestOf(selection, 2, undefined)).not.toHaveProperty('confirmedOnly');
  });
});

describe('what the preview and the progress say', () => {
  it('says how many will be invited and how many of those chosen wait', () => {
    const all = { confirmedOnly: false };
    expect(previewSummary({ willInvite: 2, waiting: 2, ...all })).toBe(
      '2 will be invited (2 of those chosen are waiting).',
    );
    expect(previewSummary({ willInvite: 1, waiting: 1, ...all })).toBe(
      '1 will be invited (1 of those chosen is waiting).',
    );
    expect(previewSummary({ willInvite: 1, waiting: 1, confirmedOnly: true })).toBe(
      '1 will be invited (1 of those chosen is waiting and confirmed their address).',
    );
    expect(sendLabel(3)).toBe('Send 3 invites');
    expect(sendLabel(1)).toBe('Send 1 invite');
  });

  it('counts a run settled once no mail waits, whatever became of them', () => {
    const queued = { ...run, queued: 5, sent: 0, failed: 0, notConfigured: 0, suppressed: 0 };
    expect(runProgress(queued)).toEqual({ settled: 0, total: 5, active: true });
    expect(runSummary(queued)).toBe('0 of 5 sent, 5 queued');

    const partly = { ...run, queued: 2, sent: 2, failed: 1, notConfigured: 0, suppressed: 0 };
    expect(runProgress(partly)).toEqual({ settled: 3, total: 5, active: true });
    expect(runSummary(partly)).toBe('2 of 5 sent, 2 queued, 1 failed');

    const kept = { ...run, queued: 0, sent: 0, failed: 0, notConfigured: 5, suppressed: 0 };
    expect(runProgress(kept)).toEqual({ settled: 5, total: 5, active: false });
    expect(runSummary(kept)).toBe('0 of 5 sent, 5 not sent (no SMTP server)');

    // An address that bounced after the run picked it: its invite is settled, never sent.
    const suppressed = { ...run, queued: 0, sent: 4, failed: 0, notConfigured: 0, suppressed: 1 };
    expect(runProgress(suppressed)).toEqual({ settled: 5, total: 5, active: false });
    expect(runSummary(suppressed)).toBe('4 of 5 sent, 1 not sent (address suppressed)');
  });
});
