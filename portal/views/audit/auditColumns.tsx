import styled from 'styled-components';

import { ClampedText, type DataTableColumn } from '@/components/DataTable';
import type { AuditEvent } from '@shared/contract';
import { auditActionLabels } from '@shared/contract/constants';
import { formatDateTime, machineDate } from '../common/format';
import { recordsOf } from './auditRecords';

/*
 * The table lays its columns out at fixed widths (see DataTable) and becomes cards below its breakpoint;
 * long names, addresses and details are cut to two lines, the whole text on hover (and in the export).
 */

/** A cell of two lines: the value, and a quieter one under it. */
const Stacked = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
`;

const Quiet = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
`;

const Small = styled(ClampedText)`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
`;

/** The audit log's columns: when, who, what, on which records, and the entry's short fact. */
export const auditColumns: DataTableColumn<AuditEvent>[] = [
  {
    key: 'at',
    header: 'When',
    width: '8.5rem',
    render: (event) => <time dateTime={machineDate(event.at)}>{formatDateTime(event.at)}</time>,
  },
  {
    key: 'actor',
    header: 'Who',
    width: '24%',
    render: ({ actor }) =>
      actor ? (
        <Stacked>
          <ClampedText lines={2}>{actor.name}</ClampedText>
          <Small>{actor.email}</Small>
        </Stacked>
      ) : (
        // A failed sign-in to an address nobody has: there is no one to name.
        <Quiet>Nobody signed in</Quiet>
      ),
  },
  {
    key: 'action',
    header: 'What',
    width: '17%',
    render: (event) => <ClampedText lines={2}>{auditActionLabels[event.action] ?? event.action}</ClampedText>,
  },
  {
    key: 'records',
    header: 'Records',
    width: '20%',
    render: (event) => {
      const records = recordsOf(event);
      return records ? (
        <ClampedText lines={2} title={event.targetIds.length > 0 ? event.targetIds.join(', ') : records}>
          {records}
        </ClampedText>
      ) : (
        <Quiet>None</Quiet>
      );
    },
  },
  {
    key: 'detail',
    header: 'Detail',
    render: (event) => (event.detail ? <ClampedText lines={2}>{event.detail}</ClampedText> : <Quiet>None</Quiet>),
  },
];
