import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { APP_VERSION, COOKIES, HEADERS } from '@herald/contract';

import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the contract's schemas; its UI is at /api/docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Herald console API',
        version: APP_VERSION,
        description: `Every call answers {code, msg, data}; code 0 is success. Send ${HEADERS.commonParams} (JSON: platform, game_id, area_id, tz_offset) for game-scoped calls and ${HEADERS.csrf} (the ${COOKIES.csrf} cookie) on POSTs.`,
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: COOKIES.session } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
