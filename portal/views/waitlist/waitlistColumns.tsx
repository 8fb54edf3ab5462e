import styled from 'styled-components';

import { ClampedText, type DataTableColumn } from '@/components/DataTable';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { BreakableEmail } from '../common/BreakableText';
import { RowCell, RowTime } from '../common/rowCells';
import { AddressState } from './AddressState';
import { PlaceInLine, Referrals } from './PlaceInLine';
import {
  campaignDetailOf,
  campaignOf,
  companyOf,
  joinDateOf,
  landingPageOf,
  nameOf,
  referralsOf,
  referrerOf,
  sourceOf,
  statusDateOf,
  statusOf,
  type WaitlistRow,
} from './waitlistRows';
import { WaitlistStatusCell } from './WaitlistStatusChip';

/** The order the join date heading and "Sort by" share. */
export const DATE_COLUMN = 'joinedAt';

/**
 * Where the table has less room than this it shows cards. Each heading must show whole beside its order
 * icon ("COMPANY" needs about 101 px, "SOURCE" 88, "PLACE" 84, "CAMPAIGN" 79, "NAME" 65): with the widths
 * below all of them fit from about 963 px of table. A 1440 px window beside the sidebar gives about 1044,
 * a 1366 px one about 970; a 1280 px one about 880, where the table cut its headings and the cards cut
 * nothing.
 */
export const WAITLIST_CARDS_BELOW_WIDTH = 965;

/** A second, quieter line under a cell's value (a campaign's source and medium, the landing page). */
const Secondary = styled(ClampedText)`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
`;

/** A value and, when there is one, its detail under it, each on one line cut with an ellipsis. */
function ValueWithDetail({
  value,
  detail,
  detailLabel,
}: {
  value: string;
  detail: string | null;
  detailLabel: string;
}) {
  return (
    <RowCell>
      <ClampedText title={value}>{value}</ClampedText>
      {detail && (
        <Secondary title={`${detailLabel}: ${detail}`}>
          <VisuallyHidden>{detailLabel}: </VisuallyHidden>
          {detail}
        </Secondary>
      )}
    </RowCell>
  );
}

/**
 * The sign-ups table's columns: the spec's five in its order (Email, Name, Company, Source, Join Date),
 * then where the entry is on the way to the launch (its status, its place in line) and where it came
 * from. Under the address, whether it is confirmed and any suppression: they are about the address, and
 * there they take no column of their own (the headings fit as they did) and show on a phone's card under
 * its title; likewise the member's credited referrals, under their place ("2 referrals"), which they
 * move up. Widths are fixed (see `DataTable`) so no value can widen the table: the short values' columns
 * in rem, wide enough for their headings, the long values' in shares of the table, with Name taking what
 * is left. Long values show one or two lines cut with an ellipsis, the whole value on hover.
 */
export const waitlistColumns: DataTableColumn<WaitlistRow>[] = [
  {
    key: 'email',
    header: 'Email',
    width: '15.5%',
    sortable: true,
    render: (entry) => (
      <RowCell>
        <ClampedText lines={2} title={entry.email}>
          <BreakableEmail email={entry.email} />
        </ClampedText>
        <AddressState entry={entry} />
      </RowCell>
    ),
  },
  {
    key: 'name',
    header: 'Name',
    sortable: true,
    render: (entry) => <ClampedText lines={2}>{nameOf(entry)}</ClampedText>,
  },
  {
    key: 'company',
    header: 'Company',
    width: '11%',
    sortable: true,
    render: (entry) => <ClampedText lines={2}>{companyOf(entry)}</ClampedText>,
  },
  {
    key: 'source',
    header: 'Source',
    width: '6rem',
    sortable: true,
    render: (entry) => <ClampedText>{sourceOf(entry)}</ClampedText>,
  },
  {
    key: DATE_COLUMN,
    header: 'Join Date',
    width: '7rem',
    sortable: true,
    render: (entry) => <RowTime iso={joinDateOf(entry)} />,
  },
  {
    key: 'status',
    header: 'Status',
    width: '6rem',
    render: (entry) => <WaitlistStatusCell status={statusOf(entry)} date={statusDateOf(entry)} />,
  },
  {
    key: 'position',
    header: 'Place',
    width: '5.5rem',
    sortable: true,
    render: (entry) => (
      <RowCell>
        <PlaceInLine position={entry.position} />
        <Referrals count={referralsOf(entry)} />
      </RowCell>
    ),
  },
  {
    key: 'utmCampaign',
    header: 'Campaign',
    width: '8.25%',
    render: (entry) => (
      <ValueWithDetail
        value={campaignOf(entry) ?? 'None'}
        detail={campaignDetailOf(entry)}
        detailLabel="Source / medium"
      />
    ),
  },
  {
    key: 'referrerHost',
    header: 'Referrer',
    width: '8.25%',
    render: (entry) => (
      <ValueWithDetail value={referrerOf(entry)} detail={landingPageOf(entry)} detailLabel="Landing page" />
    ),
  },
];
