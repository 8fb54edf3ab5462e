import { useEffect, useState } from 'react';

import { OPEN_WAITLIST_EVENT } from './openWaitlist';
import { useOfflineWaitlistSync } from './useOfflineWaitlistSync';
import { WaitlistDialog } from './WaitlistDialog';

/**
 * The site's one waitlist dialog, mounted once by the layout: every Join Waitlist button opens it
 * through the `openWaitlist` window event. It also sends sign-ups saved offline once the site is
 * online again.
 */
export function WaitlistDialogHost() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(OPEN_WAITLIST_EVENT, show);
    return () => window.removeEventListener(OPEN_WAITLIST_EVENT, show);
  }, []);

  useOfflineWaitlistSync();

  return <WaitlistDialog open={open} onClose={() => setOpen(false)} />;
}
