import { http, type RequestHandler } from 'msw';

import {
  recoveryCodesSchema,
  twoFactorCodeRequestSchema,
  twoFactorDisabledSchema,
  twoFactorEnabledSchema,
  twoFactorSetupSchema,
  type TwoFactorStatus,
  twoFactorStatusSchema,
} from '@shared/contract';
import { INVALID_CODE_MESSAGE, RECOVERY_CODE_COUNT } from '@shared/contract/constants';
import { errorAnswer, hang, serverError, unauthorized } from './answers';
import { ACCOUNT_LOCKED_MESSAGE, adminToken, adminUser, authenticatorCode } from './authHandlers';
import { fixtureNow } from './fixtures';
import { contractAnswer } from './mailHandlers';

/**
 * The signed-in administrator's second factor as the admin mock server holds it, with the paths and
 * answers of server/routes/twoFactor.ts: a setup answers a fixed key (`mockTotpSecret`), the app's code
 * is always `authenticatorCode` (authHandlers.ts), and the recovery codes are fixed lists, so stories can type them. Every
 * answer is parsed by the contract's schema on the way out. Built by `createAdminMock`; see adminHandlers.ts.
 */

export type TwoFactorMockOptions = {
  /**
   * The administrator's second factor at the start. @default off, and not required by the server
   */
  twoFactor?: {
    /** Whether it is on. @default false */
    enabled?: boolean;
    /** When it was turned on. @default a month before the fixtures' now, when `enabled` */
    enabledAt?: string;
    /** How many recovery codes are still unused (the first ones of `mockRecoveryCodes`). @default 10 */
    recoveryCodesLeft?: number;
    /** Whether the server requires a second factor of every administrator (`ADMIN_2FA=required`). @default false */
    required?: boolean;
  };
};

export const twoFactorPaths = {
  status: '/api/auth/2fa',
  setup: '/api/auth/2fa/setup',
  enable: '/api/auth/2fa/enable',
  disable: '/api/auth/2fa/disable',
  recoveryCodes: '/api/auth/2fa/recovery-codes',
} as const;

/** The key every setup of the mock answers (the RFC 6238 examples' key, as many apps' docs use). */
export const mockTotpSecret = 'JBSWY3DPEHPK3PXP';

/** The `otpauth://` URL of `mockTotpSecret`, as the server writes it for `adminUser` (otpauth's `TOTP.toString()`). */
export const mockOtpauthUrl = `otpauth://totp/InvoiceFlow:${encodeURIComponent(adminUser.email)}?issuer=InvoiceFlow&secret=${mockTotpSecret}&algorithm=SHA1&digits=6&period=30`;

/** A code the mock refuses as wrong. */
export const wrongTotpCode = '654321';

/** The recovery codes the mock hands out when the factor is turned on (shaped as the server's). */
export const mockRecoveryCodes = [
  'k7mp-3qxa-h9tw',
  'b2nf-8rce-vd4y',
  'w5hu-p6sk-a3jm',
  'q9ez-t2gb-n8xr',
  'f4yc-m7wd-u5kp',
  'r3ja-x8nh-e6qt',
  'd6vs-c2fm-y9ub',
  'h8tk-g5qe-p2wz',
  'n2bx-j4ra-s7cf',
  'u7dw-e3pn-k5hm',
] as const;

/** The ones "New recovery codes" hands out (every time: the stories check that they changed). */
export const mockNewRecoveryCodes = [
  'z3qa-w8ne-t5bk',
  'c6hr-y2uf-m9xd',
  'p4kt-a7sg-j3we',
  'e8vm-n5cz-r2hq',
  'g2xb-h6pd-w9sa',
  's5ny-k3tf-b8ue',
  'a9wj-d4qm-x6rc',
  't7ce-u2ka-f5nz',
  'j3pf-r8yb-q6dm',
  'm6uh-b9ex-c4sw',
] as const;

/** The token the mock hands this session when the factor is turned on or off (the old one ended). */
export const renewedAdminToken = `${adminToken.slice(0, adminToken.lastIndexOf('.'))}.renewed-after-two-factor`;

/** Codes compared as the server compares recovery codes: without dashes and spaces, in lower case. */
const normalized = (code: string) => code.replace(/[\s-]+/g, '').toLowerCase();

const monthBefore = (iso: string) => new Date(Date.parse(iso) - 30 * 86_400_000).toISOString();

