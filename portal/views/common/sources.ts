import { DIRECT_SOURCE } from './format';

/** How a key of the stats' source breakdown reads: the server counts rows without a source as `direct`. */
export const sourceBreakdownLabel = (key: string) => (key === 'direct' ? DIRECT_SOURCE : key);

/** The keys of a breakdown (sources, campaigns), most rows first, with how each reads. */
export const sourcesByCount = (
  breakdown: Record<string, number> | undefined,
  labelOf: (key: string) => string = sourceBreakdownLabel,
) =>
  Object.entries(breakdown ?? {})
    .sort(([, a], [, b]) => b - a)
    .map(([key, count]) => ({ key, label: labelOf(key), count }));

/** Whether two source keys name one source: the server groups them regardless of case. */
export const sameSource = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.toLowerCase() === b.toLowerCase();
