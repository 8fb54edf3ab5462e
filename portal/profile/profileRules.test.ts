import { describe, expect, it } from 'vitest';

import { fieldLimits } from '@shared/contract/constants';
import { profileChanged, profileProblems, replySignOff } from './profileRules';

const saved = { id: 1, firstName: 'Olivia', lastName: 'Bennett', email: 'olivia@example.com', signature: '' };
const draft = { firstName: 'Olivia', lastName: 'Bennett', signature: '' };

describe('the profile form', () => {
  it('finds nothing wrong with a name and no signature', () => {
    expect(profileProblems(draft)).toEqual({});
  });

  it('names a missing name (blank or invisible) and text over the limits, in the server’s words', () => {
    expect(
      profileProblems({ firstName: ' ', lastName: '\u200b', signature: 'x'.repeat(fieldLimits.signature + 1) }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      signature: `Signature must be at most ${fieldLimits.signature} characters`,
    });
    expect(profileProblems({ ...draft, lastName: 'x'.repeat(fieldLimits.name + 1) })).toEqual({
      lastName: `Last name must be at most ${fieldLimits.name} characters`,
    });
  });

  it('counts what the server keeps: spaces around a value are trimmed before the limit', () => {
    expect(profileProblems({ ...draft, signature: ` ${'x'.repeat(fieldLimits.signature)}\n` })).toEqual({});
  });

  it('sees a change only where the stored profile would differ', () => {
    expect(profileChanged({ ...draft, firstName: ' Olivia ' }, saved)).toBe(false);
    expect(profileChanged({ ...draft, signature: ' \n' }, saved)).toBe(false);
    expect(profileChanged({ ...draft, signature: 'Olivia' }, saved)).toBe(true);
    expect(profileChanged({ ...draft, lastName: 'Bennett-Ross' }, saved)).toBe(true);
  });

  it('ends a reply with the signature, or without one with the name and the brand', () => {
    expect(replySignOff({ ...draft, signature: '  Olivia\nCustomer success \n' }, 'InvoiceFlow')).toBe(
      'Olivia\nCustomer success',
    );
    expect(replySignOff({ ...draft, firstName: ' Liv ' }, 'InvoiceFlow')).toBe('Liv Bennett, InvoiceFlow');
  });
});
