import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

import { OTHER_KEY } from '@shared/contract/constants';
import type { Queryable } from '../db';
import { addPageViews, type PageViewCount } from '../repositories/pageViews';
import { isVisit, visitSource } from './visits';

/**
 * The visits of the public pages, counted by the server itself (no cookie, no script): per calendar
 * day in the stats time zone, page and source, and nothing else (docs/security.md "Visits"). Counted in
 * memory as pages are served and written every few seconds, one statement for everything counted
 * since: a page view costs a lookup in a map, never a write on the request's way out.
 */

/** How often the counts are written. */
export const PAGE_VIEW_FLUSH_MS = 5_000;
/**
 * The most counts held between two writes (a day, a source and a page each). Far above a few seconds
 * of real traffic (a dozen pages, a few sources); what comes beyond is dropped, counted and logged at
 * the next write, so a flood of made-up sources, or a database down for hours, cannot fill the memory.
 */
export const MAX_PENDING_PAGE_VIEWS = 10_000;
/**
 * The most sources one instance names in a day. `utm_source` is whatever a link says, so anybody can
 * make up a new one with every request: past this many, a new source of the day counts as `other`, and
 * the table grows by at most this many sources a day per instance, not by one row a request.
 */
export const MAX_SOURCES_PER_DAY = 1_000;

/**
 * The calendar day an instant falls on in `timeZone`, as 2026-03-02: the same zone (STATS_TIMEZONE) the
 * rest of the dashboard counts its days in.
 */
export function calendarDayIn(timeZone: string): (instant: Date) => string {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return (instant) => format.format(instant);
}

type CounterOptions = {
  save: (rows: PageViewCount[]) => Promise<void>;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  maxPending?: number;
  maxSourcesPerDay?: number;
};

/**
 * Counts in memory and writes them with `save`. A write that fails leaves its counts to the next one
 * (added to what came meanwhile); `flush` never throws. Writes run one at a time, in order.
 */
export function createPageViewCounter({
  save,
  log,
  maxPending = MAX_PENDING_PAGE_VIEWS,
  maxSourcesPerDay = MAX_SOURCES_PER_DAY,
}: CounterOptions) {
  let pending = new Map<string, PageViewCount>();
  let dropped = 0;
  let failing = false;
  /** The sources named on each recent day (the last few days only). */
  const sourcesByDay = new Map<string, Set<string>>();
  let writes: Promise<void> = Promise.resolve();

  function add({ day, source, page, views }: PageViewCount) {
    const key = `${day}\n${source}\n${page}`;
    const counted = pending.get(key);
    if (counted) counted.views += views;
    else if (pending.size < maxPending) pending.set(key, { day, source, page, views });
    else dropped += views;
  }

  /** `source`, or `other` once the day has named `maxSourcesPerDay` others. */
  function namedSource(day: string, source: string) {
    let named = sourcesByDay.get(day);
    if (!named) {
      named = new Set();
      sourcesByDay.set(day, named);
      // A day is over for good once two newer ones have begun (a request started before midnight).
      for (const old of [...sourcesByDay.keys()].slice(0, -3)) sourcesByDay.delete(old);
    }
    if (named.has(source)) return source;
    if (named.size >= maxSourcesPerDay) return OTHER_KEY;
    named.add(source);
    return source;
  }

  async function write() {
    if (dropped > 0) {
      log.warn(
        { dropped },
        `page views: ${dropped} not counted, more than ${maxPending} counts were waiting to be written`,
      );
      dropped = 0;
    }
    if (pending.size === 0) return;
    const rows = [...pending.values()];
    pending = new Map();
    try {
      await save(rows);
      if (failing) log.info('page views: written again');
      failing = false;
    } catch (error) {
      for (const row of rows) add(row);
      if (!failing) log.warn({ err: error }, 'page views: not written; kept for the next try');
      failing = true;
    }
  }

  return {
    /** Counts one view of `page` on `day` from `source`. */
    count(day: string, source: string, page: string) {
      add({ day, source: namedSource(day, source), page, views: 1 });
    },
    /** Writes everything counted so far; resolves once it is written, or kept after a failed write. */
    flush(): Promise<void> {
      writes = writes.then(write);
      return writes;
    },
    /** How many counts wait to be written (tests). */
    get pendingCount() {
      return pending.size;
    },
  };
}

export type PageViewCounter = ReturnType<typeof createPageViewCounter>;

/**
 * The page view counting of one server: `served` is told of every public page answered (plugins/site.ts)
 * and counts the visits among them (funnel/visits.ts); the counts are written every
 * `PAGE_VIEW_FLUSH_MS` and when the server stops (`stop`).
 */
export function createPageViews(options: {
  db: Queryable;
  timeZone: string;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  flushMs?: number;
}) {
  const counter = createPageViewCounter({ save: (rows) => addPageViews(options.db, rows), log: options.log });
  const dayOf = calendarDayIn(options.timeZone);
  const timer = setInterval(() => void counter.flush(), options.flushMs ?? PAGE_VIEW_FLUSH_MS);
  // Never what keeps the process alive: `stop` writes what is left.
  timer.unref();
  return {
    served(request: FastifyRequest, statusCode: number, page: string) {
      if (!isVisit(request, statusCode)) return;
      const queryAt = request.url.indexOf('?');
      const query = new URLSearchParams(queryAt === -1 ? '' : request.url.slice(queryAt + 1));
      counter.count(dayOf(options.now()), visitSource(query), page);
    },
    flush: counter.flush,
    async stop() {
      clearInterval(timer);
      await counter.flush();
    },
  };
}

export type PageViews = ReturnType<typeof createPageViews>;
