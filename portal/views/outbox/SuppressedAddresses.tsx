import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MailCheck, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';

import { api } from '@/api';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { ClampedText, type DataTableColumn, DataTable } from '@/components/DataTable';
import { TextField } from '@/components/TextField';
import type { Suppression } from '@shared/contract';
import { BreakableEmail } from '../common/BreakableText';
import { useQueryFailureReport } from '../common/failures';
import { formatDateTime, machineDate } from '../common/format';
import { BlockHeader, BlockHeading, Toolbar } from '../common/layout';
import { LiftSuppressionDialog, useLiftSuppression } from '../common/LiftSuppressionDialog';
import { PAGE_SIZE } from '../common/listState';
import { mailKeys } from '../common/mailKeys';
import { Pagination } from '../common/Pagination';
import { RowCell } from '../common/rowCells';
import { shortHash } from '../common/shortHash';
import { SuppressionChip } from '../common/SuppressionChip';
import { None } from './outboxColumns';

/** A row of the list, and the address it was looked up by (the server answers only its hash). */
type SuppressedRow = Suppression & { address: string | null };

const Intro = styled.p`
  margin-bottom: ${({ theme }) => theme.space[400]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  max-width: 48rem;
`;

const Lookup = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[200]};
  flex: 1 1 20rem;
  max-width: 36rem;

  & > :first-child {
    flex: 1 1 14rem;
    min-width: 0;
  }
`;

const Hash = styled.code`
  font-family: ${({ theme }) => theme.typography.fontFamily.mono};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
`;

/** The id of a row's address, which describes its Lift button (lift which address?). */
const addressCellId = (prefix: string, row: Pick<Suppression, 'addressHash'>) => `${prefix}-address-${row.addressHash}`;

const columns = (idPrefix: string): DataTableColumn<SuppressedRow>[] => [
  {
    key: 'address',
    header: 'Address',
    render: (row) => (
      <RowCell id={addressCellId(idPrefix, row)}>
        {row.address && (
          <ClampedText lines={2} title={row.address}>
            <BreakableEmail email={row.address} />
          </ClampedText>
        )}
        <Hash title={row.addressHash}>{shortHash(row.addressHash)}</Hash>
      </RowCell>
    ),
  },
  {
    key: 'reason',
    header: 'Reason',
    width: '8.5rem',
    render: (row) => <SuppressionChip reason={row.reason} />,
  },
  {
    key: 'detail',
    header: 'Detail',
    width: '25%',
    render: (row) => (row.detail ? <ClampedText lines={2}>{row.detail}</ClampedText> : <None>None</None>),
  },
  {
    key: 'createdAt',
    header: 'Since',
    width: '8rem',
    render: (row) => <time dateTime={machineDate(row.createdAt)}>{formatDateTime(row.createdAt)}</time>,
  },
];

/**
 * The suppression list (issue 41): the addresses no mail, or no list mail, goes to, newest first, paged,
 * each with why (Bounced, Complained, Left), what the bounce or the SMTP server said, since when, and
 * Lift (asks first). Only a hash of each address is kept, so the list shows hashes and the one way to
 * find an address is to type it: "Look up" asks the server for that address alone. The address looked
 * up is held here, not in the page's address, so it lands in no browser history either; the page is.
 */
export function SuppressedAddresses({
  page,
  onPageChange,
}: {
  /** The page asked for, 1-based (from the URL). */
  page: number;
  onPageChange: (page: number) => void;
}) {
  const idPrefix = useId();
  const [typed, setTyped] = useState('');
  const [lookedUp, setLookedUp] = useState<string | null>(null);
  const shownPage = lookedUp === null ? page : 1;

  const list = useQuery({
    queryKey: [...mailKeys.all, 'suppressions', { email: lookedUp, page: shownPage }] as const,
    queryFn: () => api.mail.suppressions({ email: lookedUp ?? undefined, page: shownPage, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  useQueryFailureReport(list, {
    log: 'Error fetching the suppression list:',
    id: 'suppression-list',
    title: 'Suppressed addresses not loaded',
    message: 'The suppressed addresses could not be loaded. Please try again in a moment.',
  });
  const lifting = useLiftSuppression(mailKeys.all);

  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    const address = typed.trim();
    setLookedUp(address === '' ? null : address);
  };
  const rows: SuppressedRow[] = (list.data?.items ?? []).map((row) => ({ ...row, address: lookedUp }));
  const emptyText =
    list.isError && !list.data
      ? 'Suppressed addresses could not be loaded'
      : lookedUp !== null
        ? `“${lookedUp}” is not on the suppression list: mails to it are sent.`
        : 'No suppressed addresses: mails go to every address.';

  return (
    <Card as="section" aria-busy={list.isFetching || undefined}>
      <BlockHeader>
        <BlockHeading>Suppressed addresses</BlockHeading>
      </BlockHeader>
      <Intro>
        No mail goes to an address that bounced; no list mail (welcome, reminder, invites, launch news) to one whose
        owner marked a mail as spam or left the waitlist, though their messages are still answered. Only a hash of each
        address is kept, never the address, so the list cannot show them: look one up by typing it.
      </Intro>
      <Toolbar>
        <Lookup role="search" aria-label="Look up a suppressed address" onSubmit={lookUp}>
          <TextField
            type="email"
            label="Look up an address"
            placeholder="e.g. maria@brightpath.studio"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" variant="secondary" startIcon={<Search size={16} aria-hidden="true" />}>
            Look up
          </Button>
          {lookedUp !== null && (
            <Button
              variant="ghost"
              onClick={() => {
                setTyped('');
                setLookedUp(null);
              }}
            >
              Show all
            </Button>
          )}
        </Lookup>
      </Toolbar>
      <DataTable
        caption="Suppressed addresses"
        hideCaption
        columns={columns(idPrefix)}
        rows={rows}
        getRowId={(row) => row.addressHash}
        loading={list.isPending}
        loadingLabel="Loading suppressed addresses"
        emptyText={emptyText}
        actionsWidth="5.5rem"
        rowActions={(row) => (
          <Button
            size="sm"
            variant="secondary"
            startIcon={<MailCheck size={16} aria-hidden="true" />}
            aria-describedby={addressCellId(idPrefix, row)}
            onClick={() => lifting.ask({ addressHash: row.addressHash, reason: row.reason, address: row.address })}
          >
            Lift
          </Button>
        )}
      />
      <Pagination
        label="Suppressed addresses"
        noun={{ one: 'address', other: 'addresses' }}
        page={shownPage}
        shown={rows.length}
        total={list.data?.total ?? null}
        onPageChange={onPageChange}
      />
      <LiftSuppressionDialog lifting={lifting} />
    </Card>
  );
}
