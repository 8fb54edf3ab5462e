import type { FastifyReply } from 'fastify';

/** Sends CSV as a download named after what it holds and today's date, e.g. waitlist-2026-11-21.csv. */
export function sendCsv(reply: FastifyReply, name: string, csv: string) {
  const date = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}-${date}.csv"`)
    .header('Cache-Control', 'no-store')
    .send(csv);
}
