import type {
  AuditAction,
  AuditEvent,
  CreateUserRequest,
  RecoveryCodes,
  TwoFactorDisabled,
  TwoFactorEnabled,
  TwoFactorSetup,
  TwoFactorStatus,
  UserAccount,
} from '@shared/contract';
import { createHttp, type Http } from './http';
import { type PageRequest, toQueryString, withQuery } from './listQuery';

/** The audit trail's filters: one administrator's entries, one action's. */
export type AuditFilters = { actorId?: number; action?: AuditAction };

/**
 * The administrators' own accounts: the team (server/routes/users.ts), each one's second factor
 * (server/routes/twoFactor.ts) and the audit trail (server/routes/audit.ts). Like `createAccountApi`, not
 * part of `createApiClient`: these calls belong to the portal alone.
 */
export function createTeamApi(http: Http) {
  const users = '/api/admin/users';
  const user = (id: number) => `${users}/${encodeURIComponent(id)}`;
  const twoFactor = '/api/auth/2fa';
  const auditQuery = ({ page = 1, pageSize = 50, actorId, action }: AuditFilters & PageRequest = {}) =>
    toQueryString({ actorId, action, page, pageSize });
  return {
    /** Every account, oldest first, with its second factor, last sign-in and whether its password is set. */
    members: () => http.json<UserAccount[]>(users),
    /**
     * Adds an administrator. Without a password, a link to set one is mailed to them (valid 24 hours);
     * 409 when the address has an account already.
     */
    add: (account: CreateUserRequest) => http.json<UserAccount>(users, { method: 'POST', body: account }),
    /** Grants or removes admin access; 409 "At least one administrator must remain" for the last one. */
    setAdmin: (id: number, isAdmin: boolean) =>
      http.json<UserAccount>(`${user(id)}/admin-status`, { method: 'PATCH', body: { isAdmin } }),
    /** Mails the account a new set-password link (valid 24 hours). */
    sendPasswordLink: (id: number) => http.send(`${user(id)}/password-link`, { method: 'POST' }),

    /** The signed-in administrator's second factor. */
    twoFactor: () => http.json<TwoFactorStatus>(twoFactor),
    /** A new secret to scan or type; nothing changes until `enableTwoFactor` confirms it with a code. */
    setUpTwoFactor: () => http.json<TwoFactorSetup>(`${twoFactor}/setup`, { method: 'POST' }),
    /** Turns the factor on with a first code: the recovery codes (shown once) and this session's new token. */
    enableTwoFactor: (code: string) =>
      http.json<TwoFactorEnabled>(`${twoFactor}/enable`, { method: 'POST', body: { code } }),
    /** Turns the factor off with a current code (or a recovery code): this session's new token. */
    disableTwoFactor: (code: string) =>
      http.json<TwoFactorDisabled>(`${twoFactor}/disable`, { method: 'POST', body: { code } }),
    /** New recovery codes for a current code; the old ones stop working. */
    regenerateRecoveryCodes: (code: string) =>
      http.json<RecoveryCodes>(`${twoFactor}/recovery-codes`, { method: 'POST', body: { code } }),

    /** A page of the audit trail, newest first, optionally of one administrator or one action. */
    audit: (params: AuditFilters & PageRequest = {}) =>
      http.page<AuditEvent>(withQuery('/api/admin/audit', auditQuery(params))),
    /** The audit trail as CSV, with the same filters (every page). */
    exportAudit: ({ actorId, action }: AuditFilters = {}) =>
      http.file(withQuery('/api/admin/audit/export', toQueryString({ actorId, action }))),
  };
}

/** The portal's client: same origin, token from local storage. */
export const teamApi = createTeamApi(createHttp());
