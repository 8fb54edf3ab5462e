import type { LoginRequest, LoginResponse } from '../contract';
import type { Http } from './http';

export function createAuthApi(http: Http) {
  return {
    /** Signs in; a refusal rejects with an `ApiError` whose message is the server's. */
    login: (credentials: LoginRequest) =>
      http.json<LoginResponse>('/api/auth/login', { method: 'POST', body: credentials }),
  };
}
