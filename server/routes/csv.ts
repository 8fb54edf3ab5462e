import { Readable } from 'node:stream';

import type { FastifyReply } from 'fastify';

import { type CsvColumns, csvStream } from '../services/csv';

/**
 * Streams CSV (UTF-8 with a byte-order mark, for Excel) as a download named after what it holds and
 * today's date (UTC), e.g. waitlist-2026-11-21.csv:
 * the rows arrive in batches and go out as they come, so an export of any size holds one batch in memory.
 */
export function sendCsv<Row>(
  reply: FastifyReply,
  name: string,
  columns: CsvColumns<Row>,
  batches: AsyncIterable<readonly Row[]>,
) {
  const date = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}-${date}.csv"`)
    .header('Cache-Control', 'no-store')
    .send(Readable.from(csvStream(columns, batches)));
}
