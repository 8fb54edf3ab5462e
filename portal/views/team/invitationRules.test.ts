import { describe, expect, it } from 'vitest';

import { fieldLimits } from '@shared/contract/constants';
import { emptyInvitation, invitationOf, invitationProblems, problemsOfRefusal } from './invitationRules';

const ada = { email: 'ada.lovelace@invoiceflow.app', firstName: 'Ada', lastName: 'Lovelace' };

describe('the "Add administrator" form', () => {
  it('finds nothing wrong with an address and a name', () => {
    expect(invitationProblems(ada)).toEqual({});
  });

  it('names each missing value (blank or invisible) in the server’s words', () => {
    expect(invitationProblems(emptyInvitation)).toEqual({
      email: 'Email is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
    expect(invitationProblems({ ...ada, lastName: '\u200b ' })).toEqual({ lastName: 'Last name is required' });
  });

  it('names an address without its @ and domain, and values over their limits', () => {
    for (const email of ['ada', 'ada@', '@invoiceflow.app', 'ada@localhost', 'ada lovelace@invoiceflow.app']) {
      expect(invitationProblems({ ...ada, email })).toEqual({ email: 'Email must be a valid e-mail address' });
    }
    expect(invitationProblems({ ...ada, firstName: 'x'.repeat(fieldLimits.name + 1) })).toEqual({
      firstName: `First name must be at most ${fieldLimits.name} characters`,
    });
    expect(invitationProblems({ ...ada, firstName: ` ${'x'.repeat(fieldLimits.name)} ` })).toEqual({});
  });

  it('sends each value trimmed', () => {
    expect(invitationOf({ email: ' ada@example.com ', firstName: ' Ada', lastName: 'Lovelace\n' })).toEqual({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it('puts each part of the server’s refusal beside the field it names, the rest apart', () => {
    expect(problemsOfRefusal('Email must be a valid e-mail address; Last name is required')).toEqual({
      fields: { email: 'Email must be a valid e-mail address', lastName: 'Last name is required' },
      other: [],
    });
    expect(problemsOfRefusal('Request body must be a JSON object')).toEqual({
      fields: {},
      other: ['Request body must be a JSON object'],
    });
    // "Email" is not "Emails": a label is a whole word at the start.
    expect(problemsOfRefusal('Emailing is off').fields).toEqual({});
  });
});
