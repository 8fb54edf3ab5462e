import { describe, expect, it } from 'vitest';

import { summarizeMailHealth } from './mailHealth';

const healthy = { smtpConfigured: true, queued: 0, failed: 0, notConfigured: 0 };

describe('the mail-health line', () => {
  it('says how many mails failed and points to the outbox', () => {
    expect(summarizeMailHealth({ ...healthy, failed: 3 })).toEqual({
      tone: 'error',
      text: '3 mails failed',
      seeOutbox: true,
    });
    expect(summarizeMailHealth({ ...healthy, failed: 1 }).text).toBe('1 mail failed');
    expect(summarizeMailHealth({ ...healthy, failed: 1200 }).text).toBe('1,200 mails failed');
  });

  it('says how many mails wait for an SMTP server', () => {
    expect(summarizeMailHealth({ ...healthy, smtpConfigured: false, notConfigured: 5 })).toEqual({
      tone: 'warning',
      text: '5 mails not sent: no SMTP server configured',
      seeOutbox: true,
    });
    expect(summarizeMailHealth({ ...healthy, notConfigured: 1 }).text).toBe(
      '1 mail not sent: no SMTP server configured',
    );
  });

  it('names both problems, failures first and in the tone of the worse', () => {
    expect(summarizeMailHealth({ ...healthy, smtpConfigured: false, failed: 2, notConfigured: 5 })).toEqual({
      tone: 'error',
      text: '2 mails failed; 5 mails not sent: no SMTP server configured',
      seeOutbox: true,
    });
  });

  it('warns of a server without an SMTP server before any mail is kept', () => {
    expect(summarizeMailHealth({ ...healthy, smtpConfigured: false })).toEqual({
      tone: 'warning',
      text: 'No SMTP server configured: mails will be kept until one is',
      seeOutbox: true,
    });
  });

  it('is a quiet line without a pointer when nothing is wrong', () => {
    expect(summarizeMailHealth(healthy)).toEqual({ tone: 'neutral', text: 'Mail: all sent', seeOutbox: false });
    // Queued mails are on their way: the worker sends them in a moment.
    expect(summarizeMailHealth({ ...healthy, queued: 2 })).toEqual({
      tone: 'neutral',
      text: 'Mail: 2 waiting to be sent',
      seeOutbox: false,
    });
  });
});
