import type { FastifyInstance } from 'fastify';

import { INVALID_CREDENTIALS_MESSAGE, loginRequestSchema, type LoginResponse } from '../../src/contract';
import { HttpError, parseOrThrow } from '../http';
import { publicAccount, type UserRepository } from '../repositories/users';
import { decoyHash, verifyPassword } from '../services/passwords';
import type { TokenService } from '../services/tokens';

export function authRoutes(
  app: FastifyInstance,
  deps: { users: UserRepository; tokens: TokenService; loginRateLimit: object },
) {
  app.post(
    '/api/auth/login',
    { config: { rateLimit: deps.loginRateLimit } },
    async (request): Promise<LoginResponse> => {
      const { email, password } = parseOrThrow(loginRequestSchema, request.body);
      const user = await deps.users.findByEmail(email);
      // An unknown e-mail is checked against a decoy hash so both refusals take the same time.
      const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash));
      if (!user || !matches || !user.isAdmin) throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);
      const { id, firstName, lastName, email: storedEmail } = publicAccount(user);
      return { token: await deps.tokens.sign({ userId: id }), user: { id, firstName, lastName, email: storedEmail } };
    },
  );
}
