import { http, HttpResponse, type RequestHandler } from 'msw';

import {
  adminStatusRequestSchema,
  createUserRequestSchema,
  LAST_ADMIN_MESSAGE,
  type UserAccount,
  userAccountSchema,
} from '@shared/contract';
import { errorAnswer, hang, serverError, unauthorized } from './answers';
import type { AuditEntry } from './auditHandlers';
import { fixtureNow } from './fixtures';
import { contractAnswer } from './mailHandlers';
import { teamMembers } from './teamFixtures';

/**
 * The team part of the admin mock server: the administrators' accounts with the paths and answers of
 * server/routes/users.ts over an in-memory copy of the fixtures. Requests are read with the contract's
 * schemas (a 400 in their words), addresses are told apart in any case (409), the last administrator
 * keeps their access (409), and every answer goes through the contract's schema on the way out. Each
 * change writes its audit trail entry, as the server does. Built by `createAdminMock`; see adminHandlers.ts.
 */

export type TeamMockOptions = {
  /** The accounts the server holds, in any order. @default `teamMembers`: five, one invited, one demoted */
  members?: UserAccount[];
};

/** What the team mock needs from the admin mock around it. */
export type TeamMockHost = {
  /** Records the request (see `createAdminMock`) and returns its query parameters. */
  record: (request: Request) => Promise<URLSearchParams>;
  /** Writes an audit trail entry for a change that succeeded. */
  audit: (entry: AuditEntry) => void;
};

export const teamPaths = {
  users: '/api/admin/users',
  adminStatus: '/api/admin/users/:id/admin-status',
  passwordLink: '/api/admin/users/:id/password-link',
};

const oldestFirst = (a: UserAccount, b: UserAccount) =>
  Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id;

/**
 * The server's 400 of a body that does not parse (server/http.ts `describeIssues`): each message once,
 * in order, and a body that is no object named as such.
 */
const refusal = (issues: ReadonlyArray<{ message: string; code: string; path: readonly PropertyKey[] }>) =>
  errorAnswer(
    400,
    'Bad Request',
    [
      ...new Set(
        issues.map((issue) =>
          issue.path.length === 0 && issue.code === 'invalid_type'
            ? 'Request body must be a JSON object'
            : issue.message,
        ),
      ),
    ].join('; '),
  );

/** `:id` of the path as the server reads it (`idParams`), or its 400. */
const idOf = (value: unknown) =>
  typeof value === 'string' && /^\d{1,10}$/.test(value) && Number(value) >= 1
    ? Number(value)
    : errorAnswer(400, 'Bad Request', 'id must be a positive whole number');

const notFound = (id: number) => errorAnswer(404, 'Not Found', `No user with id ${id}`);

export function createTeamMock(options: TeamMockOptions, { record, audit }: TeamMockHost) {
  const initial = options.members ?? teamMembers;
  let members = structuredClone(initial);
  // A clock of its own, a minute a step from the fixtures' "now", so that pictures never change.
  let minutes = 0;
  const now = () => new Date(Date.parse(fixtureNow) + ++minutes * 60_000).toISOString();

  const handlers: RequestHandler[] = [
    http.get(teamPaths.users, async ({ request }) => {
      await record(request);
      return contractAnswer(userAccountSchema.array(), [...members].sort(oldestFirst));
    }),
    http.post(teamPaths.users, async ({ request }) => {
      await record(request);
      const parsed = createUserRequestSchema.safeParse(await request.json().catch(() => undefined));
      if (!parsed.success) return refusal(parsed.error.issues);
      const { email, firstName, lastName, password, isAdmin } = parsed.data;
      if (members.some((member) => member.email.toLowerCase() === email.toLowerCase())) {
        return errorAnswer(409, 'Conflict', `An account with the email ${email} already exists`);
      }
      const account: UserAccount = {
        id: Math.max(0, ...members.map((member) => member.id)) + 1,
        firstName,
        lastName,
        email,
        isAdmin,
        createdAt: now(),
        twoFactorEnabled: false,
        lastSignInAt: null,
        // Without a password, its owner sets one through the link the server mails them.
        passwordSet: password !== undefined,
      };
      members.push(account);
      audit({ action: 'admin_added', targetType: 'user', targetIds: [String(account.id)], count: null, detail: email });
      return contractAnswer(userAccountSchema, account, { status: 201 });
    }),
    http.patch(teamPaths.adminStatus, async ({ request, params }) => {
      await record(request);
      const id = idOf(params.id);
      if (id instanceof Response) return id;
      const parsed = adminStatusRequestSchema.safeParse(await request.json().catch(() => undefined));
      if (!parsed.success) return refusal(parsed.error.issues);
      const member = members.find((candidate) => candidate.id === id);
      if (!member) return notFound(id);
      const { isAdmin } = parsed.data;
      const otherAdmins = members.filter((other) => other.isAdmin && other.id !== id).length;
      if (!isAdmin && member.isAdmin && otherAdmins === 0) return errorAnswer(409, 'Conflict', LAST_ADMIN_MESSAGE);
      if (member.isAdmin !== isAdmin) {
        member.isAdmin = isAdmin;
        audit({
          action: 'admin_status_changed',
          targetType: 'user',
          targetIds: [String(id)],
          count: null,
          detail: isAdmin ? 'granted' : 'removed',
        });
      }
      return contractAnswer(userAccountSchema, member);
    }),
    http.post(teamPaths.passwordLink, async ({ request, params }) => {
      await record(request);
      const id = idOf(params.id);
      if (id instanceof Response) return id;
      const member = members.find((candidate) => candidate.id === id);
      if (!member) return notFound(id);
      if (!member.isAdmin) return errorAnswer(409, 'Conflict', 'This account has no admin access: restore it first');
      audit({ action: 'password_link_sent', targetType: 'user', targetIds: [String(id)], count: null, detail: null });
      return new HttpResponse(null, { status: 204 });
    }),
  ];

  return {
    handlers,
    reset() {
      members = structuredClone(initial);
      minutes = 0;
    },
    /** The accounts as the server holds them now. */
    members: () => members,
  };
}

/** Replacements for the team's calls, to show a failure or a wait; put them before a mock's own handlers. */
export const teamFailures = {
  /** The accounts answer 500: the screen says so, with Try again. */
  membersError: [http.get(teamPaths.users, serverError)],
  /** The accounts never answer: the loading state. */
  membersSlow: [http.get(teamPaths.users, hang)],
  /** Adding an administrator answers 500: the dialog stays open with the message. */
  addError: [http.post(teamPaths.users, serverError)],
  /** Adding an administrator never answers: the dialog shows Sending... */
  addSlow: [http.post(teamPaths.users, hang)],
  /** Changing admin access answers 500. */
  adminStatusError: [http.patch(teamPaths.adminStatus, serverError)],
  /** Changing admin access never answers: the confirmation shows it is working. */
  adminStatusSlow: [http.patch(teamPaths.adminStatus, hang)],
  /** Sending a set-password link answers 500. */
  passwordLinkError: [http.post(teamPaths.passwordLink, serverError)],
  /** Every team call answers 401, as when the session expired or was revoked. */
  unauthorized: [
    http.get(teamPaths.users, unauthorized),
    http.post(teamPaths.users, unauthorized),
    http.patch(teamPaths.adminStatus, unauthorized),
    http.post(teamPaths.passwordLink, unauthorized),
  ],
} satisfies Record<string, RequestHandler[]>;
