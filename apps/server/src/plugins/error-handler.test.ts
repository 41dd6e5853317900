import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { installErrorHandler } from './error-handler';

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

  it('treats a reply that breaks its own schema as a server error', async () => {
    const res = await appWithRoutes(false).inject({ method: 'GET', url: '/bad-reply' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'internal_error' });
  });
});
