import { type RefObject, useEffect, useRef } from 'react';

import type { ContactFormStatus } from './useContactForm';

export type ContactFocusTargets = {
  /** The form's container (focusable with tabIndex -1): holds focus while every control is disabled. */
  holder: RefObject<HTMLElement | null>;
  /** The success banner, shown once the message is sent. */
  success: RefObject<HTMLElement | null>;
  /** The error banner, shown when sending failed. */
  error: RefObject<HTMLElement | null>;
};

/**
 * Focus follows the contact form's state (product.md §4), as the waitlist's `useWaitlistFocus` does for its
 * forms. While sending, every field and the button are disabled and the browser would drop focus to the
 * page, so the container keeps it; then it goes to the outcome's banner: the next Tab from the error
 * banner reaches "Send Message" again. When the form resets after a success, the banner that held focus
 * goes away, so the container takes it back unless the visitor has moved it elsewhere meanwhile.
 */
export function useContactFocus(status: ContactFormStatus, { holder, success, error }: ContactFocusTargets) {
  const previous = useRef(status);

  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    // Without scrolling: the visitor is at the button, inside the container, and the banners show right
    // above it; a scroll would also move the page under a sticky header for nothing.
    if (status === 'sending') holder.current?.focus({ preventScroll: true });
    if (status === 'sent') success.current?.focus({ preventScroll: true });
    if (status === 'error') error.current?.focus({ preventScroll: true });
    if (status === 'idle' && before === 'sent') {
      const focused = holder.current?.ownerDocument.activeElement;
      if (!focused || focused === holder.current?.ownerDocument.body) holder.current?.focus({ preventScroll: true });
    }
  }, [status, holder, success, error]);
}
