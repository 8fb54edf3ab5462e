import { teamApi } from '@/api/team';
import type { UserAccount } from '@shared/contract';

/**
 * TanStack Query keys of the administrators' own data: their accounts and the audit trail of what they
 * did. The trail sits under `all` too, so a change on the team screen (which the server records as an
 * entry) reloads both.
 */
export const teamKeys = {
  all: ['admin', 'team'] as const,
  members: ['admin', 'team', 'members'] as const,
  audit: ['admin', 'team', 'audit'] as const,
};

/** Every account, oldest first (GET /api/admin/users): the team screen's table and the audit log's filter. */
export const membersQuery = { queryKey: teamKeys.members, queryFn: () => teamApi.members() };

/** How the portal names an account: first and last name. */
export const memberName = ({ firstName, lastName }: Pick<UserAccount, 'firstName' | 'lastName'>) =>
  `${firstName} ${lastName}`.trim();
