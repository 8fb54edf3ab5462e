/*
 * Generators of hostile HTTP requests for the property-based tests (fast-check): every body a client,
 * a bot or an attacker might send, built as raw text so that keys such as `__proto__` reach the server
 * exactly as written.
 */
import fc from 'fast-check';

import { hasVisibleText, isStorableText } from '@shared/contract';
import { BODY_LIMIT } from '../../server/app';

/** One generated request: what `app.inject` sends. */
export type GeneratedRequest = {
  /** Absent: no Content-Type header at all. */
  contentType?: string;
  payload?: string | Buffer;
  /** What the generator meant to produce, for the statistics of a run. */
  kind: string;
};

/** Characters and strings that have broken servers: NUL, broken surrogate pairs, RTL overrides, emoji… */
const notoriousStrings = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDBFF',
  '\uDC00\uD800',
  '\u202Eevil\u202C.exe',
  'مرحبا بالعالم',
  'שָׁלוֹם',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'Z̷̢̛a̸l̵g̶o̴',
  '\uFEFF',
  '\u200B\u200D',
  ' ',
  '',
  '\t\r\n',
  'null',
  'undefined',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '%00',
  '\\u0000',
  '${jndi:ldap://x}',
  '=cmd|/C calc!A0',
);

/** Unpaired and mispaired UTF-16 surrogates amid ordinary text. */
const surrogateSoup = fc
  .array(fc.oneof(fc.integer({ min: 0xd800, max: 0xdfff }), fc.integer({ min: 0x20, max: 0x7e })), {
    minLength: 1,
    maxLength: 12,
  })
  .map((codes) => String.fromCharCode(...codes));

/** Long strings, up to and past the body limit once encoded. */
const hugeString = fc
  .tuple(fc.constantFrom('x', 'é', '€', '😀', '\u0000', ' '), fc.integer({ min: 200, max: BODY_LIMIT + 4096 }))
  .map(([unit, count]) => unit.repeat(Math.ceil(count / unit.length)));

export const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
  { weight: 3, arbitrary: notoriousStrings },
  { weight: 2, arbitrary: surrogateSoup },
  { weight: 1, arbitrary: hugeString },
);

/** Keys that attack JavaScript objects, the fields of our forms, and anything else. */
const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'),
  fc.constantFrom('email', 'name', 'company', 'source', 'firstName', 'lastName', 'subject', 'message'),
  fc.constantFrom('password', 'website', 'isAdmin', 'id', 'status', 'createdAt'),
  fc.string({ maxLength: 12 }),
  notoriousStrings,
);

const scalarJson = fc.oneof(
  nastyString.map((value) => JSON.stringify(value)),
  fc.integer().map(String),
  fc.double().map((value) => JSON.stringify(value)),
  fc.constantFrom('true', 'false', 'null', '0', '-0', '1e400', '-1e400', '123456789012345678901234567890'),
);

const objectText = (entries: Array<[string, string]>) =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;

/** Any JSON value as text, nested a few levels, with hostile keys written literally. */
export const { json: anyJson } = fc.letrec<{ json: string; array: string; object: string }>((tie) => ({
  json: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalarJson, tie('array'), tie('object')),
  array: fc.array(tie('json'), { maxLength: 5 }).map((items) => `[${items.join(',')}]`),
  object: fc.array(fc.tuple(hostileKey, tie('json')), { maxLength: 6 }).map(objectText),
}));

/** A JSON value nested far deeper than any form: thousands of levels, still under the body limit. */
const deeplyNested = fc
  .tuple(fc.integer({ min: 100, max: 20_000 }), fc.constantFrom('array', 'object', 'constructor'))
  .map(([depth, shape]) => {
    if (shape === 'array') return '['.repeat(depth) + ']'.repeat(depth);
    const key = shape === 'constructor' ? 'constructor' : 'a';
    return `{"${key}":`.repeat(depth) + '{"prototype":1}' + '}'.repeat(depth);
  });