export function createTwoFactorMock(
  options: TwoFactorMockOptions,
  { record }: { record: (request: Request) => Promise<URLSearchParams> },
) {
  const initial = () => {
    const given = options.twoFactor ?? {};
    const enabled = given.enabled ?? false;
    return {
      enabled,
      enabledAt: enabled ? (given.enabledAt ?? monthBefore(fixtureNow)) : null,
      required: given.required ?? false,
      /** The unused recovery codes. */
      recoveryCodes: (enabled
        ? mockRecoveryCodes.slice(0, given.recoveryCodesLeft ?? RECOVERY_CODE_COUNT)
        : []) as string[],
      /** The key a setup made, waiting for its first code. */
      pendingSecret: null as string | null,
    };
  };
  let state = initial();

  const status = (): TwoFactorStatus => ({
    enabled: state.enabled,
    enabledAt: state.enabledAt,
    recoveryCodesLeft: state.enabled ? state.recoveryCodes.length : 0,
    required: state.required,
  });

  /** The request's `code`, or the server's 400 in the contract's words. */
  const codeOf = async (request: Request): Promise<string | Response> => {
    const parsed = twoFactorCodeRequestSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) return errorAnswer(400, 'Bad Request', parsed.error.issues.map((i) => i.message).join('; '));
    return parsed.data.code;
  };

  const isAppCode = (code: string) => code.replace(/\s+/g, '') === authenticatorCode;

  /** Takes a current code (the app's, or an unused recovery code, which is used up), as `takeCode` does. */
  const takeCode = (code: string) => {
    if (isAppCode(code)) return true;
    const index = state.recoveryCodes.findIndex((unused) => normalized(unused) === normalized(code));
    if (index === -1) return false;
    state.recoveryCodes = state.recoveryCodes.filter((_, i) => i !== index);
    return true;
  };

  const notOn = () => errorAnswer(409, 'Conflict', 'Two-factor authentication is not on for this account');
  const wrongCode = () => errorAnswer(403, 'Forbidden', INVALID_CODE_MESSAGE);

  const handlers: RequestHandler[] = [
    http.get(twoFactorPaths.status, async ({ request }) => {
      await record(request);
      return contractAnswer(twoFactorStatusSchema, status());
    }),
    http.post(twoFactorPaths.setup, async ({ request }) => {
      await record(request);
      if (state.enabled) {
        return errorAnswer(
          409,
          'Conflict',
          'Two-factor authentication is already on: turn it off first to set up another app',
        );
      }
      state.pendingSecret = mockTotpSecret;
      return contractAnswer(twoFactorSetupSchema, { secret: mockTotpSecret, otpauthUrl: mockOtpauthUrl });
    }),
    http.post(twoFactorPaths.enable, async ({ request }) => {
      await record(request);
      const code = await codeOf(request);
      if (code instanceof Response) return code;
      if (!state.pendingSecret) {
        return errorAnswer(
          409,
          'Conflict',
          state.enabled ? 'Two-factor authentication is already on' : 'Start the setup first',
        );
      }
      // Only the app's code turns it on: there are no recovery codes yet.
      if (!isAppCode(code)) return wrongCode();
      state = {
        ...state,
        enabled: true,
        enabledAt: fixtureNow,
        recoveryCodes: [...mockRecoveryCodes],
        pendingSecret: null,
      };
      return contractAnswer(twoFactorEnabledSchema, {
        recoveryCodes: [...mockRecoveryCodes],
        token: renewedAdminToken,
      });
    }),
    http.post(twoFactorPaths.disable, async ({ request }) => {
      await record(request);
      const code = await codeOf(request);
      if (code instanceof Response) return code;
      if (!state.enabled) return notOn();
      if (!takeCode(code)) return wrongCode();
      state = { ...state, enabled: false, enabledAt: null, recoveryCodes: [], pendingSecret: null };
      return contractAnswer(twoFactorDisabledSchema, { token: renewedAdminToken });
    }),
    http.post(twoFactorPaths.recoveryCodes, async ({ request }) => {
      await record(request);
      const code = await codeOf(request);
      if (code instanceof Response) return code;
      if (!state.enabled) return notOn();
      if (!takeCode(code)) return wrongCode();
      state.recoveryCodes = [...mockNewRecoveryCodes];
      return contractAnswer(recoveryCodesSchema, { recoveryCodes: [...mockNewRecoveryCodes] });
    }),
  ];

  return {
    handlers,
    reset() {
      state = initial();
    },
    /** The second factor as the server holds it now. */
    twoFactor: status,
    /** The recovery codes still unused. */
    unusedRecoveryCodes: () => [...state.recoveryCodes],
  };
}

const codePaths = [twoFactorPaths.enable, twoFactorPaths.disable, twoFactorPaths.recoveryCodes];

/** Replacements for the second factor's calls, to show a failure or a wait; put them before a mock's own handlers. */
export const twoFactorFailures = {
  /** Reading the status answers 500: the dialog says so, with Try again. */
  statusError: [http.get(twoFactorPaths.status, serverError)],
  /** Reading the status never answers: the dialog shows it is loading. */
  statusSlow: [http.get(twoFactorPaths.status, hang)],
  /** A setup answers 500: the flow says so, with Try again. */
  setupError: [http.post(twoFactorPaths.setup, serverError)],
  /** A setup never answers: the flow shows it is making a key. */
  setupSlow: [http.post(twoFactorPaths.setup, hang)],
  /** Turning on, off and new codes never answer: the buttons say they are working. */
  codeSlow: codePaths.map((path) => http.post(path, hang)),
  /** Turning on, off and new codes answer 429: too many wrong codes locked the account for a while. */
  locked: codePaths.map((path) => http.post(path, () => errorAnswer(429, 'Too Many Requests', ACCOUNT_LOCKED_MESSAGE))),
  /** Every call answers 401, as when the session expired or was revoked. */
  unauthorized: [
    http.get(twoFactorPaths.status, unauthorized),
    ...[twoFactorPaths.setup, ...codePaths].map((path) => http.post(path, unauthorized)),
  ],
} satisfies Record<string, RequestHandler[]>;
