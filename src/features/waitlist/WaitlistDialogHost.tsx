import { useEffect, useState } from 'react';

import { loadOnDemand } from '@/components/loadOnDemand';
import { OPEN_WAITLIST_EVENT } from './openWaitlist';
import { useOfflineWaitlistSync } from './useOfflineWaitlistSync';

/**
 * The dialog, its form and the service layer behind it: no page needs them to paint, so they are not
 * part of a page's chunks. A prerendered page's boot script fetches them alongside the app
 * (`data-standby`, scripts/build-site.mjs) and the host imports them as soon as it mounts, so the
 * dialog can open, and keep a sign-up offline, even if the network is gone by the first click.
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
  // At once, not when idle: a busy page may not be idle before the visitor goes offline and clicks.
  useEffect(() => void waitlistDialog.load().catch(() => {}), []);
  // Without its code (offline before it arrived) the dialog cannot open: stay closed, so the next
  // Join Waitlist click tries again.
  const WaitlistDialog = waitlistDialog.useLoaded(open, () => setOpen(false));

  // eslint-disable-next-line react-hooks/static-components -- one module-level value, the same on every render
  return WaitlistDialog ? <WaitlistDialog open={open} onClose={() => setOpen(false)} /> : null;
}
