import styled from 'styled-components';

import { Spinner } from '@/components/Spinner';

const Centered = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  min-height: 100dvh;
  color: ${({ theme }) => theme.color.brand.primary};
`;

/** Shown while the stored session is checked (product.md §4), before either the login form or the portal. */
export function SessionCheck() {
  return (
    <Centered>
      <Spinner size="lg" label="Checking your session" />
    </Centered>
  );
}
