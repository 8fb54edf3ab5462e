import { ClampedText, type DataTableColumn } from '@/components/DataTable';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import type { ContactMessage } from '@shared/contract';
import { BreakableEmail } from '../common/BreakableText';
import { RowCell, RowOpener, RowTime } from '../common/rowCells';
import { senderName } from './messageRules';
import { StatusChip } from './StatusChip';
import { WaitingBadge } from './WaitingBadge';

/**
 * The messages table's columns, the spec's five in its order. Widths are fixed (see `DataTable`) so
 * the table fits beside the sidebar at 1024 pixels; the subject takes what is left and shows two lines
 * at most, its whole text on hover and in the details dialog.
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
      render: (message) => <ClampedText lines={2}>{message.subject}</ClampedText>,
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
