import { Fragment } from 'react';
import styled from 'styled-components';

import type { DataTableColumn } from '../../../../components/DataTable';
import { mailKindLabels, type OutboxMail } from '../../../../contract';
import { BreakableEmail, NoWrap } from '../common/BreakableText';
import { formatDateTime, machineDate } from '../common/format';
import { MailStateChip } from '../common/MailStateChip';
import { ADMINISTRATORS, deliveryOf, isForAdministrators, triesOf } from './outboxRows';

/*
 * The table's cells break text anywhere, which lets a column shrink to a letter's width; each text cell
 * here keeps a width it reads well at, and pairs of values share a cell (subject and kind, state and
 * tries, created and sent), so the table fits beside the sidebar at 1440 pixels. Narrower, it scrolls
 * sideways inside its region.
 */

/** A cell of two lines: the value, and a quieter one under it. */
const Stacked = styled.span<{ $minWidth?: string }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[100]};
  min-width: ${({ $minWidth }) => $minWidth ?? 0};
`;

const Quiet = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
`;

const Recipients = styled.span`
  display: block;
  min-width: 8rem;
`;

/** The chip may take two lines here: "Not sent: no SMTP server configured" is wider than the column. */
const StateCell = styled(Stacked)`
  & > :first-child {
    white-space: normal;
  }
`;

/** The SMTP server's own words: small, in the error colour. */
const ErrorText = styled.span`
  display: block;
  min-width: 9rem;
  color: ${({ theme }) => theme.color.status.error.fg};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
`;

const None = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** The id of a row's subject, which describes the row's Retry button (retry which mail?). */
export const subjectCellId = (prefix: string, mail: Pick<OutboxMail, 'id'>) => `${prefix}-mail-${mail.id}`;

const time = (iso: string) => (
  <NoWrap as="time" dateTime={machineDate(iso)}>
    {formatDateTime(iso)}
  </NoWrap>
);

/** The outbox table's columns; `idPrefix` keeps the subjects' ids unique on the page. */
export const outboxColumns = (idPrefix: string): DataTableColumn<OutboxMail>[] => [
  {
    key: 'to',
    header: 'To',
    render: (mail) => (
      <Recipients>
        {isForAdministrators(mail)
          ? ADMINISTRATORS
          : mail.to.map((address, index) => (
              <Fragment key={address}>
                {index > 0 && ', '}
                <BreakableEmail email={address} />
              </Fragment>
            ))}
      </Recipients>
    ),
  },
  {
    key: 'subject',
    header: 'Subject and kind',
    render: (mail) => (
      <Stacked $minWidth="12rem">
        <span id={subjectCellId(idPrefix, mail)}>{mail.subject}</span>
        <Quiet>{mailKindLabels[mail.kind] ?? mail.kind}</Quiet>
      </Stacked>
    ),
  },
  {
    key: 'state',
    header: 'State',
    render: (mail) => (
      <StateCell $minWidth="8.5rem">
        <MailStateChip state={mail.state} />
        <Quiet>{triesOf(mail)}</Quiet>
      </StateCell>
    ),
  },
  {
    key: 'lastError',
    header: 'Last error',
    render: (mail) => (mail.lastError ? <ErrorText>{mail.lastError}</ErrorText> : <None>None</None>),
  },
  {
    key: 'createdAt',
    header: 'Created and sent',
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
