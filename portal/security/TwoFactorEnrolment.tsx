import { useMutation, useQuery } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';

import { teamApi } from '@/api/team';
import { Button } from '@/components/Button';
import { Spinner } from '@/components/Spinner';
import type { TwoFactorEnabled } from '@shared/contract';
import { failureMessage } from '../views/common/failures';
import { LoadFailure } from '../views/common/LoadFailure';
import { copyText } from './clipboard';
import { CodeForm } from './CodeForm';
import { RecoveryCodes } from './RecoveryCodes';
import {
  groupInFours,
  QR_QUIET_ZONE,
  QR_TARGET_PX,
  qrCodeKey,
  qrDisplaySize,
  qrModulesOf,
  svgDataUrl,
} from './twoFactorRules';

export type TwoFactorEnrolmentProps = {
  /**
   * The server turned the factor on: the recovery codes and this session's new token. Called at once,
   * before the codes are shown: every other token of the account (this session's old one too) has
   * ended, so the portal must send the new one from now on.
   */
  onEnabled: (result: TwoFactorEnabled) => void;
  /** The administrator saved the recovery codes and pressed Done: the flow is over. */
  onDone?: () => void;
  /** Leaves the setup before the factor is on (nothing changed). Without it there is no Cancel button. */
  onCancel?: () => void;
  /** The level of the steps' headings in the page around them. @default 3 */
  headingLevel?: 2 | 3;
};

/** The QR code library, fetched only when a setup is shown: no other screen needs it. */
const loadQrCodes = () => import('uqr');

const Steps = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[500]};
`;

const Step = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[400]};
`;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.typography.fontSize[400]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.snug};
`;

/** The QR code and the key side by side where there is room, one under the other on a phone. */
const Pairing = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[400]} ${theme.space[600]}`};
`;

/**
 * White around the code whatever the surface: readers need a light quiet zone (it is in the image too).
 * The border shows its edge on a white dialog.
 */
const QrFrame = styled.div<{ $size: number }>`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => `${$size + 2}px`};
  max-width: 100%;
  aspect-ratio: 1;
  margin-inline: auto;
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface.page};
  color: ${({ theme }) => theme.color.brand.primary};
  overflow: hidden;

  img {
    display: block;
    max-width: 100%;
    height: auto;
  }
`;

const QrMissing = styled.p`
  padding: ${({ theme }) => theme.space[400]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  text-align: center;
`;

const Key = styled.div`
  display: grid;
  flex: 1 1 12rem;
  gap: ${({ theme }) => theme.space[200]};
  justify-items: start;
  min-width: 0;
`;

const KeyLabel = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
`;

/** Groups of four that wrap between groups, never inside one. */
const KeyText = styled.code`
  font-family: ${({ theme }) => theme.typography.fontFamily.mono};
  font-size: ${({ theme }) => theme.typography.fontSize[400]};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacing.wide};
  word-spacing: ${({ theme }) => theme.space[100]};
  overflow-wrap: normal;
`;

const Quiet = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

const CopyNote = styled(Quiet)`
  margin-top: ${({ theme }) => theme.space[200]};
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${({ theme }) => theme.space[600]};
  color: ${({ theme }) => theme.color.brand.primary};
`;

/** The QR code of `otpauthUrl`, drawn once its library is here: the `<img>`, or why it is not there. */
function QrCode({ otpauthUrl }: { otpauthUrl: string }) {
  const theme = useTheme();
  const qr = useQuery({
    queryKey: qrCodeKey(otpauthUrl),
    queryFn: async () => {
      const { renderSVG } = await loadQrCodes();
      // Dark squares on the page's white, one unit a square: the image is scaled by whole pixels below.
      const svg = renderSVG(otpauthUrl, {
        border: QR_QUIET_ZONE,
        pixelSize: 1,
        whiteColor: theme.color.surface.page,
        blackColor: theme.color.text.primary,
      }).replace('<svg ', '<svg shape-rendering="crispEdges" ');
      return { src: svgDataUrl(svg), size: qrDisplaySize(qrModulesOf(svg)) };
    },
    staleTime: Infinity,
  });

  if (qr.isPending) {
    return (
      <QrFrame $size={QR_TARGET_PX}>
        <Spinner label="Drawing the QR code" />
      </QrFrame>
    );
  }
  if (qr.isError) {
    return (
      <QrFrame $size={QR_TARGET_PX}>
        <QrMissing>The QR code could not be drawn. Type the key into the app instead.</QrMissing>
      </QrFrame>
    );
  }
  return (
    <QrFrame $size={qr.data.size}>
      <img src={qr.data.src} width={qr.data.size} height={qr.data.size} alt="QR code for your authenticator app" />
    </QrFrame>
  );
}

/** The key as text in groups of four, and a button that copies it (without the spaces). */
function SecretKey({ secret }: { secret: string }) {
  const labelId = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <Key>
      <KeyLabel id={labelId}>Key</KeyLabel>
      <KeyText aria-labelledby={labelId}>{groupInFours(secret)}</KeyText>
      <div>
        <Button
          size="sm"
          variant="secondary"
          startIcon={<Copy size={16} aria-hidden="true" />}
          onClick={async () => setCopied(await copyText(secret))}
        >
          Copy
        </Button>
        {/* Beside the button, so the empty notice adds no gap under it. */}
        <div role="status">
          {copied === true && <CopyNote>The key is copied.</CopyNote>}
          {copied === false && <CopyNote>Copying did not work here. Select the key and copy it.</CopyNote>}
        </div>
      </div>
    </Key>
  );
}

