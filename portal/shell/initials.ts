import type { SessionUser } from '../session/storedSession';

const firstLetter = (text: string) => Array.from(text.trim())[0] ?? '';

/** "Olivia Bennett" → "OB"; a user without a name shows the first letter of the e-mail. */
export function initialsOf({ firstName, lastName, email }: SessionUser): string {
  const initials = `${firstLetter(firstName)}${firstLetter(lastName)}` || firstLetter(email);
  return initials.toLocaleUpperCase();
}

/** The name to show: first and last name, or the e-mail when both are empty. */
export function displayNameOf({ firstName, lastName, email }: SessionUser): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ') || email;
}
