import { type Query, queryOptions } from '@tanstack/react-query';

import { launchApi } from '@/api/launch';
import type { InviteRequest, InviteRun, InviteRunList } from '@shared/contract';

/**
 * How often a run's progress is asked while any of its mails wait: the outbox sends within seconds.
 * TanStack Query stops asking while the tab is hidden (`refetchIntervalInBackground` is off), as the
 * portal's live updates do, and asks again when it comes back.
 */
export const INVITE_POLL_MS = 3_000;

/** TanStack Query keys of the invite flow; apart from the waitlist's, so its live polling does not touch them. */
export const launchKeys = {
  all: ['admin', 'launch'] as const,
  runs: ['admin', 'launch', 'runs'] as const,
  run: (id: number) => ['admin', 'launch', 'runs', id] as const,
  preview: (request: InviteRequest) => ['admin', 'launch', 'preview', request] as const,
  newsPreview: ['admin', 'launch', 'news', 'preview'] as const,
};

const anyQueued = (runs: InviteRun[] | undefined) => (runs ?? []).some((run) => run.queued > 0);

/** One run, asked again every few seconds while any of its mails are queued. */
export const inviteRunQuery = (id: number) =>
  queryOptions({
    queryKey: launchKeys.run(id),
    queryFn: () => launchApi.getRun(id),
    refetchInterval: (query: Query<InviteRun, Error, InviteRun, readonly unknown[]>) =>
      anyQueued(query.state.data ? [query.state.data] : undefined) ? INVITE_POLL_MS : false,
  });

/** The latest runs, asked again every few seconds while any of them has mails queued. */
export const inviteRunsQuery = queryOptions({
  queryKey: launchKeys.runs,
  queryFn: () => launchApi.listRuns(),
  refetchInterval: (query: Query<InviteRunList, Error, InviteRunList, readonly unknown[]>) =>
    anyQueued(query.state.data?.runs) ? INVITE_POLL_MS : false,
});

/** What a run with `request` would do; asked once per request (a preview is not kept across opens). */
export const invitePreviewQuery = (request: InviteRequest) =>
  queryOptions({
    queryKey: launchKeys.preview(request),
    queryFn: () => launchApi.preview(request),
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });

/**
 * Whom the launch news would go to now; asked afresh at each opening, and again after a refusal, for the
 * administrator to confirm the number the send will carry.
 */
export const launchNewsPreviewQuery = queryOptions({
  queryKey: launchKeys.newsPreview,
  queryFn: () => launchApi.newsPreview(),
  gcTime: 0,
  staleTime: 0,
  retry: false,
});
