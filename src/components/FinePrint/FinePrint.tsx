import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

import { VisuallyHidden } from '../VisuallyHidden';

export type FinePrintProps = ComponentPropsWithRef<'p'> & {
  /** The sentence before the link, e.g. "By joining you agree… See our". */
  text: string;
  /** The link's words, e.g. "privacy note". */
  linkLabel: string;
  href: string;
  /** Read after the link's words by screen readers only. @default '(opens in a new tab)' */
  newTabNote?: string;
};

const Line = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};

  a {
    color: ${({ theme }) => theme.color.text.link};
  }
`;

/**
 * A small line under a form with a link, e.g. to the privacy note. The link opens in a new tab, so a
 * half-filled form (or an open dialog) is still there when the person comes back.
 */
export function FinePrint({ text, linkLabel, href, newTabNote = '(opens in a new tab)', ...rest }: FinePrintProps) {
  return (
    <Line {...rest}>
      {text}{' '}
      <a href={href} target="_blank" rel="noopener">
        {linkLabel}
        <VisuallyHidden> {newTabNote}</VisuallyHidden>
      </a>
      .
    </Line>
  );
}