/**
 * Turning on the second factor, in two steps. First a new key from the server (POST /api/auth/2fa/setup,
 * not in force yet) as a QR code and as text in groups of four, and the first code the app shows, which
 * turns it on ("Turn on"); a wrong code is said under the field. Then the recovery codes, shown once.
 * The QR code's library is fetched only here. A key is asked for once per mount: a second one would
 * replace the first on the server, and the app scanned from the first would not match.
 */
export function TwoFactorEnrolment({ onEnabled, onDone, onCancel, headingLevel = 3 }: TwoFactorEnrolmentProps) {
  const setup = useMutation({ mutationFn: () => teamApi.setUpTwoFactor() });
  const enable = useMutation({
    mutationFn: (code: string) => teamApi.enableTwoFactor(code),
    // In the mutation's options, not `mutate`'s: the new token is handed over even if this flow was left
    // while the server answered, since the old token has ended either way.
    onSuccess: onEnabled,
  });
  const asked = useRef(false);
  const startSetup = setup.mutate;

  useEffect(() => {
    // Once per mount, Strict Mode's second run of effects included: a second key would replace the first.
    if (asked.current) return;
    asked.current = true;
    startSetup();
  }, [startSetup]);

  // Fetched while the server makes the key: the QR code is drawn as soon as the key arrives.
  useEffect(() => {
    void loadQrCodes().catch(() => {});
  }, []);

  if (enable.data) {
    return <RecoveryCodes codes={enable.data.recoveryCodes} headingLevel={headingLevel} onDone={() => onDone?.()} />;
  }

  if (setup.isError) {
    return (
      <Steps>
        <LoadFailure title="Setup not started" retrying={setup.isPending} onRetry={() => setup.mutate()}>
          {failureMessage(setup.error)}
        </LoadFailure>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </Steps>
    );
  }

  if (!setup.data) {
    return (
      <Loading>
        <Spinner label="Making a new key" />
      </Loading>
    );
  }

  const { secret, otpauthUrl } = setup.data;
  return (
    <Steps>
      <Step>
        <Heading as={`h${headingLevel}`}>1. Add the key to your app</Heading>
        <p>Scan the QR code with an authenticator app (1Password, Google Authenticator, Authy…), or type the key.</p>
        <Pairing>
          <QrCode otpauthUrl={otpauthUrl} />
          <SecretKey secret={secret} />
        </Pairing>
      </Step>
      <Step>
        <Heading as={`h${headingLevel}`}>2. Enter the code it shows</Heading>
        <CodeForm
          label="6-digit code from the app"
          missingMessage="Enter the 6-digit code from the app"
          numeric
          submitLabel="Turn on"
          pendingLabel="Turning on..."
          formLabel="Turn on two-factor authentication"
          pending={enable.isPending}
          error={enable.error}
          onSubmit={(code) => enable.mutate(code)}
          onEdit={() => enable.reset()}
          onCancel={onCancel}
        >
          <Quiet>Turning it on signs your account out everywhere else; you stay signed in here.</Quiet>
        </CodeForm>
      </Step>
    </Steps>
  );
}
