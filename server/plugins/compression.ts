import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers made per request (admin lists, stats, CSV exports, the admin page) are compressed on the fly
 * when the client accepts it and they are worth it. The site's files are compressed once, at build
 * time (scripts/precompress.mjs), and sent as they are (site.ts); an answer that already has a
 * Content-Encoding is left alone.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    // Below about a kilobyte, compressing saves fewer bytes than it costs time.
    threshold: 1024,
    // Nothing this API takes is large enough to be sent compressed; a compressed body is refused as JSON.
    globalDecompression: false,
  });
}
