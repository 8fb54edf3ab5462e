/**
 * The admin page's first script, built as a chunk of its own and written into the page inline, ahead of
 * the portal's code (vite.portal.config.ts, adminEarlyCalls): with a session stored, it starts the calls the
 * opened screen makes first, so their answers travel while the code is still downloading and starting
 * (on Slow 4G with a 4x slower CPU, about 1.3 s of the 3 s to the first rows; `npm run bench:admin`).
 * The app takes them through `takeEarlyResponse` (src/api/earlyResponses.ts); a call it never takes is
 * simply not used. The addresses it asks for are the API client's own (`@/api/paths`), as are the storage
 * key and the page size, so the two cannot drift apart; the build copies what it imports into it, so it
 * still runs on its own, and fails if that brings more than a few constants (vite.portal.config.ts).
 */
import type { EarlyCalls } from '@/api/earlyResponses';
import { contactPaths, waitlistPaths } from '@/api/paths';
import { storageKeys } from '@/config/storageKeys';
import { PAGE_SIZE } from '../views/common/listState';

/**
 * What a list screen needs for its first rows: its stats, and the first page of its list when the
 * address carries no search, filter, order or page (the view's first call then is page 1 of 50, exactly
 * as here). Only these: on HTTP/1.1 the browser opens six connections to the server, and the page's
 * code takes four (`npm run bench:admin`), so the rest (the mail health line, the sidebar's new count,
 * the chart, the invite runs) is asked for by the app once it runs.
 */
const screenCalls: Record<string, { stats: string; firstPage: string }> = {
  waitlist: { stats: waitlistPaths.stats, firstPage: waitlistPaths.recent(1, PAGE_SIZE) },
  messages: { stats: contactPaths.stats, firstPage: contactPaths.recent(1, PAGE_SIZE) },
};

/** The screen a page at `pathname` opens (its path segment, `waitlist` at the bare path), if it is the portal's. */
function screenOf(pathname: string, adminPath: string): string | undefined {
  if (pathname !== adminPath && !pathname.startsWith(`${adminPath}/`)) return undefined;
  return pathname.slice(adminPath.length).replace(/^\/+|\/+$/g, '') || 'waitlist';
}

/** The calls to start for a page at `pathname?search` under the portal's path. */
export function earlyCallPaths(pathname: string, search: string, adminPath: string): string[] {
  const calls = screenCalls[screenOf(pathname, adminPath) ?? ''];
  if (!calls) return [];
  return search === '' ? [calls.stats, calls.firstPage] : [calls.stats];
}

/**
 * The code files of the screen a page at `pathname` opens, from the page's `admin-screen-code` meta
 * (`waitlist=/assets/a.js,/assets/b.js;messages=…`, written by the build: vite.portal.config.ts).
 */
export function screenCodeFiles(screenCode: string, pathname: string, adminPath: string): string[] {
  const segment = screenOf(pathname, adminPath);
  const entry = screenCode.split(';').find((screen) => screen.startsWith(`${segment}=`));
  return entry
    ? entry
        .slice(entry.indexOf('=') + 1)
        .split(',')
        .filter(Boolean)
    : [];
}

/**
 * Preloads the opened screen's code beside the entry's: the entry would ask for it only once it has
 * arrived and run, a round trip later (each screen is a chunk of its own: ADR 0012).
 */
function preloadScreenCode(adminPath: string) {
  const screenCode = document.querySelector<HTMLMetaElement>('meta[name="admin-screen-code"]')?.content ?? '';
  for (const file of screenCodeFiles(screenCode, location.pathname, adminPath)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}

function startEarlyCalls() {
  const token = localStorage.getItem(storageKeys.adminToken);
  const adminPath = document.querySelector<HTMLMetaElement>('meta[name="admin-path"]')?.content;
  if (!token || !adminPath) return;
  // Only with a session stored: signed out, the login screen comes first and needs none of it.
  const headers = { accept: 'application/json', authorization: `Bearer ${token}` };
  const responses = new Map<string, Promise<Response>>();
  for (const path of earlyCallPaths(location.pathname, location.search, adminPath)) {
    // Read to the end here: an answer nobody takes must not stay open (it would hold a connection).
    const response = fetch(path, { headers }).then(
      async (answer) =>
        new Response(await answer.arrayBuffer(), {
          status: answer.status,
          statusText: answer.statusText,
          headers: answer.headers,
        }),
    );
    // Nobody may ever take it: a failure here must not surface as an unhandled rejection.
    response.catch(() => undefined);
    responses.set(path, response);
  }
  const early: EarlyCalls = { token, startedAt: Date.now(), responses };
  globalThis.__adminEarlyCalls = early;
  // After the calls, so that they are the first requests on the browser's few connections to the server.
  preloadScreenCode(adminPath);
}

if (typeof document !== 'undefined') {
  try {
    startEarlyCalls();
  } catch {
    // Storage blocked or the like: the app makes its calls itself, as it would without this script.
  }
}
