import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { frameworkErrors, installErrorHandler } from './error-handler';
import { installInputGuard, MAX_INPUT_DEPTH, unsafeInputIssues } from './input-guard';

describe('unsafeInputIssues', () => {
  it('finds NUL and unpaired surrogates anywhere, keys included', () => {
    expect(unsafeInputIssues({ a: 'fine', b: ['ok', 'x\u0000y'] })).toEqual([
      { path: 'b.1', message: 'Validation.invalid_characters' },
    ]);
    expect(
      unsafeInputIssues({ high: 'a\uD800', low: '\uDC00b' })
        .map((i) => i.path)
        .sort(),
    ).toEqual(['high', 'low']);
    expect(unsafeInputIssues({ 'k\u0000': 1 })).toEqual([
      { path: 'k\uFFFD', message: 'Validation.invalid_characters' },
    ]);
  });

  it('lets paired surrogates (emoji) and other odd unicode through', () => {
    expect(unsafeInputIssues({ a: '👩‍👩‍👧‍👦', b: '\u202Eevil', c: '\uFEFF\uFFFF', d: 'é' })).toEqual([]);
  });

  it('refuses nesting past the limit without recursing', () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 100_000; level++) deep = { a: deep };
    expect(unsafeInputIssues(deep)).toEqual([
      { path: 'a.a.a', message: 'Validation.too_deeply_nested' },
    ]);
    let fits: unknown = 'leaf';
    for (let level = 0; level < MAX_INPUT_DEPTH - 1; level++) fits = [fits];
    expect(unsafeInputIssues(fits)).toEqual([]);
  });
});

describe('input guard', () => {
  function appWithGuard() {
    const app = Fastify({ logger: false, frameworkErrors }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandler(app, { exposeInternals: false });
    installInputGuard(app);
    const echo = (request: { body?: unknown; query?: unknown; params?: unknown }) => ({
      ok: true,
      ...(request.params ? { params: request.params } : {}),
    });
    app.post('/notes', { schema: { body: z.object({ text: z.string() }) } }, echo);
    app.get('/search', { schema: { querystring: z.object({ q: z.string().optional() }) } }, echo);
    app.get('/items/:id', { schema: { params: z.object({ id: z.string() }) } }, echo);
    return app;
  }

  it('refuses NUL and lone surrogates in a body with the field', async () => {
    for (const text of ['a\u0000b', 'a\uD83Db']) {
      const res = await appWithGuard().inject({
        method: 'POST',
        url: '/notes',
        payload: { text },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        detail: 'validation_error',
        in: 'body',
        fields: [{ path: 'text', message: 'Validation.invalid_characters' }],
      });
    }
  });

  it('refuses them percent-encoded in the query and the path', async () => {
    const app = appWithGuard();
    for (const url of ['/search?q=a%00b', '/search?q=%ED%A0%80']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ detail: 'validation_error', in: 'querystring' });
    }
    for (const url of ['/items/a%00b', '/items/%ED%A0%80', '/items/%C0%80']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ detail: 'validation_error', in: 'params' });
    }
  });

  it('passes ordinary input, unicode included', async () => {
    const app = appWithGuard();
    expect(
      (await app.inject({ method: 'POST', url: '/notes', payload: { text: 'привет 🎰' } }))
        .statusCode,
    ).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/search?q=%F0%9F%8E%B0' })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: 'GET', url: '/items/caf%C3%A9' })).json()).toEqual({
      ok: true,
      params: { id: 'café' },
    });
  });

  it('answers a URL past 8 KiB with 414 {detail: uri_too_long}', async () => {
    const res = await appWithGuard().inject({
      method: 'GET',
      url: `/search?q=${'a'.repeat(9000)}`,
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ detail: 'uri_too_long' });
  });
});
