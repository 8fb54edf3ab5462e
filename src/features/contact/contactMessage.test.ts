import { describe, expect, it } from 'vitest';

import { ApiError } from '@/api';
import { blankContactFields, contactErrorMessage, toContactMessage } from './contactMessage';

describe('contact message', () => {
  it('trims every value and marks the message as sent from the website', () => {
    expect(
      toContactMessage({
        firstName: ' Ada ',
        lastName: '\tLovelace',
        email: 'ada@example.com  ',
        subject: ' Hi ',
        message: '\n Hello \n',
      }),
    ).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      subject: 'Hi',
      message: 'Hello',
      source: 'website',
    });
  });

  it('adds the honeypot only when a bot filled it, so a person’s payload is exactly the spec’s', () => {
    const values = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      subject: 'Hi',
      message: 'Hello',
    };
    expect(toContactMessage(values)).not.toHaveProperty('website');
    expect(toContactMessage(values, '')).not.toHaveProperty('website');
    expect(toContactMessage(values, 'https://spam.example')).toEqual({
      ...values,
      source: 'website',
      website: 'https://spam.example',
    });
  });

  it('counts a field of blanks or invisible characters only as empty, as the server does', () => {
    expect(
      blankContactFields({
        firstName: '\u200B',
        lastName: ' ',
        email: 'ada@bücher.de',
        subject: '\u200B\u200D\uFEFF',
        message: 'a\u200B',
      }),
    ).toEqual(['firstName', 'lastName', 'subject']);
  });

  it.each([
    [400, 'Please check your form data and try again.'],
    [404, 'Something went wrong. Please try again later.'],
    [409, 'Something went wrong. Please try again later.'],
    [429, 'Something went wrong. Please try again later.'],
    [500, 'Something went wrong. Please try again later.'],
    [503, 'Something went wrong. Please try again later.'],
  ])('explains a %i answer as "%s"', (status, message) => {
    expect(contactErrorMessage(new ApiError(status, 'Status text', 'Server message'))).toBe(message);
  });

  it('explains fetch’s TypeError as a connection problem', () => {
    expect(contactErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Unable to send message. Please check your connection and try again.',
    );
  });

  it('explains anything else as a generic failure', () => {
    expect(contactErrorMessage(new Error('boom'))).toBe('Something went wrong. Please try again later.');
  });
});
