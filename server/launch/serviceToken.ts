import { createRequireBearerToken } from '../services/bearerToken';

export const SERVICE_TOKEN_MESSAGE =
  'This call needs the launch service token: Authorization: Bearer <LAUNCH_API_TOKEN>';

/**
 * An onRequest hook for the calls the live platform makes (POST /api/launch/redeem): the request must
 * carry `Authorization: Bearer <LAUNCH_API_TOKEN>` (compared as services/bearerToken.ts says). Without a
 * configured token, nothing passes. An admin session is no use here, and this token is no use anywhere else.
 */
export const createRequireServiceToken = (configured: string | undefined) =>
  createRequireBearerToken(configured, { realm: 'launch', message: SERVICE_TOKEN_MESSAGE });
