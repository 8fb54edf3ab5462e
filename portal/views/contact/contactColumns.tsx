import styled from 'styled-components';

import { ClampedText, type DataTableColumn } from '@/components/DataTable';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import type { ContactMessage } from '@shared/contract';
import { BreakableEmail } from '../common/BreakableText';
import { RowCell, RowOpener, RowTime } from '../common/rowCells';
import { messagePreview } from './messagePreview';
import { senderName } from './messageRules';
import { StatusChip } from './StatusChip';
import { WaitingBadge } from './WaitingBadge';

/** The start of the message under its subject: quiet, and regular even in an unread (bold) row. */
const Preview = styled(ClampedText)`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.regular};
`;

/**
 * The messages table's columns, the spec's five in its order. Widths are fixed (see `DataTable`) so
 * the table fits beside the sidebar at 1024 pixels; the subject takes what is left, on one line, with
 * the start of the message on a line under it (what it is about, before opening it), each ending in an
 * ellipsis; the whole subject shows on hover, the whole message in the details dialog.
 */
export const contactColumns = ({ onOpen }: { onOpen: (message: ContactMessage) => void }) =>
  [
    {
      key: 'name',
      header: 'Name',
      width: '15%',
      sortable: true,
      render: (message) => (
        <>
          {!message.isRead && <VisuallyHidden>Unread: </VisuallyHidden>}
          {/* The keyboard's way to open a message; a pointer may click anywhere on its row. */}
          <RowOpener type="button" onClick={() => onOpen(message)}>
            <ClampedText lines={2} title={senderName(message)}>
              {senderName(message)}
            </ClampedText>
          </RowOpener>
        </>
      ),
    },
    {
      key: 'email',
      header: 'Email',
      width: '19%',
      sortable: true,
      render: (message) => (
        <ClampedText lines={2} title={message.email}>
          <BreakableEmail email={message.email} />
        </ClampedText>
      ),
    },
    {
      key: 'subject',
      header: 'Subject',
      sortable: true,
      render: (message) => (
        <>
          <ClampedText>{message.subject}</ClampedText>
          {/* `dir="auto"`: a message in a right-to-left script reads from its own side. */}
          <Preview dir="auto">{messagePreview(message.message)}</Preview>
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      width: 'clamp(7rem, 14%, 10.5rem)',
      sortable: true,
      render: (message) => (
        <RowCell>
          <StatusChip status={message.status} />
          <WaitingBadge message={message} />
        </RowCell>
      ),
    },
    {
      key: 'createdAt',
      header: 'Date',
      width: '6.75rem',
      sortable: true,
      render: (message) => <RowTime iso={message.createdAt} />,
    },
  ] satisfies DataTableColumn<ContactMessage>[];
