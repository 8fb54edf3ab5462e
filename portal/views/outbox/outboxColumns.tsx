import { Fragment } from 'react';
import styled from 'styled-components';

import { ClampedText, type DataTableColumn } from '@/components/DataTable';
import { mailKindLabels, type OutboxMail } from '@shared/contract';
import { BreakableEmail } from '../common/BreakableText';
import { formatDateTime, machineDate } from '../common/format';
import { MailStateChip } from '../common/MailStateChip';
import { ADMINISTRATORS, deliveryOf, isForAdministrators, triesOf } from './outboxRows';

/*
 * The table lays its columns out at fixed widths (see DataTable), so pairs of values share a cell
 * (subject and kind, state and tries, created and sent) and long text is clipped to two lines, the whole
 * text on hover: the table fits beside the sidebar at 1024 pixels and becomes cards below that.
 */

/** A cell of two lines: the value, and a quieter one under it. */
const Stacked = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
`;

const Quiet = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
`;

/** The chip may take two lines here: "Not sent: no SMTP server configured" is wider than the column. */
const StateCell = styled(Stacked)`
  & > :first-child {
    white-space: normal;
  }
`;

/** The SMTP server's own words: small, in the error colour. */
const ErrorText = styled(ClampedText)`
  color: ${({ theme }) => theme.color.status.error.fg};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
`;

/** Where a value is missing: "None", quietly. */
export const None = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** The id of a row's subject, which describes the row's Retry button (retry which mail?). */
export const subjectCellId = (prefix: string, mail: Pick<OutboxMail, 'id'>) => `${prefix}-mail-${mail.id}`;

/** A date and time, wrapping between words: kept on one line it ran out of its 7.5rem column. */
const time = (iso: string) => <time dateTime={machineDate(iso)}>{formatDateTime(iso)}</time>;

/** The outbox table's columns; `idPrefix` keeps the subjects' ids unique on the page. */
export const outboxColumns = (idPrefix: string): DataTableColumn<OutboxMail>[] => [
  {
    key: 'to',
    header: 'To',
    width: '15%',
    render: (mail) => (
      <ClampedText lines={2} title={isForAdministrators(mail) ? ADMINISTRATORS : mail.to.join(', ')}>
        {isForAdministrators(mail)
          ? ADMINISTRATORS
          : mail.to.map((address, index) => (
              <Fragment key={address}>
                {index > 0 && ', '}
                <BreakableEmail email={address} />
              </Fragment>
            ))}
      </ClampedText>
    ),
  },
  {
    key: 'subject',
    header: 'Subject and kind',
    render: (mail) => (
      <Stacked>
        <ClampedText lines={2} id={subjectCellId(idPrefix, mail)}>
          {mail.subject}
        </ClampedText>
        <Quiet>{mailKindLabels[mail.kind] ?? mail.kind}</Quiet>
      </Stacked>
    ),
  },
  {
    key: 'state',
    header: 'State',
    width: '7rem',
    render: (mail) => (
      <StateCell>
        <MailStateChip state={mail.state} />
        <Quiet>{triesOf(mail)}</Quiet>
      </StateCell>
    ),
  },
  {
    key: 'lastError',
    header: 'Last error',
    width: '14%',
    render: (mail) => (mail.lastError ? <ErrorText lines={2}>{mail.lastError}</ErrorText> : <None>None</None>),
  },
  {
    key: 'createdAt',
    header: 'Created and sent',
    width: '7.5rem',
    render: (mail) => {
      const delivery = deliveryOf(mail);
      return (
        <Stacked>
          {time(mail.createdAt)}
          <Quiet>
            {delivery ? (
              <>
                {delivery.label} {time(delivery.at)}
              </>
            ) : (
              'Not sent'
            )}
          </Quiet>
        </Stacked>
      );
    },
  },
];
