import { takeEarlyResponse } from './earlyResponses';
import { toApiError } from './errors';
import { browserStorage, type KeyValueStorage, storageKeys } from './storage';

export type HttpOptions = {
  /** Prefix of every path; empty for the site's own origin. @default '' */
  baseUrl?: string;
  /** Where the admin token is read from. @default the browser's local storage */
  storage?: KeyValueStorage;
  fetch?: typeof globalThis.fetch;
};

/**
 * One page of an admin list: its rows, the size of the whole list (`null` when the server did not say),
 * and the page the server answered with (`X-Page`), which is the last page when the one asked for lies
 * beyond it. `totalCapped` is true when the server stopped counting at `total` (`X-Total-Capped`): the
 * list holds that many rows or more.
 */
export type ListPage<T> = { items: T[]; total: number | null; page: number; totalCapped: boolean };

/** A file the server sent: its contents, and the name it gave it (`Content-Disposition`), if any. */
export type DownloadedFile = { blob: Blob; fileName: string | null };

/** The file name of a `Content-Disposition` header (`filename*=UTF-8''…` preferred), or null. */
export function contentDispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(header);
  return plain?.[1] ?? plain?.[2] ?? null;
}

/** The page number a list call asked for (`page=` of its query), 1 when it did not say. */
const requestedPage = (path: string) => {
  const page = Number(new URL(path, 'http://localhost').searchParams.get('page') ?? 1);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** A header holding a whole number of 0 or more, or null. */
const countHeader = (response: Response, name: string) => {
  const header = response.headers.get(name);
  const value = header === null || header.trim() === '' ? NaN : Number(header);
  return Number.isInteger(value) && value >= 0 ? value : null;
};

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** The admin token to send instead of the stored one (logout sends the token it has just cleared). */
  token?: string;
  /** Let the call finish even if the page is closed or left meanwhile (fetch's `keepalive`). */
  keepalive?: boolean;
};

/**
 * The shared helper of product.md §7: sends and receives JSON, adds `Authorization: Bearer <adminToken>` when a
 * token is stored, and turns any non-OK answer into an `ApiError` carrying the answer's `message`.
 */
// Browsers refuse `fetch` called as a method of another object ("Illegal invocation"): always call
// the global one through a plain function.
const globalFetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init);

export function createHttp({ baseUrl = '', storage, fetch = globalFetch }: HttpOptions = {}) {
  const resolveStorage = () => storage ?? browserStorage();

  async function send(
    path: string,
    { method = 'GET', body, signal, token: givenToken, keepalive }: RequestOptions = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const token = givenToken ?? resolveStorage()?.getItem(storageKeys.adminToken);
    if (token) headers.authorization = `Bearer ${token}`;
    const ask = () =>
      fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
        ...(keepalive ? { keepalive } : {}),
      });
    // The admin page may have asked already, before this code loaded (its calls are to this origin).
    const early = method === 'GET' && baseUrl === '' ? takeEarlyResponse(path, token ?? null) : undefined;
    const response = early ? await early.catch(ask) : await ask();
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
     * A call whose answer is one page of a list: the rows, how many rows the list holds in all as the
     * server counts them in `X-Total-Count` (unknown, `null`, without that header), and the page the
     * server answered (`X-Page`, else the one asked for).
     */
    async page<T>(path: string, options?: RequestOptions): Promise<ListPage<T>> {
      const response = await send(path, options);
      const items = (await response.json()) as T[];
      const answeredPage = countHeader(response, 'X-Page');
      return {
        items,
        total: countHeader(response, 'X-Total-Count'),
        page: answeredPage !== null && answeredPage >= 1 ? answeredPage : requestedPage(path),
        totalCapped: response.headers.get('X-Total-Capped') === 'true',
      };
    },
    /** A call whose answer is a file, for downloads: the file and the name the server gave it. */
    async file(path: string, options?: RequestOptions): Promise<DownloadedFile> {
      const response = await send(path, options);
      return {
        blob: await response.blob(),
        fileName: contentDispositionFileName(response.headers.get('Content-Disposition')),
      };
    },
    /** A call whose answer is a file, when its name does not matter. */
    async blob(path: string, options?: RequestOptions): Promise<Blob> {
      return (await send(path, options)).blob();
    },
  };
}

export type Http = ReturnType<typeof createHttp>;
