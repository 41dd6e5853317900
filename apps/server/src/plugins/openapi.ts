import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from '../lib/http';

/**
 * The OpenAPI document is generated from the contracts' zod schemas. It is published (UI at
 * /api/docs, JSON at /api/docs/json) only when `serve` is on: outside production, or when
 * OPENAPI_DOCS=true.
 */
export async function installOpenApi(app: App, options: { serve: boolean }): Promise<void> {
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
  if (!options.serve) return;
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // The UI's own CSP (hashes of its inline code) replaces the app's on its pages.
    staticCSP: true,
    // As the app's own policy: no upgrade-insecure-requests (HSTS does that in production).
    transformStaticCSP: (header) => header.replace(' upgrade-insecure-requests;', ''),
  });
}
