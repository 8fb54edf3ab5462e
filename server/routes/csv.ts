import { Readable } from 'node:stream';

import type { FastifyReply } from 'fastify';

import { type CsvBatches, type CsvColumns, csvStream } from '../services/csv';

/** A day as `YYYY-MM-DD` in a time zone, for file names. */
export const dayIn = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/**
 * Streams CSV (UTF-8 with a byte-order mark, for Excel) as a download named `fileName`, by default after
 * what it holds and today's date (UTC), e.g. waitlist-2026-11-21.csv:
 * the rows arrive in batches and go out as they come, so an export of any size holds one batch in memory.
 */
export function sendCsv<Row>(
  reply: FastifyReply,
  name: string,
  columns: CsvColumns<Row>,
  batches: CsvBatches<Row>,
  fileName = `${name}-${dayIn(new Date(), 'UTC')}.csv`,
) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(Readable.from(csvStream(columns, batches)));
}
