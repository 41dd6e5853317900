import { connect } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './error-handler';

function appWithRoutes(exposeInternals: boolean) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app, { exposeInternals });
  app.get('/app-error', () => {
    throw new AppError('insufficient_balance', 422, { balance: '10.00' });
  });
  app.get('/crash', () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  app.get('/overflow', () => {
    const cause = Object.assign(new Error('bigint out of range'), {
      code: '22003',
      severity: 'ERROR',
    });
    throw new DrizzleQueryError(
      'update "ledger_accounts" set balance = balance + $1',
      ['1'],
      cause,
    );
  });
  app.get('/failed-query', () => {
    const cause = Object.assign(new Error('value too long for type character varying(8)'), {
      code: '22001',
      severity: 'ERROR',
    });
    throw new DrizzleQueryError(
      'insert into "fiat_uploads" ("content") values ($1)',
      ['data:image/png;base64,SECRETBYTES'],
      cause,
    );
  });
  app.post(
    '/validated',
    { schema: { body: z.object({ amount: z.string().regex(/^\d+$/), email: z.email() }) } },
    () => ({ ok: true }),
  );
  app.get('/bad-reply', { schema: { response: { 200: z.object({ n: z.number() }) } } }, () => ({
    n: 'not a number' as unknown as number,
  }));
  return app;
}

describe('error handler', () => {
  it('sends an AppError as {detail, ...params} with its status', async () => {
    const res = await appWithRoutes(false).inject({ method: 'GET', url: '/app-error' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: 'insufficient_balance', balance: '10.00' });
  });

  it('answers 400 with every offending field', async () => {
    const res = await appWithRoutes(false).inject({
      method: 'POST',
      url: '/validated',
      payload: { amount: '1.5', email: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ detail: string; in: string; fields: { path: string }[] }>();
    expect(body.detail).toBe('validation_error');
    expect(body.in).toBe('body');
    expect(body.fields.map((field) => field.path).sort()).toEqual(['amount', 'email']);
  });

  it('answers 400 invalid_json to a malformed body', async () => {
    const res = await appWithRoutes(false).inject({
      method: 'POST',
      url: '/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"amount":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'invalid_json' });
  });

  it('hides internals of a 5xx outside development', async () => {
    const res = await appWithRoutes(false).inject({ method: 'GET', url: '/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'internal_error' });
    expect(res.body).not.toContain('secret');
  });

  it('shows the message of a 5xx in development, never the stack', async () => {
    const res = await appWithRoutes(true).inject({ method: 'GET', url: '/crash' });
    expect(res.json()).toEqual({
      detail: 'internal_error',
      message: 'connection string postgres://secret@db leaked',
    });
  });

  it('never echoes a failed query or its parameters, even in development', async () => {
    const res = await appWithRoutes(true).inject({ method: 'GET', url: '/failed-query' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'internal_error', message: 'database error 22001' });
    expect(res.body).not.toContain('SECRETBYTES');
    expect(res.body).not.toContain('insert into');
  });

  it('answers a sum past what the ledger holds as 422 amount_too_large', async () => {
    const res = await appWithRoutes(true).inject({ method: 'GET', url: '/overflow' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: 'amount_too_large' });
  });

  it('treats a reply that breaks its own schema as a server error', async () => {
    const res = await appWithRoutes(false).inject({ method: 'GET', url: '/bad-reply' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'internal_error' });
  });
});

describe('answers of the HTTP layer', () => {
  function server() {
    const app = Fastify({
      logger: false,
      routerOptions: { maxParamLength: 100 },
      frameworkErrors,
      clientErrorHandler,
    });
    installErrorHandler(app, { exposeInternals: false });
    app.get('/items/:id', () => ({ ok: true }));
    return app;
  }

  /** Sends raw bytes and reads the whole answer (the server closes after an error). */
  async function raw(port: number, request: string): Promise<{ status: number; body: string }> {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('end', () => resolve(text));
      socket.on('error', (error) => (text ? resolve(text) : reject(error)));
      socket.write(request);
    });
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), body };
  }

  it('answers a path segment past maxParamLength with 414 {detail: uri_too_long}', async () => {
    const res = await server().inject({ method: 'GET', url: `/items/${'a'.repeat(200)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ detail: 'uri_too_long' });
  });

  it('answers a path that does not decode with a validation error', async () => {
    const res = await server().inject({ method: 'GET', url: '/items/%ED%A0%80' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: 'validation_error', in: 'params' });
  });

  it('answers what Node refuses itself (431, 414) with a JSON detail', async () => {
    const app = server();
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const headers = await raw(
        port,
        `GET /items/1 HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(headers.status).toBe(431);
      expect(JSON.parse(headers.body)).toEqual({ detail: 'headers_too_large' });

      const url = await raw(
        port,
        `GET /items/1?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      );
      expect(url.status).toBe(414);
      expect(JSON.parse(url.body)).toEqual({ detail: 'uri_too_long' });

      const garbage = await raw(port, 'NOT HTTP AT ALL\r\n\r\n');
      expect(garbage.status).toBe(400);
      expect(JSON.parse(garbage.body)).toEqual({ detail: 'bad_request' });
    } finally {
      await app.close();
    }
  });
});
