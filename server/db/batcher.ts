import type { Database } from './database';
import { isDatabaseUnavailable } from './unavailable';

/**
 * Writes a batch of items and answers one result per item, in the same order. It must be all or
 * nothing (one statement, or one transaction): when it throws, the batcher writes the items again,
 * one by one.
 */
export type WriteBatch<Item, Result> = (items: readonly Item[]) => Promise<Result[]>;

export type BatchLimits = {
  /** The most items written in one batch. */
  maxBatchSize: number;
  /** The most batches being written at once; items submitted meanwhile wait for the next batch. */
  maxBatchesInFlight: number;
};

/**
 * One writer per connection the batches may use: PGlite has a single connection, and PostgreSQL's pool
 * (10 connections) also serves the admin's reads and the other batchers.
 */
export const batchLimitsFor = (kind: Database['kind']): BatchLimits => ({
  maxBatchSize: 500,
  maxBatchesInFlight: kind === 'pglite' ? 1 : 3,
});

type Pending<Item, Result> = { item: Item; resolve(result: Result): void; reject(error: unknown): void };

/**
 * Group commit: items submitted while the batches in flight are being written wait, and go together
 * in the next batch. At low load nothing waits (a lone item is written at once, with no timer); under
 * load, many writers share one statement instead of queueing for the database one by one.
 *
 * When a batch fails, its items are written again one by one, so one bad item fails alone — unless
 * the database could not be reached: then every retry would only wait out the connection timeout in
 * turn, so the whole batch fails at once (the callers answer 503).
 */
export function createBatcher<Item, Result>(writeBatch: WriteBatch<Item, Result>, limits: BatchLimits) {
  const queue: Pending<Item, Result>[] = [];
  let batchesInFlight = 0;
  let startScheduled = false;

  const writeAlone = async (pending: Pending<Item, Result>) => {
    try {
      const [result] = await writeBatch([pending.item]);
      pending.resolve(result as Result);
    } catch (error) {
      pending.reject(error);
    }
  };

  const write = async (batch: Pending<Item, Result>[]) => {
    let results: Result[];
    try {
      results = await writeBatch(batch.map((pending) => pending.item));
    } catch (error) {
      if (batch.length === 1 || isDatabaseUnavailable(error)) {
        for (const pending of batch) pending.reject(error);
        return;
      }
      for (const pending of batch) await writeAlone(pending);
      return;
    }
    if (results.length !== batch.length) {
      // The batch was written, so writing its items again could store them twice.
      const error = new Error(`A batch of ${batch.length} items was written with ${results.length} results.`);
      for (const pending of batch) pending.reject(error);
      return;
    }
    batch.forEach((pending, index) => pending.resolve(results[index]!));
  };

  const startBatches = () => {
    startScheduled = false;
    while (batchesInFlight < limits.maxBatchesInFlight && queue.length > 0) {
      batchesInFlight += 1;
      void write(queue.splice(0, limits.maxBatchSize)).finally(() => {
        batchesInFlight -= 1;
        startBatches();
      });
    }
  };

  return {
    /** Queues `item` for the next batch; resolves with its own result once its batch is written. */
    submit(item: Item): Promise<Result> {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        // Items submitted in the same tick of the event loop join one batch, at no cost in delay.
        if (!startScheduled) {
          startScheduled = true;
          queueMicrotask(startBatches);
        }
      });
    },
  };
}
