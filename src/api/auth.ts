import type { LoginRequest, LoginResponse, LogoutRequest, LogoutResponse } from '@shared/contract';
import type { Http } from './http';

export function createAuthApi(http: Http) {
  return {
    /** Signs in; a refusal rejects with an `ApiError` whose message is the server's. */
    login: (credentials: LoginRequest) =>
      http.json<LoginResponse>('/api/auth/login', { method: 'POST', body: credentials }),
    /**
     * Signs `token` out on the server (with `everywhere`, every session of its account). Given the token
     * rather than reading the stored one, since the portal clears the browser before the call ends.
     */
    logout: (token: string, request: LogoutRequest = {}) =>
      http.json<LogoutResponse>('/api/auth/logout', { method: 'POST', body: request, token, keepalive: true }),
  };
}
