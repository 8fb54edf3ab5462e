import { describe, expect, it } from 'vitest';

import { batchLimitsFor, createBatcher } from './batcher';

/** A batch writer whose batches finish only when the test says so, recording what it was given. */
function controlledWriter(write: (item: string) => string = (item) => item.toUpperCase()) {
  const batches: string[][] = [];
  const finishers: Array<() => void> = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const writeBatch = async (items: readonly string[]) => {
    batches.push([...items]);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise<void>((resolve) => finishers.push(resolve));
    inFlight -= 1;
    return items.map(write);
  };
  return {
    writeBatch,
    batches,
    get mostInFlight() {
      return mostInFlight;
    },
    /** Lets every batch written so far finish, and the batcher start the next ones. */
    async finishAll() {
      await settle();
      finishers.splice(0).forEach((finish) => finish());
      await settle();
    },
  };
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

const oneAtATime = { maxBatchSize: 500, maxBatchesInFlight: 1 };

describe('batcher', () => {
  it('writes a lone item at once, without waiting for a timer', async () => {
    const batches: string[][] = [];
    const batcher = createBatcher(async (items: readonly string[]) => {
      batches.push([...items]);
      return items.map((item) => item.length);
    }, oneAtATime);
    const result = batcher.submit('alone');
    await Promise.resolve();
    expect(batches).toEqual([['alone']]);
    expect(await result).toBe(5);
  });

  it('groups the items submitted while a batch is in flight into the next batch', async () => {
    const writer = controlledWriter();
    const batcher = createBatcher(writer.writeBatch, oneAtATime);
    const first = batcher.submit('a');
    await settle();
    const others = ['b', 'c', 'd'].map((item) => batcher.submit(item));
    await settle();
    expect(writer.batches).toEqual([['a']]);
    await writer.finishAll();
    expect(writer.batches).toEqual([['a'], ['b', 'c', 'd']]);
    await writer.finishAll();
    expect(await Promise.all([first, ...others])).toEqual(['A', 'B', 'C', 'D']);
  });

  it('puts the items submitted in one tick into one batch', async () => {
    const writer = controlledWriter();
    const batcher = createBatcher(writer.writeBatch, oneAtATime);
    const results = ['a', 'b', 'c'].map((item) => batcher.submit(item));
    await writer.finishAll();
    expect(writer.batches).toEqual([['a', 'b', 'c']]);
    expect(await Promise.all(results)).toEqual(['A', 'B', 'C']);
  });

  it('answers each caller with the result of its own item, even when batches finish out of order', async () => {
    let batchesStarted = 0;
    const batcher = createBatcher(
      async (items: readonly number[]) => {
        // Earlier batches take longer, so later ones finish first.
        const delay = 40 - 10 * batchesStarted++;
        await new Promise((resolve) => setTimeout(resolve, Math.max(delay, 0)));
        return items.map((item) => item * 10);
      },
      { maxBatchSize: 3, maxBatchesInFlight: 4 },
    );
    const results = await Promise.all(Array.from({ length: 12 }, (_, item) => batcher.submit(item)));
    expect(batchesStarted).toBe(4);
    expect(results).toEqual(Array.from({ length: 12 }, (_, item) => item * 10));
  });

  it('writes the items of a failed batch again one by one, so only the bad one fails', async () => {
    const batches: string[][] = [];
    const batcher = createBatcher(async (items: readonly string[]) => {
      batches.push([...items]);
      if (items.includes('bad')) throw new Error(`cannot write ${items.join(', ')}`);
      return items.map((item) => item.toUpperCase());
    }, oneAtATime);
    const results = await Promise.allSettled(['a', 'bad', 'c'].map((item) => batcher.submit(item)));
    expect(results).toEqual([
      { status: 'fulfilled', value: 'A' },
      { status: 'rejected', reason: new Error('cannot write bad') },
      { status: 'fulfilled', value: 'C' },
    ]);
    expect(batches).toEqual([['a', 'bad', 'c'], ['a'], ['bad'], ['c']]);
  });

  it('fails a whole batch at once when the database cannot be reached, retrying nothing', async () => {
    let calls = 0;
    const batcher = createBatcher(async () => {
      calls += 1;
      // What node-postgres throws when it cannot connect in time: each retry would wait as long again.
      throw new Error('timeout exceeded when trying to connect');
    }, oneAtATime);
    const results = await Promise.allSettled(['a', 'b', 'c'].map((item) => batcher.submit(item)));
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(calls).toBe(1);
  });

  it('fails a lone item that cannot be written without writing it again', async () => {
    let calls = 0;
    const batcher = createBatcher(async () => {
      calls += 1;
      throw new Error('database down');
    }, oneAtATime);
    await expect(batcher.submit('a')).rejects.toThrow('database down');
    expect(calls).toBe(1);
  });

  it('fails every item of a batch written with the wrong number of results, writing none again', async () => {
    let calls = 0;
    const batcher = createBatcher(async () => {
      calls += 1;
      return ['only one'];
    }, oneAtATime);
    const results = await Promise.allSettled(['a', 'b'].map((item) => batcher.submit(item)));
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
  });

  it('writes no more than the largest batch size at once', async () => {
    const writer = controlledWriter();
    const batcher = createBatcher(writer.writeBatch, { maxBatchSize: 2, maxBatchesInFlight: 1 });
    const results = ['a', 'b', 'c', 'd', 'e'].map((item) => batcher.submit(item));
    for (let batch = 0; batch < 3; batch += 1) await writer.finishAll();
    expect(writer.batches).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(await Promise.all(results)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('keeps no more batches in flight than allowed, and starts the next as one finishes', async () => {
    const writer = controlledWriter();
    const batcher = createBatcher(writer.writeBatch, { maxBatchSize: 1, maxBatchesInFlight: 3 });
    const items = Array.from({ length: 10 }, (_, index) => `item${index}`);
    const results = items.map((item) => batcher.submit(item));
    await settle();
    expect(writer.batches).toHaveLength(3);
    while (writer.batches.length < items.length) await writer.finishAll();
    await writer.finishAll();
    expect(writer.mostInFlight).toBe(3);
    expect(await Promise.all(results)).toEqual(items.map((item) => item.toUpperCase()));
  });

  it('writes one batch at a time on the embedded database and a few on PostgreSQL', () => {
    expect(batchLimitsFor('pglite')).toEqual({ maxBatchSize: 500, maxBatchesInFlight: 1 });
    expect(batchLimitsFor('postgres').maxBatchesInFlight).toBeGreaterThan(1);
  });
});
