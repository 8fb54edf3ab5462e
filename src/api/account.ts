import type { AdminProfile, AdminProfileRequest } from '@shared/contract';
import { createHttp, type Http } from './http';

/**
 * The signed-in administrator's own profile: their name and the signature their replies end with
 * (server/routes/account.ts). Not part of `createApiClient`, which the public pages share: these calls
 * belong to the portal alone.
 */
export function createAccountApi(http: Http) {
  const path = '/api/webpage/account';
  return {
    /** The profile of the admin whose session this is. */
    profile: () => http.json<AdminProfile>(path),
    /** Saves the whole profile and resolves with it as stored (trimmed); 400 with the reason otherwise. */
    saveProfile: (profile: AdminProfileRequest) => http.json<AdminProfile>(path, { method: 'PUT', body: profile }),
  };
}

/** The portal's client: same origin, token from local storage. */
export const accountApi = createAccountApi(createHttp());
