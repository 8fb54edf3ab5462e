import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

import { mailHealthSchema, waitlistBulkRequestSchema } from '@shared/contract';
import { parseOrThrow } from '../http';
import { sendRevalidatable } from '../routes/conditional';
import { answersOf, idParams, registerContract } from './contract';
import { registerErrorHandling } from './errors';

/**
 * The contract's part in every route (plugins/contract.ts), on a server of its own: routes whose
 * handlers answer more than their schema, or something else, which no real route does on purpose.
 */
async function contractServer(answer: () => unknown) {
  const app = Fastify();
  registerErrorHandling(app);
  const api = registerContract(app);
  const schema = { response: answersOf('GET /api/mail/health') };
  api.get('/health-json', { schema }, async () => answer() as never);
  api.get('/health-etag', { schema }, async (request, reply) => sendRevalidatable(request, reply, answer()));
  api.post(
    '/bulk/:id',
    { schema: { params: idParams, body: waitlistBulkRequestSchema, response: answersOf('POST /api/waitlist/bulk') } },
    async () => ({ affected: 0 }),
  );
  await app.ready();
  return app;
}

const health = mailHealthSchema.parse({ smtpConfigured: true, queued: 1, failed: 0, notConfigured: 0 });

describe('the routes’ declared answers', () => {
  it('never carry a field the schema does not name, nor does the ETag of a revalidatable answer', async () => {
    const app = await contractServer(() => ({ ...health, passwordHash: 'leaked' }));
    for (const url of ['/health-json', '/health-etag']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual(health);
      expect(response.body, url).not.toContain('leaked');
    }
    const clean = await contractServer(() => health);
    const withExtra = await app.inject({ url: '/health-etag' });
    const without = await clean.inject({ url: '/health-etag' });
    expect(withExtra.headers.etag).toBe(without.headers.etag);
  });

  it('turn an answer the contract does not describe into the plain 500', async () => {
    const app = await contractServer(() => ({ ...health, queued: 'many' }));
    const response = await app.inject({ url: '/health-json' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
    });
  });
});

describe('the routes’ declared requests', () => {
  it('refuse with the very sentence the handlers’ own parse gave, the path named before the body', async () => {
    const app = await contractServer(() => health);
    const bodies = [undefined, null, [], { action: 'explode', ids: [0] }, { action: 'delete', ids: [1], extra: 1 }];
    for (const payload of bodies) {
      const response = await app.inject({
        method: 'POST',
        url: '/bulk/1',
        // No body at all, or JSON.
        ...(payload !== undefined && {
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        }),
      });
      const expected = (() => {
        try {
          parseOrThrow(waitlistBulkRequestSchema, payload);
        } catch (error) {
          return (error as Error).message;
        }
      })();
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toBe(expected);
    }
    const badId = await app.inject({ method: 'POST', url: '/bulk/0', payload: { action: 'explode' } });
    expect(badId.json().message).toBe('id must be a positive whole number');
  });
});
