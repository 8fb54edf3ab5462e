import { describe, expect, it } from 'vitest';

import { fieldLimits } from '@shared/contract/constants';
import { canSendReply, replySubject } from './replyRules';

describe('the reply subject', () => {
  it('is the message subject behind "Re: "', () => {
    expect(replySubject('Multi-currency invoices')).toBe('Re: Multi-currency invoices');
  });

  it('says "Re:" once, however many the subject already had, in any case', () => {
    expect(replySubject('Re: Launch date')).toBe('Re: Launch date');
    expect(replySubject('RE: re:Re:  Launch date')).toBe('Re: Launch date');
    // Only a leading "Re:" is one: elsewhere it is part of the subject.
    expect(replySubject('Question re: pricing')).toBe('Re: Question re: pricing');
  });

  it('is one line, as a subject typed with line breaks would fold oddly in mail clients', () => {
    expect(replySubject('  Invoices\n\tin two\r\ncurrencies  ')).toBe('Re: Invoices in two currencies');
  });
});

describe('sending a reply', () => {
  it('waits for some text: spaces and line breaks alone are refused by the server', () => {
    expect(canSendReply('')).toBe(false);
    expect(canSendReply('  \n\t ')).toBe(false);
    expect(canSendReply('Yes')).toBe(true);
    expect(canSendReply('\n  Yes, both currencies work.\n')).toBe(true);
  });

  it('refuses a text over the limit, which the composer keeps whole instead of cutting', () => {
    expect(canSendReply('x'.repeat(fieldLimits.message))).toBe(true);
    expect(canSendReply('x'.repeat(fieldLimits.message + 1))).toBe(false);
  });
});
