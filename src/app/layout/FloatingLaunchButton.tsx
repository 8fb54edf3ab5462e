import { Rocket } from 'lucide-react';
import styled, { keyframes } from 'styled-components';

import { ButtonLink } from '@/components/Button';
import { focusRingOnAnyBackground, media } from '@/theme';
import { FLOATING_LAUNCH_SCROLL_THRESHOLD, launchAction } from './navigation';
import { useScrolledPast } from './useScrolledPast';

const rise = keyframes`
  from { transform: translateY(1rem); }
`;

const Floating = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space[800]};
  bottom: ${({ theme }) => theme.space[800]};
  z-index: ${({ theme }) => theme.zIndex.floating};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  animation: ${rise} ${({ theme }) => `${theme.motion.duration.slow} ${theme.motion.easing.enter}`};

  /* It floats over every band, light and dark alike. */
  & :focus-visible {
    ${focusRingOnAnyBackground}
  }

  /*
   * Out of the way of what the visitor works with: while a field has focus (the contact form's message
   * reaches the corner from 1200 px) it steps aside, the header's Launch System still in reach; and a
   * control reached with Tab is scrolled to stop above it, never under it (WCAG 2.4.11).
   */
  :root:has(:is(input, textarea, select):focus) & {
    visibility: hidden;
  }
  :root:has(&) {
    scroll-padding-bottom: ${({ theme }) => theme.space[2400]};
  }

  /* Wide screens only (product.md §2); below the large breakpoint the menu holds the launch button. */
  ${media.down('lg')} {
    display: none;
  }
`;

/**
 * The Launch System button that floats in the corner of wide screens once the page is scrolled more
 * than 20 pixels, so the call to action stays beside the content being read. Renders nothing until then.
 */
export function FloatingLaunchButton() {
  const scrolled = useScrolledPast(FLOATING_LAUNCH_SCROLL_THRESHOLD);
  if (!scrolled) return null;
  return (
    <Floating>
      <ButtonLink href={launchAction.to} size="lg" startIcon={<Rocket size={20} aria-hidden />}>
        {launchAction.label}
      </ButtonLink>
    </Floating>
  );
}
