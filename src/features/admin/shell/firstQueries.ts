import type { QueryClient, QueryKey } from '@tanstack/react-query';

import { contactListQuery, contactStatsQuery, readContactListState } from '../views/contact/contactQueries';
import { readWaitlistListState, waitlistListQuery, waitlistStatsQuery } from '../views/waitlist/waitlistQueries';
import type { AdminSection } from './sections';

/**
 * How long after the portal started the screen's first answers are shown as they are when the screen
 * mounts, instead of being asked for again (a mount normally asks again: the answers may be old).
 */
const FIRST_ANSWERS_FRESH_MS = 5_000;

/**
 * Starts, into the portal's cache, the calls a list screen shows first: its stats and the page its
 * address names. Called as the portal starts, before the stored session is checked, so that the screen
 * renders its rows in its first render: the answers the page asked for before the code loaded are read
 * by then (src/features/admin/early/earlyCalls.ts). Left to the screen, its calls would start only after
 * that first render had been painted, and the rows would cost a second render of the whole screen (on a
 * 4x slower CPU, 0.2 s: `npm run bench:admin`).
 */
export function prefetchFirstQueries(client: QueryClient, section: AdminSection, search: string) {
  const until = Date.now() + FIRST_ANSWERS_FRESH_MS;
  // Shown as they are by the screen's first mount (a mount normally asks again), for a few seconds.
  const takeAsFresh = (queryKey: QueryKey) =>
    client.setQueryDefaults(queryKey, { refetchOnMount: () => Date.now() >= until });
  const params = new URLSearchParams(search);
  if (section.id === 0) {
    const list = waitlistListQuery(readWaitlistListState(params));
    takeAsFresh(waitlistStatsQuery.queryKey);
    takeAsFresh(list.queryKey);
    void client.prefetchQuery(waitlistStatsQuery);
    void client.prefetchQuery(list);
  } else if (section.id === 1) {
    const list = contactListQuery(readContactListState(params));
    takeAsFresh(contactStatsQuery.queryKey);
    takeAsFresh(list.queryKey);
    void client.prefetchQuery(contactStatsQuery);
    void client.prefetchQuery(list);
  }
}
