import { AtSign, Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

import { Chip } from '@/components/Chip';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import type { ReferrerFlag } from '@shared/contract';

/** How each flag reads, and why it calls for a look, in a sentence (its tooltip, and read by screen readers). */
export const referrerFlagTexts: Record<ReferrerFlag, { label: string; explanation: string; icon: ReactNode }> = {
  shared_address: {
    label: 'Same mailbox',
    explanation:
      'Two or more of these referrals are one mailbox written differently (a +tag, or dots in a Gmail address).',
    icon: <AtSign />,
  },
  shared_domain: {
    label: 'One domain',
    explanation:
      'Most of these referrals (3 or more) come from one domain that is not a common mail provider’s: perhaps one person’s addresses.',
    icon: <Building2 />,
  },
};

const Flags = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[100]};
`;

/**
 * Why a member's referrals call for a look before they are invited ahead of others, as small warning
 * chips ("Same mailbox", "One domain"), each explained in its tooltip and to screen readers. A flag this
 * build does not know (a newer server) reads as sent. Nothing when there is none.
 */
export function ReferrerFlags({ flags }: { flags: readonly string[] }) {
  if (flags.length === 0) return null;
  return (
    <Flags>
      {flags.map((flag) => {
        const text = referrerFlagTexts[flag as ReferrerFlag];
        return (
          <Chip key={flag} tone="warning" size="sm" icon={text?.icon} title={text?.explanation}>
            {text?.label ?? flag}
            {text && <VisuallyHidden>: {text.explanation}</VisuallyHidden>}
          </Chip>
        );
      })}
    </Flags>
  );
}
