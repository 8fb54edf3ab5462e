import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, type MockInstance, spyOn, userEvent, waitFor, within } from 'storybook/test';

import { TwoFactorDialog } from '@portal/security';
import { createAdminMock } from '@testing/mocks/adminHandlers';
import { ACCOUNT_LOCKED_MESSAGE, authenticatorCode } from '@testing/mocks/authHandlers';
import {
  mockNewRecoveryCodes,
  mockRecoveryCodes,
  renewedAdminToken,
  twoFactorFailures,
  wrongTotpCode,
} from '@testing/mocks/twoFactorHandlers';
import { animationsFinished, focusedIn, pageOf } from '@testing/stories/dialog';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';
import { withQueryClient } from '@testing/stories/withQueryClient';
import { INVALID_CODE_MESSAGE } from '@shared/contract/constants';

type Scope = ReturnType<typeof within>;

/** Off, as for an administrator who never set it up. */
const off = createAdminMock();
const offRequired = createAdminMock({ twoFactor: { required: true } });
const onMany = createAdminMock({ twoFactor: { enabled: true, recoveryCodesLeft: 8 } });
const onOneLeft = createAdminMock({ twoFactor: { enabled: true, recoveryCodesLeft: 1 } });
const onRequired = createAdminMock({ twoFactor: { enabled: true, required: true } });
const mocks = [off, offRequired, onMany, onOneLeft, onRequired];

/** The dialog, fully shown, once the status has loaded (or failed to). */
async function dialogOf(canvasElement: HTMLElement) {
  const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Two-factor authentication' });
  await animationsFinished(dialog);
  await waitFor(() =>
    expect(within(dialog).queryByRole('status', { name: 'Loading two-factor authentication' })).toBeNull(),
  );
  return within(dialog);
}

/** Set up pressed: resolves once the QR code is drawn and decoded, and the key is shown. */
async function openSetup(dialog: Scope) {
  await userEvent.click(dialog.getByRole('button', { name: 'Set up' }));
  const qr = (await dialog.findByRole('img', { name: 'QR code for your authenticator app' })) as HTMLImageElement;
  await qr.decode();
  await expect(qr.naturalWidth).toBeGreaterThan(0);
  return qr;
}

const codeField = (dialog: Scope, name: string | RegExp = '6-digit code from the app') =>
  dialog.getByRole('textbox', { name }) as HTMLInputElement;

async function typeCode(dialog: Scope, code: string, name?: string | RegExp) {
  const field = codeField(dialog, name);
  await userEvent.clear(field);
  await userEvent.type(field, code);
  return field;
}

const recoveryCodesOf = (dialog: Scope) =>
  within(dialog.getByRole('list', { name: 'Recovery codes' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

let linkClick: MockInstance<() => void>;
let objectUrl: MockInstance<typeof URL.createObjectURL>;

const meta = {
  title: 'Features/Admin/TwoFactorDialog',
  component: TwoFactorDialog,
  decorators: [withQueryClient],
  parameters: { msw: { handlers: off.handlers } },
  args: { open: true, onClose: fn(), onSessionRenewed: fn() },
  beforeEach: () => {
    for (const mock of mocks) mock.reset();
    // Stands in for the browser's download, which a test run cannot look at.
    linkClick = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    objectUrl = spyOn(URL, 'createObjectURL');
    return () => {
      linkClick.mockRestore();
      objectUrl.mockRestore();
    };
  },
} satisfies Meta<typeof TwoFactorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The status is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...twoFactorFailures.statusSlow, ...off.handlers] } },
  play: async ({ canvasElement }) => {
    const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Two-factor authentication' });
    await animationsFinished(dialog);
    await expect(within(dialog).getByRole('status', { name: 'Loading two-factor authentication' })).toBeVisible();
  },
};

/** The status did not load: the server's reason, and a way to ask again. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [...twoFactorFailures.statusError, ...off.handlers] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('Two-factor authentication not loaded');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Off: why it matters, and Set up. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('Off')).toBeVisible();
    await expect(dialog.getByText(/keeps your account safe even if your password is stolen/)).toBeVisible();
    await expect(dialog.queryByText(/This portal requires/)).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Set up' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeEnabled();
  },
};

/** Off on a server that requires it of every administrator (`ADMIN_2FA=required`): it says so. */
export const OffRequired: Story = {
  parameters: { msw: { handlers: offRequired.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(
      dialog.getByText('This portal requires two-factor authentication of every administrator.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Set up' })).toBeEnabled();
  },
};

