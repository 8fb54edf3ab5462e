import type { FastifyRequest } from 'fastify';

import { countMovedMessage } from '@shared/contract';
import { HttpError } from '../http';
import type { BulkAction } from '../repositories/bulk';

/** The rows a bulk request names: its `ids`, or every row its `filter` matches (the contract sends one). */
export const bulkTargetOf = <Filter>({ ids, filter }: { ids?: number[]; filter?: Filter }) =>
  ids ? { ids } : { filter: filter! };

/**
 * Applies `bulk`, expecting `expectedCount` rows to change when the caller sent it (the number its
 * confirmation named); a count that moved meanwhile is refused with a 409 naming both numbers, and
 * nothing changed, so the administrator reviews and confirms the new number.
 */
export async function applyBulk(bulk: BulkAction, expectedCount: number | undefined, noun: string) {
  const outcome = await bulk.apply(expectedCount);
  if ('countMovedTo' in outcome) {
    throw new HttpError(409, countMovedMessage(noun, expectedCount!, outcome.countMovedTo));
  }
  return outcome;
}

/**
 * The audit entry of a bulk action that was applied: which action (and status), how many rows it
 * changed, and their ids when they were chosen one by one ("every row matching" names no ids).
 */
export const bulkAudit = (
  request: FastifyRequest,
  { action, status, ids }: { action: string; status?: string; ids?: readonly number[] },
  affected: number,
) => {
  request.audited = { targetIds: ids, count: affected, detail: status ? `${action}: ${status}` : action };
};
