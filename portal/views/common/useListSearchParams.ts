import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A change to the table's URL state: a value sets the parameter, `null` or `''` removes it. */
export type ListParamChanges = Record<string, string | number | null>;

/**
 * The table state in the URL's query string. `update` changes some parameters and keeps the others
 * (the shell's, other filters'); any change but a page change goes back to page 1, since the old page
 * number means nothing in a new result. Each change is a history entry, so Back undoes it, unless
 * `replace` is asked (a correction the person did not make, such as a page past the last).
 */
export function useListSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = useCallback(
    (changes: ListParamChanges, { replace = false }: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );
  return [searchParams, update] as const;
}

/**
 * What a `SearchForm` search does to the URL: sets `q`. A search refined as the administrator types
 * replaces its history entry, so Back goes to the list before the search, not through each pause; the
 * first search, and one asked with Enter, is an entry of its own.
 */
export const searchInUrl =
  (update: ReturnType<typeof useListSearchParams>[1], current: string) =>
  (q: string, { typing }: { typing: boolean }) =>
    update({ q }, { replace: typing && current !== '' });
