import { type ReactNode, useEffect, useRef } from 'react';
import styled from 'styled-components';

import type { InvitePreview } from '@shared/contract';

/** What the launch dialogs (invites, launch news) share: their layout, step headings and mail preview. */

export const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[400]};
  min-width: 0;
`;

const StepHeading = styled.h3`
  font-size: ${({ theme }) => theme.typography.fontSize[300]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  overflow-wrap: anywhere;

  &:focus {
    outline: none;
  }
`;

export const Note = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  overflow-wrap: anywhere;
`;

const MailFrame = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space[200]};
  margin: 0;
  padding: ${({ theme }) => theme.space[300]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.subtle};
  min-width: 0;
`;

const MailSubject = styled.figcaption`
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

/**
 * The mail's text part, as plain text: nothing in it is interpreted, so no markup, script, style or
 * remote image (a tracking pixel, say) in a template or a name can act in the portal.
 */
const MailText = styled.pre`
  max-height: 16rem;
  margin: 0;
  overflow: auto;
  font-family: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/**
 * A step's heading, focused when the step appears, so the keyboard and screen readers follow the flow.
 * On opening, the dialog then moves focus to its initial focus, where there is one.
 */
export function StepTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <StepHeading ref={ref} tabIndex={-1}>
      {children}
    </StepHeading>
  );
}

/** A mail as a preview shows it: its subject, a note on whose it is, and its text (`label` names it). */
export function MailPreview({
  mail,
  note,
  label,
}: {
  mail: NonNullable<InvitePreview['mail']>;
  note: string;
  label: string;
}) {
  return (
    <MailFrame>
      <MailSubject>Subject: {mail.subject}</MailSubject>
      <Note>{note}</Note>
      {/* Focusable: a keyboard scrolls a long mail. */}
      <MailText tabIndex={0} aria-label={label}>
        {mail.text}
      </MailText>
    </MailFrame>
  );
}
