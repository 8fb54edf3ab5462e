/**
 * A call answered with a non-OK status. `message` is the answer's own `message` field when it had one,
 * else the status text, else the status (product.md §7).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Reads the `message` of an error answer, if it has one; never throws. */
export async function readErrorMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
      return (body as { message: string }).message;
    }
  } catch {
    // Not JSON: the caller falls back to the status.
  }
  return undefined;
}

/** An `ApiError` for a non-OK answer, with the best message it carries. */
export async function toApiError(response: Response, readBody = true): Promise<ApiError> {
  const message = readBody ? await readErrorMessage(response) : undefined;
  return new ApiError(
    response.status,
    response.statusText,
    message ?? (response.statusText || `HTTP ${response.status}`),
  );
}
