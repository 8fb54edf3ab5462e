import { ApiError } from '@/api/errors';
import { INVALID_CODE_MESSAGE, RECOVERY_CODE_COUNT } from '@shared/contract/constants';

/** The TanStack Query key of the signed-in administrator's second factor (GET /api/auth/2fa). */
export const twoFactorKey = ['admin', 'account', 'twoFactor'] as const;

/**
 * The key of a QR code drawn from an `otpauth://` URL. Outside `twoFactorKey`, so refreshing the status
 * never touches it.
 */
export const qrCodeKey = (otpauthUrl: string) => ['admin', 'qrCode', otpauthUrl] as const;

/** How many recovery codes left call for a warning to make new ones. */
export const FEW_RECOVERY_CODES = 2;

/** The size a QR code is shown at, about: large enough for any phone camera, small enough for a phone screen. */
export const QR_TARGET_PX = 200;

/** The quiet zone around a QR code, in modules: the four the standard asks for, so every reader finds it. */
export const QR_QUIET_ZONE = 4;

/**
 * A base32 secret in groups of four (`JBSW Y3DP EHPK 3PXP`), as it is easier to read and type; the apps
 * ignore the spaces. Any spaces it came with are dropped first.
 */
export function groupInFours(secret: string): string {
  return (
    secret
      .replace(/\s+/g, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/**
 * The width, in CSS pixels, to show a QR code of `modules` squares a side (its quiet zone included): the
 * whole multiple of `modules` nearest `target`, so every square is the same number of pixels and its
 * edges stay sharp, never blurred across two pixels.
 */
export function qrDisplaySize(modules: number, target = QR_TARGET_PX): number {
  if (!Number.isFinite(modules) || modules < 1) return target;
  return modules * Math.max(1, Math.round(target / modules));
}

/** The number of squares a side of a QR code drawn by `uqr` with one unit a square (its `viewBox`). */
export function qrModulesOf(svg: string): number {
  const viewBox = /viewBox="0 0 (\d+) \d+"/.exec(svg);
  return viewBox ? Number(viewBox[1]) : 0;
}

/** An SVG as a `data:` URL for an `<img>`: the markup escaped, nothing of it run as the page's own. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** "Recovery codes left: 3 of 10". */
export const recoveryCodesLeftText = (left: number) => `Recovery codes left: ${left} of ${RECOVERY_CODE_COUNT}`;

/** Whether so few recovery codes are left that the administrator should make new ones. */
export const fewRecoveryCodesLeft = (left: number) => left <= FEW_RECOVERY_CODES;

/** The warning for few recovery codes left, naming how many. */
export function fewRecoveryCodesText(left: number): string {
  const codes =
    left === 0
      ? 'No recovery codes left'
      : left === 1
        ? 'Only 1 recovery code left'
        : `Only ${left} recovery codes left`;
  return `${codes}. Make new ones, so you can still sign in if you lose your phone.`;
}

/** The file the recovery codes are downloaded as, e.g. `invoiceflow-recovery-codes.txt`. */
export const recoveryCodesFileName = (brandName: string) =>
  `${
    brandName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'admin'
  }-recovery-codes.txt`;

/**
 * The recovery codes as a text file: what they are for, then one code a line. Lines end with CRLF, so
 * the file reads the same in Notepad as anywhere else.
 */
export function recoveryCodesFile(codes: readonly string[], brandName: string): string {
  return [
    `${brandName} admin portal: recovery codes`,
    '',
    'Each code signs you in once if you lose your phone. Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\r\n');
}

/**
 * Whether the server refused a code of the second factor as wrong, reused or expired: 403 with
 * `INVALID_CODE_MESSAGE` (the session itself is fine, so it is never the 401 that ends it).
 */
export const isCodeRefusal = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.message === INVALID_CODE_MESSAGE;

/** What the code field says when nothing was typed: nothing is sent. */
export const CODE_MISSING_MESSAGE = 'Enter the code first';
