import styled from 'styled-components';

import { VisuallyHidden } from '@/components/VisuallyHidden';
import { formatCount } from '../common/resultCount';
import { formatPlace, referralNoun } from './waitlistRows';

const Figure = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** The em dash of a member out of line, quieter than a place. */
const Dash = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
`;

/**
 * A member's place in line, `#1,204`; an em dash when they are not waiting (invited, joined, removed),
 * which screen readers hear as "Not in line" rather than a dash.
 */
export function PlaceInLine({ position }: { position: number | null | undefined }) {
  const place = formatPlace(position);
  if (place) return <Figure>{place}</Figure>;
  return (
    <>
      <Dash aria-hidden="true" title="Not in line">
        —
      </Dash>
      <VisuallyHidden>Not in line</VisuallyHidden>
    </>
  );
}

/** A count of referrals, its figures aligned with the rows above and below. */
export const ReferralCount = ({ count }: { count: number }) => <Figure>{count.toLocaleString('en-US')}</Figure>;

const Detail = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
  white-space: nowrap;
`;

/** A member's credited referrals in words, "2 referrals", quietly under their place; nothing when none. */
export function Referrals({ count }: { count: number }) {
  if (count === 0) return null;
  return <Detail>{formatCount(count, referralNoun)}</Detail>;
}
