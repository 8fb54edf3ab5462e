import { Copy, Download } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';

import { Button } from '@/components/Button';
import { siteConfig } from '@/config/site';
import { downloadBlob } from '../views/common/downloadBlob';
import { copyText } from './clipboard';
import { recoveryCodesFile, recoveryCodesFileName } from './twoFactorRules';

export type RecoveryCodesProps = {
  /** The codes, as the server answered them: shown this once (the server keeps only their hashes). */
  codes: readonly string[];
  /** The administrator has saved the codes and goes on. */
  onDone: () => void;
  /** The level of the step's heading in the page around it. @default 3 */
  headingLevel?: 2 | 3;
  /** The brand, which names the downloaded file and heads it. @default siteConfig.brandName */
  brandName?: string;
};

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[400]};
`;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.typography.fontSize[400]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.snug};

  /* Focused by the step's arrival so it is announced, not by a person: no ring. */
  &:focus {
    outline: none;
  }
`;

/** Two columns, as the codes are short; one column would make the list longer than a phone's screen. */
const CodeList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, max-content);
  justify-content: space-evenly;
  gap: ${({ theme }) => `${theme.space[200]} ${theme.space[600]}`};
  margin: 0;
  padding: ${({ theme }) => theme.space[400]};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.subtle};
  font-family: ${({ theme }) => theme.typography.fontFamily.mono};
  font-size: ${({ theme }) => theme.typography.fontSize[300]};

  /* The narrowest phones: 14 monospace characters twice do not fit with the gap. */
  @media (max-width: 22rem) {
    grid-template-columns: max-content;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[300]};
`;

/** The buttons and what they did: one item of the step, so the empty notice adds no gap. */
const SaveArea = styled.div``;

const Note = styled.p<{ $tone?: 'warning' }>`
  margin-top: ${({ theme }) => theme.space[200]};
  color: ${({ theme, $tone }) => ($tone ? theme.color.status.warning.fg : theme.color.text.secondary)};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

const Saved = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};
  cursor: pointer;
`;

const SavedBox = styled.input.attrs({ type: 'checkbox' })`
  flex: none;
  width: 1.125rem;
  height: 1.125rem;
  margin: ${({ theme }) => theme.space[50]} 0 0;
  accent-color: ${({ theme }) => theme.color.brand.primary};
  cursor: inherit;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

type Saving = 'copied' | 'copyFailed' | 'downloaded' | null;

/**
 * The recovery codes, shown once after the factor is turned on or new codes are made: a list in two
 * columns, with Copy codes and Download (a text file). Done waits until they were copied or downloaded,
 * or "I have saved these codes" is ticked, which a copy or a download ticks for the administrator. The
 * step's heading takes the focus as it appears, so a screen reader reads where the flow went.
 */
export function RecoveryCodes({
  codes,
  onDone,
  headingLevel = 3,
  brandName = siteConfig.brandName,
}: RecoveryCodesProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState<Saving>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const copy = async () => {
    const copied = await copyText(codes.join('\n'));
    setSaving(copied ? 'copied' : 'copyFailed');
    if (copied) setSaved(true);
  };
  const download = () => {
    downloadBlob(
      new Blob([recoveryCodesFile(codes, brandName)], { type: 'text/plain;charset=utf-8' }),
      recoveryCodesFileName(brandName),
    );
    setSaving('downloaded');
    setSaved(true);
  };

  return (
    <Section aria-labelledby={headingId}>
      <Heading as={`h${headingLevel}`} id={headingId} ref={headingRef} tabIndex={-1}>
        Your recovery codes
      </Heading>
      <p>
        Keep these codes somewhere safe. Each one signs you in once if you lose your phone. They will not be shown
        again.
      </p>
      <CodeList aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </CodeList>
      <SaveArea>
        <Actions>
          <Button variant="secondary" size="sm" startIcon={<Copy size={16} aria-hidden="true" />} onClick={copy}>
            Copy codes
          </Button>
          <Button
            variant="secondary"
            size="sm"
            startIcon={<Download size={16} aria-hidden="true" />}
            onClick={download}
          >
            Download
          </Button>
        </Actions>
        <div role="status">
          {saving === 'copied' && <Note>The codes are copied. Paste them into your password manager or a file.</Note>}
          {saving === 'downloaded' && <Note>The codes are downloaded as {recoveryCodesFileName(brandName)}.</Note>}
          {saving === 'copyFailed' && (
            <Note $tone="warning">Copying did not work here. Select the codes and copy them, or download them.</Note>
          )}
        </div>
      </SaveArea>
      <Saved>
        <SavedBox checked={saved} onChange={(event) => setSaved(event.target.checked)} />I have saved these codes
      </Saved>
      <Footer>
        <Button disabled={!saved} onClick={onDone}>
          Done
        </Button>
      </Footer>
    </Section>
  );
}
