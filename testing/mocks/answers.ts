import { delay, HttpResponse } from 'msw';

/** Answers shaped as the real server sends them, shared by the admin and mail mocks. */

/** An error answer with the server's body, `{ statusCode, error, message }`. */
export const errorAnswer = (statusCode: number, error: string, message: string) =>
  HttpResponse.json({ statusCode, error, message }, { status: statusCode });

export const serverError = () =>
  errorAnswer(500, 'Internal Server Error', 'Something went wrong on our side. Please try again.');

export const unauthorized = () =>
  errorAnswer(401, 'Unauthorized', 'Sign in to continue: this call needs an admin session');

/** An answer that never comes, to show a wait. */
export const hang = async () => {
  await delay('infinite');
  return new HttpResponse(null, { status: 204 });
};

/** How far the server counts a search's matches (server/repositories/sql/pagination.ts `COUNT_LIMIT`). */
const SEARCH_COUNT_LIMIT = 1000;

/**
 * One page of `rows` with the `X-Total-Count` header, as the server answers a list call. With
 * `lastPageBeyond` (the admin lists), a page beyond the last answers the last page, `X-Page` names
 * the page answered, and a search's total stops at the server's limit (`X-Total-Capped`).
 */
export function pageAnswer<Row>(rows: Row[], query: URLSearchParams, { lastPageBeyond = false } = {}) {
  const requested = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 50);
  if (!Number.isInteger(requested) || requested < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
    return errorAnswer(400, 'Bad Request', 'Query: page must be 1 or more and pageSize between 1 and 100');
  }
  const lastPage = Math.max(1, Math.ceil(rows.length / pageSize));
  const page = lastPageBeyond ? Math.min(requested, lastPage) : requested;
  const slice = rows.slice((page - 1) * pageSize, page * pageSize);
  // As the server, an admin search is counted up to the limit (or the page asked for) and says so.
  const counted = lastPageBeyond && query.get('q') ? Math.max(SEARCH_COUNT_LIMIT, page * pageSize) : Infinity;
  const headers: Record<string, string> = { 'X-Total-Count': String(Math.min(rows.length, counted)) };
  if (rows.length > counted) headers['X-Total-Capped'] = 'true';
  if (lastPageBeyond) headers['X-Page'] = String(page);
  return HttpResponse.json(slice, { headers });
}
