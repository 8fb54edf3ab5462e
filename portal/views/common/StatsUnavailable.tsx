import { LoadFailure } from './LoadFailure';

/** The banner of product.md §8 when the stats cannot be fetched, with a way to try again. */
export function StatsUnavailable({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <LoadFailure onRetry={onRetry} retrying={retrying}>
      Unable to connect to server
    </LoadFailure>
  );
}