/** A valid e-mail address as the contract accepts it, in any case, maybe padded with spaces. */
export const validEmail = fc
  .tuple(
    fc.array(fc.stringMatching(/^[a-z0-9_+!$'*^`{|}~-]{1,8}$/), { minLength: 1, maxLength: 3 }),
    // Labels neither start nor end with a hyphen.
    fc.array(fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,9}[a-z0-9])?$/), { minLength: 1, maxLength: 3 }),
    fc.stringMatching(/^[a-z]{2,6}$/),
    fc.constantFrom('', ' ', '\t', '  '),
  )
  .chain(([local, labels, tld, padding]) =>
    fc.mixedCase(fc.constant(`${local.join('.')}@${labels.join('.')}.${tld}`)).map((email) => padding + email),
  );

/**
 * Text a person might type, in any script, with emoji, RTL marks and combining characters, that fits in
 * `max` characters: everything the contract must accept.
 */
export const humanText = (max: number, { required }: { required: boolean }) =>
  fc
    .string({
      unit: fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }), notoriousStrings),
      maxLength: 30,
    })
    .filter((text) => isStorableText(text) && text.trim().length <= max && (!required || hasVisibleText(text)));

/** The honeypot as a person leaves it (absent, empty, null) or as a bot fills it (anything else). */
export const honeypotValue = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constantFrom('', null) },
  {
    weight: 2,
    arbitrary: fc.oneof(fc.string({ minLength: 1, maxLength: 30 }), fc.webUrl(), fc.integer(), fc.constant({})),
  },
);

export const isHoneypotFilled = (value: unknown) => value !== undefined && value !== null && value !== '';

/** A valid body turned invalid or odd: a field dropped, retyped, poisoned, or junk fields added. */
export function mutatedBody(valid: fc.Arbitrary<Record<string, unknown>>) {
  return fc
    .tuple(
      valid,
      fc.array(
        fc.oneof(
          fc.record({ op: fc.constant('drop' as const), key: hostileKey }),
          fc.record({ op: fc.constant('set' as const), key: hostileKey, value: anyJson }),
        ),
        { minLength: 1, maxLength: 4 },
      ),
    )
    .map(([body, mutations]) => {
      const entries = new Map(Object.entries(body).map(([key, value]) => [key, JSON.stringify(value)]));
      for (const mutation of mutations) {
        if (mutation.op === 'drop') entries.delete(mutation.key);
        else entries.set(mutation.key, mutation.value);
      }
      return objectText([...entries].filter((entry): entry is [string, string] => entry[1] !== undefined));
    });
}

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'Application/JSON'];

/** Every kind of request body a public POST may receive, most of them wrong. */
export function anyRequest(valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<GeneratedRequest> {
  const json = (kind: string, payload: fc.Arbitrary<string>) =>
    fc.record({ kind: fc.constant(kind), contentType: fc.constantFrom(...JSON_TYPES), payload });
  const validText = valid.map((body) => JSON.stringify(body));
  return fc.oneof(
    { weight: 6, arbitrary: json('mutated valid body', mutatedBody(valid)) },
    { weight: 4, arbitrary: json('any JSON value', anyJson) },
    { weight: 1, arbitrary: json('deeply nested JSON', deeplyNested) },
    {
      weight: 1,
      arbitrary: json(
        'prototype pollution',
        validText.map((text) =>
          text.replace(/^\{/, '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}},'),
        ),
      ),
    },
    { weight: 1, arbitrary: json('empty body', fc.constantFrom('', ' ', '\n')) },
    {
      weight: 1,
      arbitrary: json(
        'truncated JSON',
        validText.chain((text) => fc.nat(text.length - 1).map((end) => text.slice(0, end))),
      ),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('raw bytes'),
        contentType: fc.constantFrom(...JSON_TYPES, 'application/octet-stream'),
        payload: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('wrong content type'),
        contentType: fc.constantFrom(
          'text/plain',
          'text/plain; charset=utf-8',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=----x',
          'application/xml',
          'application/jsonp',
          'application/json-patch+json',
          'application/json; charset=utf-16',
          'application/json; charset=latin1',
          '*/*',
          'json',
          '',
        ),
        payload: fc.oneof(
          validText,
          valid.map((body) => new URLSearchParams(body as Record<string, string>).toString()),
        ),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('no content type'),
        payload: fc.option(validText, { nil: undefined }),
      }),
    },
    {
      weight: 1,
      arbitrary: json(
        'oversize body',
        validText.map((text) => text.replace(/^\{/, `{"padding":"${'x'.repeat(BODY_LIMIT)}",`)),
      ),
    },
  );
}
