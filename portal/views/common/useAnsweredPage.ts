import { useEffect } from 'react';

import type { ListParamChanges } from './useListSearchParams';

/**
 * Keeps the URL's page on the page the server answered: asked for a page past the last (`?page=500` of
 * 100), the server answers the last one, and the URL says so too, without a history entry of its own.
 * `answeredPage` is `undefined` while the rows shown are an older answer kept on screen.
 */
export function useAnsweredPage(
  answeredPage: number | undefined,
  requestedPage: number,
  update: (changes: ListParamChanges, options: { replace: boolean }) => void,
) {
  useEffect(() => {
    if (answeredPage !== undefined && answeredPage !== requestedPage) update({ page: answeredPage }, { replace: true });
  }, [answeredPage, requestedPage, update]);
}
