import { randomInt } from 'node:crypto';

import type { FastifyRequest } from 'fastify';

import { HONEYPOT_FIELD } from '@shared/contract';
import { maskEmail } from '../plugins/logging';

/**
 * What a submission caught by the honeypot gets instead of being stored: the row a real one would have
 * produced, with a made-up id (ids are small sequential numbers, so a random one in that range) and the
 * current time. The bot sees a success, so it has no reason to try harder; nothing is stored or counted.
 */
export function decoyRow(request: FastifyRequest, email: string) {
  request.log.info(
    { honeypot: HONEYPOT_FIELD, email: maskEmail(email) },
    'honeypot field filled: answered as a success, stored nothing',
  );
  return { id: randomInt(1_000, 100_000), createdAt: new Date().toISOString() };
}
