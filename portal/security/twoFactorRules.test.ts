import { describe, expect, it } from 'vitest';

import { ApiError } from '@/api/errors';
import { INVALID_CODE_MESSAGE } from '@shared/contract/constants';
import {
  fewRecoveryCodesLeft,
  fewRecoveryCodesText,
  groupInFours,
  isCodeRefusal,
  qrDisplaySize,
  qrModulesOf,
  recoveryCodesFile,
  recoveryCodesFileName,
  recoveryCodesLeftText,
  svgDataUrl,
} from './twoFactorRules';

describe('the key as text', () => {
  it('is shown in groups of four, the last one shorter, whatever spaces it came with', () => {
    expect(groupInFours('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupInFours('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(groupInFours(' JBSW Y3DP\tEHPK3PXP ')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupInFours('')).toBe('');
  });
});

describe('the QR code', () => {
  it('is shown at the whole multiple of its squares nearest 200 px, so every square has the same pixels', () => {
    expect(qrDisplaySize(49)).toBe(196);
    expect(qrDisplaySize(53)).toBe(212);
    expect(qrDisplaySize(41)).toBe(205);
    // A code larger than the target is never shrunk below one pixel a square.
    expect(qrDisplaySize(250)).toBe(250);
    expect(qrDisplaySize(0)).toBe(200);
  });

  it('reads its squares a side from the drawing, and goes into an <img> as an escaped data: URL', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 45 45"><rect fill="#fff"/></svg>';
    expect(qrModulesOf(svg)).toBe(45);
    expect(qrModulesOf('<svg></svg>')).toBe(0);
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,%3Csvg')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(svg);
  });
});

describe('the recovery codes', () => {
  it('say how many are left, and warn at two or fewer', () => {
    expect(recoveryCodesLeftText(8)).toBe('Recovery codes left: 8 of 10');
    expect(fewRecoveryCodesLeft(3)).toBe(false);
    expect(fewRecoveryCodesLeft(2)).toBe(true);
    expect(fewRecoveryCodesText(2)).toBe(
      'Only 2 recovery codes left. Make new ones, so you can still sign in if you lose your phone.',
    );
    expect(fewRecoveryCodesText(1)).toMatch(/^Only 1 recovery code left\./);
    expect(fewRecoveryCodesText(0)).toMatch(/^No recovery codes left\./);
  });

  it('download as a text file named after the brand, one code a line', () => {
    expect(recoveryCodesFileName('InvoiceFlow')).toBe('invoiceflow-recovery-codes.txt');
    expect(recoveryCodesFileName('Acme & Co.')).toBe('acme-co-recovery-codes.txt');
    expect(recoveryCodesFileName('Ünïcødé')).toBe('unic-de-recovery-codes.txt');
    expect(recoveryCodesFileName('***')).toBe('admin-recovery-codes.txt');
    const file = recoveryCodesFile(['abcd-efgh-jkmn', 'pqrs-tuvw-xyz2'], 'InvoiceFlow');
    expect(file.split('\r\n')).toEqual([
      'InvoiceFlow admin portal: recovery codes',
      '',
      'Each code signs you in once if you lose your phone. Keep them somewhere safe.',
      '',
      'abcd-efgh-jkmn',
      'pqrs-tuvw-xyz2',
      '',
    ]);
  });
});

describe('a refused code', () => {
  it('is the 403 with the wrong-code message, not an expired session, a lock or the required setup', () => {
    expect(isCodeRefusal(new ApiError(403, 'Forbidden', INVALID_CODE_MESSAGE))).toBe(true);
    expect(isCodeRefusal(new ApiError(401, 'Unauthorized', 'Your session has expired or is invalid'))).toBe(false);
    expect(isCodeRefusal(new ApiError(429, 'Too Many Requests', 'Too many failed sign-in attempts'))).toBe(false);
    expect(isCodeRefusal(new ApiError(403, 'Forbidden', 'Set up two-factor authentication to continue'))).toBe(false);
  });
});
