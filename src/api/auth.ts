import type {
  LoginRequest,
  LoginResponse,
  LogoutRequest,
  LogoutResponse,
  PasswordSet,
  SessionResponse,
  SetPasswordRequest,
  TwoFactorLoginRequest,
} from '@shared/contract';
import type { Http } from './http';

export function createAuthApi(http: Http) {
  return {
    /** Signs in; a refusal rejects with an `ApiError` whose message is the server's. */
    login: (credentials: LoginRequest) =>
      http.json<LoginResponse>('/api/auth/login', { method: 'POST', body: credentials }),
    /** The second step for an account with a second factor: the challenge of `login` and a code. */
    loginWithCode: (request: TwoFactorLoginRequest) =>
      http.json<SessionResponse>('/api/auth/login/2fa', { method: 'POST', body: request }),
    /** Sets the password of the account a mailed set-password link names; resolves with its address. */
    setPassword: (request: SetPasswordRequest) =>
      http.json<PasswordSet>('/api/auth/password', { method: 'POST', body: request }),
    /**
     * Signs `token` out on the server (with `everywhere`, every session of its account). Given the token
     * rather than reading the stored one, since the portal clears the browser before the call ends.
     */
    logout: (token: string, request: LogoutRequest = {}) =>
      http.json<LogoutResponse>('/api/auth/logout', { method: 'POST', body: request, token, keepalive: true }),
  };
}