/** The server makes a new key: the flow waits for it. */
export const MakingAKey: Story = {
  parameters: { msw: { handlers: [...twoFactorFailures.setupSlow, ...off.handlers] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Set up' }));
    await expect(await dialog.findByRole('status', { name: 'Making a new key' })).toBeVisible();
  },
};

/**
 * Set up pressed: the new key as a QR code (sharp, on white with its quiet zone) and as text in groups
 * of four with Copy, then the field for the app's first code. Nothing is on yet.
 */
export const SetupStep: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const qr = await openSetup(dialog);
    // A whole number of pixels a square, about 200 px: every square equally sharp.
    await expect(qr.width % 1).toBe(0);
    await expect(qr.width).toBeGreaterThanOrEqual(180);
    await expect(qr.width).toBeLessThanOrEqual(230);
    await expect(qr.src).toMatch(/^data:image\/svg\+xml/);
    await expect(dialog.getByText('JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await expect(
      dialog.getByText(
        'Scan the QR code with an authenticator app (1Password, Google Authenticator, Authy…), or type the key.',
      ),
    ).toBeVisible();
    const field = codeField(dialog);
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(dialog.getByRole('button', { name: 'Turn on' })).toBeEnabled();
    await expect(off.requests('POST', '/api/auth/2fa/setup')).toHaveLength(1);
    await expect(off.twoFactor().enabled).toBe(false);
  },
};

/** Copy puts the key on the clipboard without its spaces, and says so. */
export const CopyTheKey: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await openSetup(dialog);
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await userEvent.click(dialog.getByRole('button', { name: 'Copy' }));
      await expect(writeText).toHaveBeenCalledWith('JBSWY3DPEHPK3PXP');
      await expect(await dialog.findByText('The key is copied.')).toBeVisible();
    } finally {
      writeText.mockRestore();
    }
  },
};

/** Turn on pressed with nothing typed: the field says so, and nothing is sent. */
export const CodeMissing: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await openSetup(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Turn on' }));
    await expect(codeField(dialog)).toHaveAccessibleDescription('Enter the 6-digit code from the app');
    await expect(focusedIn(canvasElement)).toBe(codeField(dialog));
    await expect(off.requests('POST', '/api/auth/2fa/enable')).toEqual([]);
  },
};

/**
 * A wrong code: the server's words under the field, which has the focus with the code selected, so the
 * next one replaces it. The session goes on (no 401 reaches the portal's sign-out).
 */
export const WrongCode: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await openSetup(dialog);
    await typeCode(dialog, wrongTotpCode);
    await userEvent.click(dialog.getByRole('button', { name: 'Turn on' }));
    const field = codeField(dialog);
    await waitFor(() => expect(field).toHaveAccessibleDescription(INVALID_CODE_MESSAGE));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(focusedIn(canvasElement)).toBe(field);
    await expect([field.selectionStart, field.selectionEnd]).toEqual([0, wrongTotpCode.length]);
    await expect(args.onSessionRenewed).not.toHaveBeenCalled();
    await expect(off.twoFactor().enabled).toBe(false);
  },
};

