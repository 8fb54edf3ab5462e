import { useEffect, useState } from 'react';

import { loadOnDemand } from '../../components/loadOnDemand';
import { OPEN_WAITLIST_EVENT } from './openWaitlist';
import { useOfflineWaitlistSync } from './useOfflineWaitlistSync';

/**
 * The dialog, its form and the service layer behind it are fetched on the first open (or when the
 * browser is idle after the page load, so that first open is instant): no page needs them to paint.
 */
const waitlistDialog = loadOnDemand(() => import('./WaitlistDialog').then((module) => module.WaitlistDialog));

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
  waitlistDialog.usePreloadWhenIdle();
  // Without its code (offline before it arrived) the dialog cannot open: stay closed, so the next
  // Join Waitlist click tries again.
  const WaitlistDialog = waitlistDialog.useLoaded(open, () => setOpen(false));

  // eslint-disable-next-line react-hooks/static-components -- one module-level value, the same on every render
  return WaitlistDialog ? <WaitlistDialog open={open} onClose={() => setOpen(false)} /> : null;
}
