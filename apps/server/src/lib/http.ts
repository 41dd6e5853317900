import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Endpoint } from '@aurum/contracts/http';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The Fastify instance every route plugin receives: zod schemas type requests and replies. */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

interface EndpointSchema<E extends Endpoint> {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: { 200: E['response'] };
  summary: string;
  tags: string[];
}

/**
 * The route options for a contract endpoint: method, URL and every schema come from the
 * contract, so the server cannot drift from what the web app parses.
 */
export function fromEndpoint<E extends Endpoint>(endpoint: E) {
  const schema: Record<string, unknown> = {
    response: { 200: endpoint.response },
    summary: endpoint.summary,
    tags: [...endpoint.tags],
  };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (endpoint.headers) schema.headers = endpoint.headers;
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema: schema as unknown as EndpointSchema<E>,
  };
}

export interface TRequestMeta {
  ip: string;
  userAgent: string | undefined;
}

/** Who is calling, as sessions and audit records keep it. */
export function requestMeta(request: FastifyRequest): TRequestMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}