/** The code is with the server: the button says Turning on... and the field waits. */
export const TurningOn: Story = {
  parameters: { msw: { handlers: [...twoFactorFailures.codeSlow, ...off.handlers] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await openSetup(dialog);
    await typeCode(dialog, authenticatorCode);
    await userEvent.click(dialog.getByRole('button', { name: 'Turn on' }));
    await expect(await dialog.findByRole('button', { name: 'Turning on...' })).toBeDisabled();
    await expect(codeField(dialog)).toHaveAttribute('readonly');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/**
 * The right code: the factor is on, the session goes on with its new token (handed over at once), and
 * the recovery codes are shown once, in two columns. Done waits until they are saved; the dialog cannot
 * be closed meanwhile.
 */
export const RecoveryCodesShown: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await openSetup(dialog);
    await typeCode(dialog, ` ${authenticatorCode} `);
    await userEvent.click(dialog.getByRole('button', { name: 'Turn on' }));
    const heading = await dialog.findByRole('heading', { name: 'Your recovery codes' });
    await expect(focusedIn(canvasElement)).toBe(heading);
    await expect(args.onSessionRenewed).toHaveBeenCalledWith(renewedAdminToken);
    await expect(off.requests('POST', '/api/auth/2fa/enable').map((request) => request.body)).toEqual([
      { code: authenticatorCode },
    ]);
    await expect(recoveryCodesOf(dialog)).toEqual([...mockRecoveryCodes]);
    await expect(
      dialog.getByText(
        'Keep these codes somewhere safe. Each one signs you in once if you lose your phone. They will not be shown again.',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(off.twoFactor()).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
  },
};

/** Ticking "I have saved these codes" lets Done go: the status says On, since today, with all ten codes. */
export const TurnedOn: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await openSetup(dialog);
    await typeCode(dialog, authenticatorCode);
    await userEvent.click(dialog.getByRole('button', { name: 'Turn on' }));
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'I have saved these codes' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(
      await dialog.findByText('Two-factor authentication is on. Your account was signed out everywhere else.'),
    ).toBeVisible();
    await expect(await dialog.findByText(/^On since/)).toHaveTextContent('On since Nov 21, 2026');
    await expect(dialog.getByText('Recovery codes left: 10 of 10')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeEnabled();
  },
};

/** On, with most of its recovery codes left: since when, how many, and the two actions. */
export const OnManyCodesLeft: Story = {
  parameters: { msw: { handlers: onMany.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText(/^On since/)).toHaveTextContent('On since Oct 22, 2026');
    await expect(dialog.getByText('Recovery codes left: 8 of 10')).toBeVisible();
    await expect(dialog.queryByText(/recovery codes? left\. Make new ones/)).toBeNull();
    await expect(dialog.getByRole('button', { name: 'New recovery codes' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Turn off' })).toBeEnabled();
  },
};

/** One recovery code left: a warning to make new ones. */
export const OnOneCodeLeft: Story = {
  parameters: { msw: { handlers: onOneLeft.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('Recovery codes left: 1 of 10')).toBeVisible();
    await expect(
      dialog.getByText('Only 1 recovery code left. Make new ones, so you can still sign in if you lose your phone.'),
    ).toBeVisible();
  },
};

/**
 * New recovery codes: a current code first (here the last recovery code, which it uses up), then the new
 * codes once; Download saves them as a text file and lets Done go. The status counts ten again.
 */
export const NewRecoveryCodes: Story = {
  parameters: { msw: { handlers: onOneLeft.handlers } },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'New recovery codes' }));
    const field = codeField(dialog, 'Code from the app or a recovery code');
    await expect(focusedIn(canvasElement)).toBe(field);
    await expect(field).not.toHaveAttribute('inputmode', 'numeric');
    await typeCode(dialog, mockRecoveryCodes[0]!.toUpperCase(), 'Code from the app or a recovery code');
    await userEvent.click(dialog.getByRole('button', { name: 'Make new codes' }));
    await dialog.findByRole('heading', { name: 'Your recovery codes' });
    await expect(recoveryCodesOf(dialog)).toEqual([...mockNewRecoveryCodes]);
    await userEvent.click(dialog.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(linkClick).toHaveBeenCalledTimes(1));
    const link = linkClick.mock.contexts[0] as HTMLAnchorElement;
    await expect(link.download).toBe('invoiceflow-recovery-codes.txt');
    const file = await (objectUrl.mock.calls[0]![0] as Blob).text();
    for (const code of mockNewRecoveryCodes) await expect(file).toContain(code);
    await expect(dialog.getByText('The codes are downloaded as invoiceflow-recovery-codes.txt.')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'I have saved these codes' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(await dialog.findByText('You have new recovery codes. The old ones no longer work.')).toBeVisible();
    await expect(await dialog.findByText('Recovery codes left: 10 of 10')).toBeVisible();
    await expect(dialog.queryByText(/Only 1 recovery code left/)).toBeNull();
    // New codes leave the session as it was.
    await expect(args.onSessionRenewed).not.toHaveBeenCalled();
  },
};

/** Copy codes copies them, one a line, ticks "I have saved these codes" and lets Done go. */
export const CopyRecoveryCodes: Story = {
  parameters: { msw: { handlers: onMany.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'New recovery codes' }));
    await typeCode(dialog, authenticatorCode, 'Code from the app or a recovery code');
    await userEvent.click(dialog.getByRole('button', { name: 'Make new codes' }));
    await dialog.findByRole('heading', { name: 'Your recovery codes' });
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await userEvent.click(dialog.getByRole('button', { name: 'Copy codes' }));
      await expect(writeText).toHaveBeenCalledWith(mockNewRecoveryCodes.join('\n'));
    } finally {
      writeText.mockRestore();
    }
    await expect(await dialog.findByText(/The codes are copied/)).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'I have saved these codes' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeEnabled();
  },
};

