import { SET_PASSWORD_SEGMENT } from '@shared/contract/constants';

export { SET_PASSWORD_SEGMENT };

/** Whether the path below the admin path (the router's location) is the set-password screen's. */
export const isSetPasswordPath = (pathname: string) => pathname.replace(/^\/+|\/+$/g, '') === SET_PASSWORD_SEGMENT;

/** The token of a set-password link's fragment (`#token=…`), if it has one. */
export function setPasswordTokenOf(hash: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() || undefined;
}

/**
 * The history state the set-password screen leaves for the login screen once the password is set: the
 * address to sign in with, which the login form is filled with under a notice.
 */
type PasswordSetState = { passwordSetFor: string };

export const passwordSetState = (email: string): PasswordSetState => ({ passwordSetFor: email });

/** The address a just-set password belongs to, when the login screen was opened from the set-password one. */
export function passwordSetEmail(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { passwordSetFor } = state as Partial<PasswordSetState>;
  return typeof passwordSetFor === 'string' ? passwordSetFor : undefined;
}
