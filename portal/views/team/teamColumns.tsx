import styled from 'styled-components';

import { Chip } from '@/components/Chip';
import { ClampedText, type DataTableColumn } from '@/components/DataTable';
import type { UserAccount } from '@shared/contract';
import { BreakableEmail } from '../common/BreakableText';
import { formatDateTime, machineDate } from '../common/format';
import { memberName } from './teamQueries';

/** A value with chips after it, wrapping under it where the column is narrow. */
const WithChips = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[100]} ${theme.space[200]}`};
  min-width: 0;
`;

/** What is not there (no access, never signed in): said quietly. */
const Quiet = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
`;

/**
 * The team table's columns. `you` is the signed-in administrator's account id (undefined until known),
 * whose row says "You". The table lays its columns out at fixed widths and becomes cards below its
 * breakpoint, the name each card's title, so a phone shows every value on a line of its own.
 */
export const teamColumns = (you: number | undefined): DataTableColumn<UserAccount>[] => [
  {
    key: 'name',
    header: 'Name',
    render: (member) => (
      <WithChips>
        <ClampedText lines={2} title={memberName(member)}>
          {memberName(member)}
        </ClampedText>
        {member.id === you && (
          <Chip size="sm" tone="info">
            You
          </Chip>
        )}
      </WithChips>
    ),
  },
  {
    key: 'email',
    header: 'Email',
    width: '30%',
    render: (member) => (
      <ClampedText lines={2} title={member.email}>
        <BreakableEmail email={member.email} />
      </ClampedText>
    ),
  },
  {
    key: 'access',
    header: 'Access',
    width: '9.5rem',
    render: (member) => (
      <WithChips>
        {member.isAdmin ? 'Administrator' : <Quiet>No access</Quiet>}
        {/* Added from this screen and has not used the mailed link yet: no password, so no sign-in. */}
        {!member.passwordSet && (
          <Chip size="sm" tone="warning">
            Invitation sent
          </Chip>
        )}
      </WithChips>
    ),
  },
  {
    key: 'twoFactor',
    header: 'Two-factor',
    width: '7.5rem',
    render: (member) =>
      member.twoFactorEnabled ? (
        <Chip size="sm" tone="success">
          On
        </Chip>
      ) : (
        <Chip size="sm">Off</Chip>
      ),
  },
  {
    key: 'lastSignInAt',
    header: 'Last sign-in',
    width: '8.5rem',
    render: (member) =>
      member.lastSignInAt ? (
        <time dateTime={machineDate(member.lastSignInAt)}>{formatDateTime(member.lastSignInAt)}</time>
      ) : (
        <Quiet>Never</Quiet>
      ),
  },
];
