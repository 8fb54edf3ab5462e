import { describe, expect, it } from 'vitest';

import { fieldLimits } from '@shared/contract/constants';
import { canSaveSavedReply, canSendReply, fillSavedReply, insertIntoDraft, replySubject } from './replyRules';

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

describe('a saved reply put into a reply', () => {
  it('greets the sender by first name wherever the text says {firstName}', () => {
    expect(fillSavedReply('Hello {firstName},\n\nthanks, {firstName}!', 'Grace')).toBe(
      'Hello Grace,\n\nthanks, Grace!',
    );
  });

  it('takes the name as the sender typed it, trimmed, even one that looks like a replacement pattern', () => {
    expect(fillSavedReply('Hi {firstName}.', '  José ')).toBe('Hi José.');
    expect(fillSavedReply('Hi {firstName}.', "$& $1 $'")).toBe("Hi $& $1 $'.");
  });

  it('leaves any other braces, and a text without the placeholder, as written', () => {
    expect(fillSavedReply('Use {lastName} or {firstname} or { firstName }.', 'Ada')).toBe(
      'Use {lastName} or {firstname} or { firstName }.',
    );
    expect(fillSavedReply('Thanks!', 'Ada')).toBe('Thanks!');
  });
});

describe('inserting into the draft', () => {
  it('fills an empty draft and puts the cursor after the text', () => {
    expect(insertIntoDraft('', { start: 0, end: 0 }, 'Hello Ada')).toEqual({ value: 'Hello Ada', caret: 9 });
  });

  it('goes where the cursor is, keeping what was typed before and after it', () => {
    expect(insertIntoDraft('Hi,\n\nBest, Olivia', { start: 5, end: 5 }, 'Yes.\n\n')).toEqual({
      value: 'Hi,\n\nYes.\n\nBest, Olivia',
      caret: 11,
    });
  });

  it('replaces the selected text, as typing would', () => {
    expect(insertIntoDraft('Hi TODO!', { start: 3, end: 7 }, 'Ada')).toEqual({ value: 'Hi Ada!', caret: 6 });
  });

  it('reads a selection beyond the text as its end', () => {
    expect(insertIntoDraft('Hi', { start: 9, end: 12 }, '!')).toEqual({ value: 'Hi!', caret: 3 });
  });
});

describe('saving a saved reply', () => {
  const reply = { title: 'Thanks', body: 'Hello {firstName}' };

  it('waits for a title and a text, spaces alone being neither', () => {
    expect(canSaveSavedReply(reply)).toBe(true);
    expect(canSaveSavedReply({ ...reply, title: ' \n ' })).toBe(false);
    expect(canSaveSavedReply({ ...reply, body: '' })).toBe(false);
  });

  it('refuses a title or a text over its limit', () => {
    expect(canSaveSavedReply({ ...reply, title: 'x'.repeat(fieldLimits.savedReplyTitle) })).toBe(true);
    expect(canSaveSavedReply({ ...reply, title: 'x'.repeat(fieldLimits.savedReplyTitle + 1) })).toBe(false);
    expect(canSaveSavedReply({ ...reply, body: 'x'.repeat(fieldLimits.savedReplyBody + 1) })).toBe(false);
  });
});
