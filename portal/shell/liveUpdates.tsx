import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { VisuallyHidden } from '@/components/VisuallyHidden';
import { contactKeys, contactStatsQuery } from '../views/contact/contactQueries';
import { waitlistKeys, waitlistStatsQuery } from '../views/waitlist/waitlistQueries';
import { arrivalAnnouncement, arrivalsBetween, type ArrivalTotals, type ListReading } from './arrivals';

/**
 * How often the lists and stats are asked again while the portal is on screen: a new message or
 * sign-up shows within this time, well inside the 30 s the inbox promises. The server answers 304
 * (ETag) when nothing changed, so a poll costs next to nothing.
 */
export const LIVE_REFRESH_MS = 15_000;

/**
 * Keeps the waitlist's and the messages' stats and lists fresh: every query under their keys polls
 * every `LIVE_REFRESH_MS`. TanStack Query pauses the polling while the tab is hidden and asks again
 * when it comes back into focus.
 */
export function keepInboxLive(client: QueryClient): QueryClient {
  for (const queryKey of [contactKeys.all, waitlistKeys.all]) {
    client.setQueryDefaults(queryKey, { refetchInterval: LIVE_REFRESH_MS });
  }
  return client;
}

/**
 * The number of new messages (status New: the work queue, which a customer's answer by mail joins
 * again), shared by the sidebar and the tab title, so they say what the New Messages card says;
 * `undefined` until known. Not the unread ones: a message read and left New still waits for its answer.
 */
export function useNewMessages({ enabled = true }: { enabled?: boolean } = {}): number | undefined {
  return useQuery({ ...contactStatsQuery, enabled, select: (stats) => stats.newMessages }).data;
}

const readingOf = (total: number, newestId: number | null | undefined): ListReading => ({
  total,
  // A server without `newestId` (product.md's stats): the total alone tells arrivals.
  newestId: newestId ?? null,
});

function useArrivalTotals(): ArrivalTotals {
  const messages = useQuery({
    ...contactStatsQuery,
    select: (stats) => readingOf(stats.totalMessages, stats.newestId),
  }).data;
  const signups = useQuery({
    ...waitlistStatsQuery,
    select: (stats) => readingOf(stats.totalEntries, stats.newestId),
  }).data;
  return { messages, signups };
}

const sameReading = (a: ListReading | undefined, b: ListReading | undefined) =>
  a?.total === b?.total && a?.newestId === b?.newestId;

/** One announcement; the sequence makes a repeated text ("1 new message" twice) a new node, read again. */
type Announcement = { text: string; sequence: number };

/**
 * What to announce as the totals change: the arrivals since the totals last changed, never the first
 * totals seen. A total that goes back to unknown keeps its last value, so nothing is announced twice.
 */
export function useArrivalAnnouncement(totals: ArrivalTotals): Announcement | null {
  const [seen, setSeen] = useState(totals);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const current = { messages: totals.messages ?? seen.messages, signups: totals.signups ?? seen.signups };
  if (!sameReading(current.messages, seen.messages) || !sameReading(current.signups, seen.signups)) {
    // Adjusting state while rendering (React's pattern for "state from a previous render").
    setSeen(current);
    const text = arrivalAnnouncement(arrivalsBetween(seen, current));
    if (text) setAnnouncement((previous) => ({ text, sequence: (previous?.sequence ?? 0) + 1 }));
  }
  return announcement;
}

/** The polite live region of an announcement; `ArrivalAnnouncer` fills it, stories render it as is. */
export function AnnouncementRegion({ announcement }: { announcement: Announcement | null }) {
  return (
    <VisuallyHidden as="div" role="status" aria-live="polite" aria-label="New arrivals">
      {announcement && <span key={announcement.sequence}>{announcement.text}</span>}
    </VisuallyHidden>
  );
}

/**
 * Tells screen-reader users, politely, what arrived since the last poll ("2 new messages", "1 new
 * sign-up"). One per shell; sighted administrators see the lists and the new count change.
 */
export function ArrivalAnnouncer() {
  return <AnnouncementRegion announcement={useArrivalAnnouncement(useArrivalTotals())} />;
}
