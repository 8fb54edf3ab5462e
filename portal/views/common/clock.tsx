import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';

/** How often the shared clock moves on: often enough for a "Waiting 35 min" that counts minutes. */
export const CLOCK_TICK_MS = 30_000;

/**
 * One clock for every component that shows a time relative to now: one timer however many rows show
 * a waiting time, running only while one of them is on screen.
 */
const sharedClock = (() => {
  const listeners = new Set<() => void>();
  let now = Date.now();
  let timer: ReturnType<typeof setInterval> | undefined;
  const tick = () => {
    now = Date.now();
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (timer === undefined) {
        // The clock stood still while nobody watched it.
        now = Date.now();
        timer = setInterval(tick, CLOCK_TICK_MS);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    read: () => now,
  };
})();

const FixedNowContext = createContext<number | null>(null);

export type FixedClockProps = {
  /** The instant every `useNow` below reads, e.g. the fixtures' "now" in a story. */
  now: number | Date | string;
  children: ReactNode;
};

/** Stops the clock for everything inside, so stories and tests show the same waiting times every run. */
export function FixedClock({ now, children }: FixedClockProps) {
  const instant = typeof now === 'string' ? Date.parse(now) : Number(now);
  return <FixedNowContext value={instant}>{children}</FixedNowContext>;
}

const standStill = () => () => {};

/** The current time in milliseconds, moving on every `CLOCK_TICK_MS` (or a `FixedClock`'s instant). */
export function useNow(): number {
  const fixed = useContext(FixedNowContext);
  const live = useSyncExternalStore(
    fixed === null ? sharedClock.subscribe : standStill,
    sharedClock.read,
    sharedClock.read,
  );
  return fixed ?? live;
}
