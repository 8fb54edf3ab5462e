import { Fragment } from 'react';
import styled from 'styled-components';

import { Dialog } from '@/components/Dialog';
import { FactList } from './detailsStyles';
import { messageShortcuts } from './messageShortcuts';

export type MessageShortcutsDialogProps = {
  /** Shown while the administrator asked for it ("?", or the keyboard button). */
  open: boolean;
  /** Back to the message (also Escape, the backdrop and the close button). */
  onClose: () => void;
};

const Keys = styled(FactList)`
  align-items: center;
  font-size: ${({ theme }) => theme.typography.fontSize[300]};

  dt {
    color: ${({ theme }) => theme.color.text.primary};
  }
`;

/** A key as printed on the keyboard. */
const Key = styled.kbd`
  display: inline-block;
  min-width: 1.75rem;
  padding: ${({ theme }) => `${theme.space[50]} ${theme.space[200]}`};
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-bottom-width: 2px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface.subtle};
  font-family: ${({ theme }) => theme.typography.fontFamily.mono};
  text-align: center;
`;

/**
 * The Message Details dialog's keys, one line each, opened over it: what "?" shows. The list is the
 * one the keys are read from (`messageShortcuts`), so it cannot promise a key that does nothing.
 */
export function MessageShortcutsDialog({ open, onClose }: MessageShortcutsDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Keyboard shortcuts"
      description="In a message, while the cursor is in no text field:"
      size="sm"
    >
      <Keys>
        {messageShortcuts.map(({ key, description }) => (
          <Fragment key={key}>
            <dt>
              <Key>{key}</Key>
            </dt>
            <dd>{description}</dd>
          </Fragment>
        ))}
      </Keys>
    </Dialog>
  );
}
