import type { QueryClient, QueryKey } from '@tanstack/react-query';

import { api } from '@/api';
import {
  contactListQuery,
  contactStatsQuery,
  fetchContactPage,
  readContactListState,
} from '../views/contact/contactQueries';
import {
  fetchWaitlistPage,
  readWaitlistListState,
  waitlistListQuery,
  waitlistStatsQuery,
} from '../views/waitlist/waitlistQueries';
import type { AdminSection } from '../sections';

/**
 * How long after the portal started the screen's first answers are shown as they are when the screen
 * mounts, instead of being asked for again (a mount normally asks again: the answers may be old).
 */
const FIRST_ANSWERS_FRESH_MS = 5_000;

type FirstQuery = { queryKey: QueryKey; answer: Promise<unknown>; answered?: { data: unknown } };

/** The calls a list screen shows first, under its queries' keys: its stats and the page its address names. */
function firstCallsOf(
  section: AdminSection,
  search: string,
): Array<{ queryKey: QueryKey; call: () => Promise<unknown> }> {
  const params = new URLSearchParams(search);
  if (section.id === 0) {
    const state = readWaitlistListState(params);
    return [
      { queryKey: waitlistStatsQuery.queryKey, call: () => api.waitlist.stats() },
      { queryKey: waitlistListQuery(state).queryKey, call: () => fetchWaitlistPage(state) },
    ];
  }
  if (section.id === 1) {
    const state = readContactListState(params);
    return [
      { queryKey: contactStatsQuery.queryKey, call: () => api.contact.stats() },
      { queryKey: contactListQuery(state).queryKey, call: () => fetchContactPage(state) },
    ];
  }
  return [];
}

let started: FirstQuery[] = [];

/**
 * Starts the opened list screen's first calls as the portal's entry runs, before its first render. They
 * take the answers the page asked for before the code loaded (portal/early/earlyCalls.ts),
 * which are usually here by then, and are read while the screen's code is fetched, so the first render
 * can show the rows. Started by that render instead, they were answered only after it: the rows cost a
 * second render of the whole screen (on a 4x slower CPU, 0.2 s: `npm run bench:admin`).
 */
export function startFirstQueries(section: AdminSection, search: string) {
  started = firstCallsOf(section, search).map(({ queryKey, call }) => {
    const first: FirstQuery = { queryKey, answer: call() };
    first.answer.then(
      (data) => (first.answered = { data }),
      // A failure is the portal's to handle, through its query (a 401 ends the session).
      () => undefined,
    );
    return first;
  });
}

/**
 * Puts the started calls into the portal's cache as it is created: those answered as data, at once, so
 * the screen's first render shows them; the others as calls in flight. The screen's first mount shows
 * them without asking again (a mount normally asks again), for a few seconds.
 */
export function adoptFirstQueries(client: QueryClient) {
  const until = Date.now() + FIRST_ANSWERS_FRESH_MS;
  for (const first of started.splice(0)) {
    client.setQueryDefaults(first.queryKey, { refetchOnMount: () => Date.now() >= until });
    if (first.answered) client.setQueryData(first.queryKey, first.answered.data);
    else void client.prefetchQuery({ queryKey: first.queryKey, queryFn: () => first.answer });
  }
}
