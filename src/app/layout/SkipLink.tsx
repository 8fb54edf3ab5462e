import type { MouseEvent } from 'react';
import styled from 'styled-components';

import { visuallyHidden } from '@/theme';

const Link = styled.a`
  &:not(:focus) {
    ${visuallyHidden}
  }

  &:focus {
    position: fixed;
    top: ${({ theme }) => theme.space[200]};
    left: ${({ theme }) => theme.space[200]};
    z-index: ${({ theme }) => theme.zIndex.toast};
    padding: ${({ theme }) => `${theme.space[300]} ${theme.space[500]}`};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface.raised};
    color: ${({ theme }) => theme.color.text.link};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    box-shadow: ${({ theme }) => theme.shadow.lg};
  }
`;

/** The first stop of the keyboard: jumps past the navigation to the element with id `targetId`. */
export function SkipLink({ targetId }: { targetId: string }) {
  // Moves focus without adding "#main" to the address, which would be a navigation of its own (and a history entry).
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <Link href={`#${targetId}`} onClick={skip}>
      Skip to main content
    </Link>
  );
}
