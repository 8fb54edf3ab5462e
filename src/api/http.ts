import { toApiError } from './errors';
import { browserStorage, type KeyValueStorage, storageKeys } from './storage';

export type HttpOptions = {
  /** Prefix of every path; empty for the site's own origin. @default '' */
  baseUrl?: string;
  /** Where the admin token is read from. @default the browser's local storage */
  storage?: KeyValueStorage;
  fetch?: typeof globalThis.fetch;
};

/** One page of an admin list and the size of the whole list (`null` when the server did not say). */
export type ListPage<T> = { items: T[]; total: number | null };

export type RequestOptions = { method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'; body?: unknown; signal?: AbortSignal };

/**
 * The shared helper of SPEC §7: sends and receives JSON, adds `Authorization: Bearer <adminToken>` when a
 * token is stored, and turns any non-OK answer into an `ApiError` carrying the answer's `message`.
 */
// Browsers refuse `fetch` called as a method of another object ("Illegal invocation"): always call
// the global one through a plain function.
const globalFetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init);

export function createHttp({ baseUrl = '', storage, fetch = globalFetch }: HttpOptions = {}) {
  const resolveStorage = () => storage ?? browserStorage();

  async function send(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const token = resolveStorage()?.getItem(storageKeys.adminToken);
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    if (!response.ok) throw await toApiError(response);
    return response;
  }

  return {
    baseUrl,
    fetch,
    /** A call whose answer is JSON. */
    async json<T>(path: string, options?: RequestOptions): Promise<T> {
      return (await send(path, options)).json() as Promise<T>;
    },
    /** A call whose answer has no body worth reading (204, or one the site does not use). */
    async send(path: string, options?: RequestOptions): Promise<void> {
      await send(path, options);
    },
    /**
     * A call whose answer is one page of a list: the rows, and how many rows the list holds in all as
     * the server counts them in `X-Total-Count`. Without that header the total is unknown (`null`).
     */
    async page<T>(path: string, options?: RequestOptions): Promise<ListPage<T>> {
      const response = await send(path, options);
      const items = (await response.json()) as T[];
      const header = response.headers.get('X-Total-Count');
      const total = header === null || header.trim() === '' ? null : Number(header);
      return { items, total: total !== null && Number.isInteger(total) && total >= 0 ? total : null };
    },
    /** A call whose answer is a file, for downloads. */
    async blob(path: string, options?: RequestOptions): Promise<Blob> {
      return (await send(path, options)).blob();
    },
  };
}

export type Http = ReturnType<typeof createHttp>;