/**
 * Turn off on a server that requires a second factor: a current code first, with the warning that the
 * next sign-in asks to set it up again. Once off, the session goes on with its new token and the status
 * says Off.
 */
export const TurnOff: Story = {
  parameters: { msw: { handlers: onRequired.handlers } },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Turn off' }));
    const form = dialog.getByRole('form', { name: 'Turn off two-factor authentication' });
    await expect(
      within(form).getByText(/you will have to set it up again, with a new key, before you can use the portal/),
    ).toBeVisible();
    await typeCode(dialog, authenticatorCode, 'Code from the app or a recovery code');
    await userEvent.click(within(form).getByRole('button', { name: 'Turn off' }));
    await expect(
      await dialog.findByText('Two-factor authentication is off. Your account was signed out everywhere else.'),
    ).toBeVisible();
    await expect(args.onSessionRenewed).toHaveBeenCalledWith(renewedAdminToken);
    await expect(dialog.getByText('Off')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Set up' })).toBeEnabled();
    await expect(onRequired.twoFactor()).toMatchObject({ enabled: false, required: true });
  },
};

/** Turn off opened, then Cancel: the form goes, nothing is sent. */
export const TurnOffCancelled: Story = {
  parameters: { msw: { handlers: onMany.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Turn off' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(dialog.queryByRole('form')).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Turn off' })).toBeEnabled();
    await expect(onMany.requests('POST')).toEqual([]);
  },
};

/** Too many wrong codes locked the account for a while: the server's words, and nothing changed. */
export const Locked: Story = {
  parameters: { msw: { handlers: [...twoFactorFailures.locked, ...onMany.handlers] } },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Turn off' }));
    await typeCode(dialog, authenticatorCode, 'Code from the app or a recovery code');
    const form = dialog.getByRole('form', { name: 'Turn off two-factor authentication' });
    await userEvent.click(within(form).getByRole('button', { name: 'Turn off' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('Nothing changed');
    await expect(alert).toHaveTextContent(ACCOUNT_LOCKED_MESSAGE);
    await expect(codeField(dialog, 'Code from the app or a recovery code')).toHaveValue(authenticatorCode);
    await expect(args.onSessionRenewed).not.toHaveBeenCalled();
  },
};

/** On a phone (375 px): the QR code over the key, nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const qr = await openSetup(dialog);
    const key = dialog.getByText('JBSW Y3DP EHPK 3PXP');
    await expect(key.getBoundingClientRect().top).toBeGreaterThanOrEqual(qr.getBoundingClientRect().bottom);
    await expectNoHorizontalScroll(canvasElement, 375);
  },
};

/** The recovery codes on a phone: still two columns, nothing scrolls sideways. */
export const MobileRecoveryCodes: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await openSetup(dialog);
    await typeCode(dialog, authenticatorCode);
    await userEvent.click(dialog.getByRole('button', { name: 'Turn on' }));
    await dialog.findByRole('heading', { name: 'Your recovery codes' });
    const [first, second] = within(dialog.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBe(first!.getBoundingClientRect().top);
    await expectNoHorizontalScroll(canvasElement, 375);
  },
};
