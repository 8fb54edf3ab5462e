import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';

import { IconButton } from '../IconButton';

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

export type AlertProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & {
  /**
   * The kind of message. `error` is an `alert` that screen readers announce at once; the others are
   * a polite `status`.
   * @default 'info'
   */
  tone?: AlertTone;
  /** A short summary shown in bold above the message. */
  title?: ReactNode;
  /** Replaces the tone's icon; pass `null` for no icon. @default the tone's icon */
  icon?: ReactNode;
  /** When given, a dismiss button is shown and calls this. */
  onClose?: () => void;
  /** The dismiss button's accessible name. @default 'Dismiss' */
  dismissLabel?: string;
};

const toneIcon: Record<AlertTone, ReactNode> = {
  error: <CircleAlert size={20} />,
  success: <CircleCheck size={20} />,
  info: <Info size={20} />,
  warning: <TriangleAlert size={20} />,
};

const StyledAlert = styled.div<{ $tone: AlertTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => `${theme.space[300]} ${theme.space[400]}`};
  border: 1px solid ${({ theme, $tone }) => theme.color.status[$tone].border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => theme.color.status[$tone].bg};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  line-height: ${({ theme }) => theme.typography.lineHeight.snug};
`;

const IconSlot = styled.span<{ $tone: AlertTone }>`
  display: flex;
  flex: none;
  /* Centres a 20 px icon on the first line of text. */
  padding-top: 0.05rem;
  color: ${({ theme, $tone }) => theme.color.status[$tone].fg};
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled.p<{ $tone: AlertTone }>`
  margin-bottom: ${({ theme }) => theme.space[50]};
  color: ${({ theme, $tone }) => theme.color.status[$tone].fg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const Dismiss = styled(IconButton)`
  /* Keeps the button's edge in line with the padding while the text stays on its baseline. */
  margin: calc(${({ theme }) => theme.space[100]} * -1) calc(${({ theme }) => theme.space[200]} * -1) 0 0;
`;

/** A banner that reports the outcome of something: an error, a success, a notice. */
export function Alert({
  tone = 'info',
  title,
  icon,
  onClose,
  dismissLabel = 'Dismiss',
  children,
  ...rest
}: AlertProps) {
  const shownIcon = icon === undefined ? toneIcon[tone] : icon;
  return (
    <StyledAlert role={tone === 'error' ? 'alert' : 'status'} $tone={tone} {...rest}>
      {shownIcon && (
        <IconSlot aria-hidden="true" $tone={tone}>
          {shownIcon}
        </IconSlot>
      )}
      <Body>
        {title && <Title $tone={tone}>{title}</Title>}
        {children}
      </Body>
      {onClose && <Dismiss label={dismissLabel} icon={<X size={18} />} size="sm" onClick={onClose} />}
    </StyledAlert>
  );
}
