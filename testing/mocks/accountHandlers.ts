import { http, type RequestHandler } from 'msw';

import { type AdminProfile, adminProfileRequestSchema, adminProfileSchema } from '@shared/contract';
import { errorAnswer, hang, serverError, unauthorized } from './answers';
import { adminUser } from './authHandlers';
import { contractAnswer } from './mailHandlers';

/**
 * The signed-in administrator's profile as the admin mock server holds it, with the path and answers of
 * server/routes/account.ts: the request read with the contract's schema (a 400 in its words), every
 * answer parsed by the contract's schema on the way out. Built by `createAdminMock`; see adminHandlers.ts.
 */

export type AccountMockOptions = {
  /** The signed-in administrator's profile. @default `adminUser` (Olivia Bennett), no signature */
  profile?: AdminProfile;
};

export const accountPath = '/api/webpage/account';

/** The mocks' administrator as the profile shows her, without a signature. */
export const adminProfile: AdminProfile = { ...adminUser, signature: '' };

/** The mocks' administrator with a signature of three lines. */
export const signedAdminProfile: AdminProfile = {
  ...adminProfile,
  signature: 'Olivia Bennett\nCustomer success, InvoiceFlow\n+1 415 555 0132',
};

export function createAccountMock(
  options: AccountMockOptions,
  { record }: { record: (request: Request) => Promise<URLSearchParams> },
) {
  const initial = options.profile ?? adminProfile;
  let profile = structuredClone(initial);

  const handlers: RequestHandler[] = [
    http.get(accountPath, async ({ request }) => {
      await record(request);
      return contractAnswer(adminProfileSchema, profile);
    }),
    http.put(accountPath, async ({ request }) => {
      await record(request);
      const parsed = adminProfileRequestSchema.safeParse(await request.json().catch(() => undefined));
      if (!parsed.success) return errorAnswer(400, 'Bad Request', parsed.error.issues[0]!.message);
      profile = { ...profile, ...parsed.data };
      return contractAnswer(adminProfileSchema, profile);
    }),
  ];

  return {
    handlers,
    reset() {
      profile = structuredClone(initial);
    },
    /** The profile as the server holds it now. */
    profile: () => profile,
  };
}

/** Replacements for the profile's calls, to show a failure or a wait; put them before a mock's own handlers. */
export const accountFailures = {
  /** Reading the profile answers 500. */
  profileError: [http.get(accountPath, serverError)],
  /** Reading the profile never answers: the dialog shows it is loading. */
  profileSlow: [http.get(accountPath, hang)],
  /** Saving the profile answers 500. */
  saveError: [http.put(accountPath, serverError)],
  /** Saving the profile never answers: the dialog shows Saving... */
  saveSlow: [http.put(accountPath, hang)],
  /** Saving is refused for a character the database cannot store, which only the server checks. */
  saveRefused: [
    http.put(accountPath, () =>
      errorAnswer(
        400,
        'Bad Request',
        'Signature contains a character that cannot be stored (NUL or a broken Unicode pair)',
      ),
    ),
  ],
  /** Both calls answer 401, as when the session expired or was revoked. */
  unauthorized: [http.get(accountPath, unauthorized), http.put(accountPath, unauthorized)],
} satisfies Record<string, RequestHandler[]>;
