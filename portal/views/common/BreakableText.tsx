import { Fragment } from 'react';
import styled from 'styled-components';

const Text = styled.span`
  /* Breaks only where a line break is offered below, or, failing that, where the text would overflow. */
  overflow-wrap: break-word;
`;

/**
 * An e-mail address that wraps at its natural seams (before the @ and the dots) instead of in the
 * middle of a word when a table column is narrow.
 */
export function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <Text>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Text>
  );
}
