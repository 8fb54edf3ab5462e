/** A small seeded pseudo-random generator (mulberry32), so a failing random mix can be replayed. */
export function randomGenerator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const below = (limit: number) => Math.floor(next() * limit);
  return { below, pick: <T>(items: readonly T[]): T => items[below(items.length)]! };
}
