import type { AdminProfile, AdminProfileRequest } from '@shared/contract';
import { fieldLimits } from '@shared/contract/constants';
import { hasVisibleText } from '@shared/contract/textRules';

/** The profile as the form holds it while it is edited. */
export type ProfileDraft = AdminProfileRequest;

/** What is wrong with each field, in the server's words; a field that is fine is absent. */
export type ProfileProblems = Partial<Record<keyof ProfileDraft, string>>;

const requiredName = (label: string, value: string) => {
  if (!hasVisibleText(value)) return `${label} is required`;
  if (value.trim().length > fieldLimits.name) return `${label} must be at most ${fieldLimits.name} characters`;
  return undefined;
};

/**
 * The problems the server would refuse the profile for (shared/contract/account.ts), found before it is
 * sent, so each shows beside its field: a missing or too long name, a signature over its limit. The
 * server checks again, and its refusal of anything else is shown as it says it.
 */
export function profileProblems(draft: ProfileDraft): ProfileProblems {
  const problems: ProfileProblems = {
    firstName: requiredName('First name', draft.firstName),
    lastName: requiredName('Last name', draft.lastName),
    signature:
      draft.signature.trim().length > fieldLimits.signature
        ? `Signature must be at most ${fieldLimits.signature} characters`
        : undefined,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as ProfileProblems;
}

/** Whether the draft says something else than the profile as stored (the server trims what it keeps). */
export const profileChanged = (draft: ProfileDraft, saved: AdminProfile) =>
  draft.firstName.trim() !== saved.firstName ||
  draft.lastName.trim() !== saved.lastName ||
  (hasVisibleText(draft.signature) ? draft.signature.trim() : '') !== saved.signature;

/**
 * How a reply of this profile ends (server/mail/templates.ts): its signature, or without one, the
 * writer's name and the brand.
 */
export const replySignOff = (draft: ProfileDraft, brandName: string) =>
  hasVisibleText(draft.signature)
    ? draft.signature.trim()
    : `${[draft.firstName.trim(), draft.lastName.trim()].filter(Boolean).join(' ')}, ${brandName}`;
