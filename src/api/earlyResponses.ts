/**
 * Answers to GET calls the admin page started before the portal's code had loaded (see
 * portal/early/earlyCalls.ts), for the app's first calls to take instead of asking again:
 * on a slow connection the first rows then arrive while the code is still downloading.
 */
export type EarlyCalls = {
  /** The token the calls were made with: a call for another session does not take them. */
  token: string;
  /** When they were started (`Date.now()`). */
  startedAt: number;
  /** The started calls by path (`/api/…?…`), each taken at most once. */
  responses: Map<string, Promise<Response>>;
};

declare global {
  var __adminEarlyCalls: EarlyCalls | undefined;
}

/**
 * How long after the page started them its calls still count as the app's first ones; a call the app
 * makes later (a section opened after a minute, a poll) asks the server afresh.
 */
export const EARLY_CALLS_FRESH_MS = 15_000;

/** The answer the page already asked for this path with this token, taken once; undefined when none. */
export function takeEarlyResponse(path: string, token: string | null, now = Date.now()): Promise<Response> | undefined {
  const early = globalThis.__adminEarlyCalls;
  if (!early || early.token !== token || now - early.startedAt > EARLY_CALLS_FRESH_MS) return undefined;
  const response = early.responses.get(path);
  early.responses.delete(path);
  return response;
}
