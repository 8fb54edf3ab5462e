import { type KeyValueStorage, storageKeys, waitlistPaths } from '@/api';

/**
 * Calls the waitlist stats endpoint with a plain `fetch` and the stored bearer token, and says what
 * came back as the debug tool prints it (product.md §2, §8): the JSON answer, or `Error: <status>
 * <statusText>`, or `Fetch error: <message>` when there was no answer (or it was not JSON).
 */
export async function testWaitlistStats(
  storage: KeyValueStorage | undefined,
  fetchImplementation: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<string> {
  const token = storage?.getItem(storageKeys.adminToken);
  try {
    const response = await fetchImplementation(waitlistPaths.stats, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) return `Error: ${response.status} ${response.statusText}`;
    const data: unknown = await response.json();
    return JSON.stringify(data, null, 2);
  } catch (error) {
    return `Fetch error: ${error instanceof Error ? error.message : String(error)}`;
  }
}
