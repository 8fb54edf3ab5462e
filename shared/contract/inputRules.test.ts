/*
 * The input rules of the shared schemas (docs/security.md, "Input"): dates within the years 1-9999,
 * invisible text counted as missing, the e-mail address's lengths and its one stored form. The server's
 * answers to the same inputs are tested in server/routes/inputProperties.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { contactMessageRequestSchema } from './contact';
import { adminListFilterQuery, emailField, hasVisibleText, optionalText, requiredText } from './fields';
import { waitlistJoinRequestSchema } from './waitlist';

const messagesOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((issue) => issue.message);

describe('date bounds of the list filters', () => {
  const fromProblems = (from: string) => messagesOf(adminListFilterQuery.safeParse({ from }));

  it.each([
    '2026-01-31',
    '0001-01-01',
    '9999-12-31',
    '2024-02-29',
    '2026-01-31T09:30',
    '2026-01-31T09:30:00Z',
    '2026-01-31T09:30:00.123+02:00',
    ' 2026-01-31 ',
  ])('takes %j', (from) => {
    expect(fromProblems(from)).toEqual([]);
  });

  it.each([
    '0000-01-01',
    '10000-01-01',
    '275760-09-13',
    '-271821-04-20T00:00:00Z',
    '+275760-09-13T00:00:00Z',
    '-000001-01-01',
    '9999-12-31T23:00:00-05:00',
    '0001-01-01T00:00:00+14:00',
  ])('refuses %j as outside the years 1-9999', (from) => {
    expect(fromProblems(from)).toEqual(['from must be a date between the years 1 and 9999']);
  });

  it.each(['2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '2026-01-31T24:00:00Z', '2026-01-31T10:60'])(
    'refuses %j as a day or time that does not exist',
    (from) => {
      expect(fromProblems(from)).toEqual([
        'from must be a date and time that exists, e.g. 2026-02-28 (not 2026-02-30)',
      ]);
    },
  );

  it.each(['yesterday', '2026/01/31', 'Jan 31 2026', '8.64e15', '+002026-01-31', '2026-1-31', ''])(
    'refuses %j as no ISO date',
    (from) => {
      expect(fromProblems(from)).toEqual(['from must be an ISO date, e.g. 2026-01-31']);
    },
  );
});

describe('text of invisible characters only', () => {
  const invisibleOnly = [
    '\u200B',
    '\u200B\u200C\u200D',
    '\u2060',
    '\uFEFF',
    ' \u00AD\u200E\u200F ',
    '\u3164',
    '\u034F',
    '\u2800',
    '\u0007\t',
    '\u180E\u2061\u{E0001}',
  ];

  it.each(invisibleOnly)('counts %j as missing in a required field, with the "required" message', (value) => {
    expect(hasVisibleText(value)).toBe(false);
    expect(messagesOf(requiredText('Subject', 200).safeParse(value))).toEqual(['Subject is required']);
  });

  it.each(invisibleOnly)('stores %j in an optional field as no value', (value) => {
    expect(optionalText('Company', 150).parse(value)).toBeNull();
  });

  it.each(['a\u200B', '\u200Bé', '😀', '\u0301', 'ー'])('keeps %j, which shows something, as typed', (value) => {
    expect(requiredText('Subject', 200).parse(value)).toBe(value);
  });

  it('says which required fields of a contact message are missing', () => {
    const result = contactMessageRequestSchema.safeParse({
      firstName: '\u200B',
      lastName: 'Lovelace',
      email: '\u200B\u200D',
      subject: '\uFEFF',
      message: 'Hello',
    });
    expect(messagesOf(result)).toEqual(['First name is required', 'Email is required', 'Subject is required']);
  });
});

describe('e-mail addresses', () => {
  const email = emailField();

  it('takes a local part of 64 characters and refuses one of 65 (or 100)', () => {
    expect(email.parse(`${'a'.repeat(64)}@example.com`)).toBe(`${'a'.repeat(64)}@example.com`);
    for (const length of [65, 100]) {
      expect(messagesOf(email.safeParse(`${'a'.repeat(length)}@example.com`))).toEqual([
        'Email must have at most 64 characters before the @',
      ]);
    }
  });

  it('takes an address of 254 characters and refuses one of 255', () => {
    const domainOf = (length: number) => `${'d'.repeat(60)}.`.repeat(4).slice(0, length - 4) + '.com';
    const atMost = `${'a'.repeat(10)}@${domainOf(243)}`;
    expect(atMost).toHaveLength(254);
    expect(email.parse(atMost)).toBe(atMost);
    const tooLong = `${'a'.repeat(10)}@${domainOf(244)}`;
    expect(messagesOf(email.safeParse(tooLong))).toEqual(['Email must be at most 254 characters']);
  });

  it('counts the length of an internationalised address in its ASCII form, the one stored', () => {
    const label = 'bücher'.repeat(8);
    const address = `ada@${Array(5).fill(label).join('.')}.de`;
    expect(address).toHaveLength(251);
    expect(messagesOf(email.safeParse(address))).toEqual(['Email must be at most 254 characters']);
  });

  it.each([
    ['ada@bücher.de', 'ada@xn--bcher-kva.de'],
    ['Ada.Lovelace@Bücher.DE', 'Ada.Lovelace@xn--bcher-kva.de'],
    ['ada@BÜCHER.de', 'ada@xn--bcher-kva.de'],
    ['ada@ｂüｃher．de', 'ada@xn--bcher-kva.de'],
    ['ada@xn--bcher-kva.de', 'ada@xn--bcher-kva.de'],
    ['info@пример.рф', 'info@xn--e1afmkfd.xn--p1ai'],
    ['ada+news@Example.COM', 'ada+news@Example.COM'],
  ])('stores %j as %j', (typed, stored) => {
    expect(email.parse(typed)).toBe(stored);
    expect(waitlistJoinRequestSchema.parse({ email: ` ${typed} ` }).email).toBe(stored);
  });

  // What the browser's e-mail input (WHATWG) takes: the atext characters of RFC 5322 before the @, but
  // those that delimit a URL.
  it.each([
    'a!b@example.com',
    'o~k@example.com',
    "o'@example.com",
    "!$'*+-^_`{|}~@example.com",
    '.a..b.@example.com',
    `ada@${'d'.repeat(63)}.com`,
    `ada@example.${'c'.repeat(63)}`,
  ])('takes %j as typed', (typed) => {
    expect(email.parse(typed)).toBe(typed);
    expect(waitlistJoinRequestSchema.parse({ email: typed }).email).toBe(typed);
  });

  it.each([
    'user@example-.com',
    'user@-example.com',
    'user@sub.-example.com',
    `user@${'d'.repeat(64)}.com`,
    `user@example.${'c'.repeat(64)}`,
    'user@example..com',
    'user@b.xn--a-',
  ])('refuses the domain of %j (a label starting or ending with a hyphen, empty, or over 63)', (typed) => {
    expect(messagesOf(email.safeParse(typed))).toEqual(['Email must be a valid e-mail address']);
  });

  // Refused on purpose though WHATWG or RFC 5322 take some: what could break a mail header or be read as
  // more than one address, quoted and non-ASCII local parts, and domains with no dot or an IP address.
  it.each([
    'a b@example.com',
    'a\r\nBcc: eve@example.com',
    'a,b@example.com',
    'eve@example.com,ada@example.com',
    '<ada>@example.com',
    'Ada <ada@example.com>',
    '"ada lovelace"@example.com',
    'a(comment)@example.com',
    'a;b@example.com',
    'a:b@example.com',
    'a\\b@example.com',
    // atext, but a URL's delimiters: see EMAIL_PATTERN.
    'sales=eu@example.com',
    'john&jane@example.com',
    'x#1@example.com',
    'a/b@example.com',
    'what?@example.com',
    '100%@example.com',
    'ada@localhost',
    'ada@1.2.3.4',
    'ada@[1.2.3.4]',
    'ada@example.com.',
  ])('refuses %j', (typed) => {
    expect(messagesOf(email.safeParse(typed))).toEqual(['Email must be a valid e-mail address']);
  });

  it.each([
    'ada@bücher.de/path',
    'ada@bücher.de:25',
    'ada@bü cher.de',
    'ada@１.２.３.４',
    'ädä@example.com',
    'ada@bücher',
  ])('refuses %j', (typed) => {
    expect(messagesOf(email.safeParse(typed))).toEqual(['Email must be a valid e-mail address']);
  });
});
