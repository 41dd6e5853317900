import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from '../lib/http';

/** The OpenAPI document is generated from the contracts' zod schemas; UI at /api/docs. */
export async function installOpenApi(app: App): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Aurum platform API',
        description: 'Casino, sportsbook and wallet API. Errors are `{detail, ...params}`.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
