import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The API: its calls under /api and the health checks. The site's pages and form posts are not part of it. */
const isApiRoute = (url: string) => url === '/health' || url.startsWith('/health/') || url.startsWith('/api/');

/**
 * Collects every API route's schemas (request parts and answers per status, plugins/contract.ts) into
 * an OpenAPI document, read with `app.swagger()`. Nothing is served: the document is generated into the
 * repository (`npm run openapi`), where server/openapi.test.ts keeps it equal to what the routes declare.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Invoicing platform site API',
        description:
          'The waitlist, contact, admin portal and launch calls of the site server (server/routes). Generated from the routes’ zod schemas by `npm run openapi`; do not edit.',
        version: '1',
      },
      components: {
        securitySchemes: {
          adminSession: { type: 'http', scheme: 'bearer', description: 'A token from POST /api/auth/login' },
          launchServiceToken: { type: 'http', scheme: 'bearer', description: 'LAUNCH_API_TOKEN' },
        },
      },
    },
    transform: (document) => {
      if (!isApiRoute(document.url)) return { schema: { hide: true }, url: document.url };
      const transformed = jsonSchemaTransform(document);
      // Who may call it, as enforceRouteAccess (plugins/auth.ts) reads it from the route.
      const access = document.route.config?.access;
      const security =
        document.url === '/api/launch/redeem'
          ? [{ launchServiceToken: [] }]
          : access === 'public' || !document.url.startsWith('/api/')
            ? undefined
            : [{ adminSession: [] }];
      return { ...transformed, schema: { ...transformed.schema, ...(security && { security }) } };
    },
  });
}
