import styled from 'styled-components';

import { Chip, type ChipTone } from '@/components/Chip';
import { ClampedText, type DataTableColumn } from '@/components/DataTable';
import type { WebhookEvent } from '@shared/contract';
import { type WebhookState, webhookStateLabels } from '@shared/contract/constants';
import { BreakableEmail } from '../common/BreakableText';
import { formatDateTime, machineDate } from '../common/format';
import { None } from './outboxColumns';
import { triesOf } from './outboxRows';
import { deliveryOfEvent, lastAnswerOf, personOf } from './webhookRows';

/** Chip colours as the mails': on its way (info), delivered (success), to look at (error). */
const webhookStateTones: Record<WebhookState, ChipTone> = {
  queued: 'info',
  sending: 'info',
  delivered: 'success',
  failed: 'error',
};

/** An event's state as a coloured chip, in the contract's words; an unknown state (a newer server) as it is. */
export function WebhookStateChip({ state }: { state: string }) {
  return (
    <Chip tone={webhookStateTones[state as WebhookState] ?? 'default'} size="sm">
      {webhookStateLabels[state as WebhookState] ?? state}
    </Chip>
  );
}

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

const EventType = styled.code`
  font-family: ${({ theme }) => theme.typography.fontFamily.mono};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

/** The receiver's own words: small, in the error colour when it refused. */
const Answer = styled(ClampedText)<{ $failed: boolean }>`
  color: ${({ theme, $failed }) => ($failed ? theme.color.status.error.fg : theme.color.text.secondary)};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
`;

/** The id of a row's event cell, which describes the row's Retry button (retry which event?). */
export const eventCellId = (prefix: string, event: Pick<WebhookEvent, 'id'>) => `${prefix}-webhook-${event.id}`;

const time = (iso: string) => <time dateTime={machineDate(iso)}>{formatDateTime(iso)}</time>;

/** The events table's columns; `idPrefix` keeps the event cells' ids unique on the page. */
export const webhookColumns = (idPrefix: string): DataTableColumn<WebhookEvent>[] => [
  {
    key: 'type',
    header: 'Event',
    render: (event) => {
      const person = personOf(event);
      return (
        <Stacked id={eventCellId(idPrefix, event)}>
          <EventType>{event.type}</EventType>
          {person && (
            <ClampedText lines={1} title={person}>
              <BreakableEmail email={person} />
            </ClampedText>
          )}
          <Quiet title="webhook-id">{event.eventId}</Quiet>
        </Stacked>
      );
    },
  },
  {
    key: 'state',
    header: 'State',
    width: '7rem',
    render: (event) => (
      <Stacked>
        <WebhookStateChip state={event.state} />
        <Quiet>{triesOf(event)}</Quiet>
      </Stacked>
    ),
  },
  {
    key: 'lastAnswer',
    header: 'Last answer',
    width: '24%',
    render: (event) => {
      const answer = lastAnswerOf(event);
      return answer ? (
        <Answer lines={2} $failed={answer.failed}>
          {answer.text}
        </Answer>
      ) : (
        <None>None</None>
      );
    },
  },
  {
    key: 'createdAt',
    header: 'Created and delivered',
    width: '8rem',
    render: (event) => {
      const delivery = deliveryOfEvent(event);
      return (
        <Stacked>
          {time(event.createdAt)}
          <Quiet>
            {delivery ? (
              <>
                {delivery.label} {time(delivery.at)}
              </>
            ) : (
              'Not delivered'
            )}
          </Quiet>
        </Stacked>
      );
    },
  },
];
