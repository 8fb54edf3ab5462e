import type { CreateUserRequest } from '@shared/contract';
import { fieldLimits } from '@shared/contract/constants';
import { hasVisibleText } from '@shared/contract/textRules';

/** The "Add administrator" form as it is typed. */
export type InvitationDraft = Required<Pick<CreateUserRequest, 'email' | 'firstName' | 'lastName'>>;

/** What is wrong with each field, in the server's words; a field that is fine is absent. */
export type InvitationProblems = Partial<Record<keyof InvitationDraft, string>>;

export const emptyInvitation: InvitationDraft = { email: '', firstName: '', lastName: '' };

/** Each field by the label the server's messages start with (shared/contract/auth.ts `createUserRequestSchema`). */
const fieldLabels: Record<keyof InvitationDraft, string> = {
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
};

/** An address with something before its one @ and a dot in what follows: the server checks the rest. */
const LOOKS_LIKE_AN_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const requiredProblem = (label: string, value: string, max: number) => {
  if (!hasVisibleText(value)) return `${label} is required`;
  if (value.trim().length > max) return `${label} must be at most ${max} characters`;
  return undefined;
};

/**
 * The problems the server would refuse the invitation for, found before it is sent so that each shows
 * beside its field: a missing or too long name or address, an address without its @ and domain. The
 * server checks again (the full rule of an address is its own), and its words then go beside the field
 * they name (`problemsOfRefusal`).
 */
export function invitationProblems(draft: InvitationDraft): InvitationProblems {
  const email =
    requiredProblem(fieldLabels.email, draft.email, fieldLimits.email) ??
    (LOOKS_LIKE_AN_ADDRESS.test(draft.email.trim())
      ? undefined
      : `${fieldLabels.email} must be a valid e-mail address`);
  const problems: InvitationProblems = {
    email,
    firstName: requiredProblem(fieldLabels.firstName, draft.firstName, fieldLimits.name),
    lastName: requiredProblem(fieldLabels.lastName, draft.lastName, fieldLimits.name),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as InvitationProblems;
}

/**
 * A 400's message split by the field each part names: the server joins its messages with "; ", each
 * starting with its field's label ("Email must be a valid e-mail address; Last name is required"). What
 * names no field is `other`, to show above the buttons.
 */
export function problemsOfRefusal(message: string): { fields: InvitationProblems; other: string[] } {
  const fields: InvitationProblems = {};
  const other: string[] = [];
  for (const part of message.split('; ')) {
    const field = (Object.keys(fieldLabels) as Array<keyof InvitationDraft>).find((key) =>
      part.startsWith(`${fieldLabels[key]} `),
    );
    if (field && !fields[field]) fields[field] = part;
    else other.push(part);
  }
  return { fields, other };
}

/** The draft as the server is sent it: each value trimmed. */
export const invitationOf = (draft: InvitationDraft): InvitationDraft => ({
  email: draft.email.trim(),
  firstName: draft.firstName.trim(),
  lastName: draft.lastName.trim(),
});
