import { z } from 'zod';

/** Body of every error response: `detail` is the key the UI translates; the rest are its params. */
export const ZErrorBody = z.looseObject({
  detail: z.string(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

export const ZValidationIssue = z.object({
  path: z.string(),
  message: z.string(),
});
export type TValidationIssue = z.infer<typeof ZValidationIssue>;

/** Shared error details raised by the platform itself (modules add their own). */
export const ErrorDetail = {
  validation: 'validation_error',
  notFound: 'not_found',
  internal: 'internal_error',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  tooManyRequests: 'too_many_requests',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
} as const;

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One HTTP call, described once: the server registers its route from it and the web client
 * calls and parses with it.
 */
export interface Endpoint<
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType = z.ZodType,
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: THttpMethod;
  /** Fastify-style path, e.g. `/api/v2/games/:id`. */
  path: string;
  params: TParams;
  query: TQuery;
  body: TBody;
  response: TResponse;
  /** Request headers the call declares (a loose object: other headers pass through). */
  headers?: z.ZodType | undefined;
  summary: string;
  tags: readonly string[];
}

export function defineEndpoint<
  TResponse extends z.ZodType,
  TQuery extends z.ZodType | undefined = undefined,
  TBody extends z.ZodType | undefined = undefined,
  TParams extends z.ZodType | undefined = undefined,
>(spec: {
  method: THttpMethod;
  path: string;
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  response: TResponse;
  headers?: z.ZodType;
  summary: string;
  tags: readonly string[];
}): Endpoint<TQuery, TBody, TResponse, TParams> {
  return {
    method: spec.method,
    path: spec.path,
    params: spec.params as TParams,
    query: spec.query as TQuery,
    body: spec.body as TBody,
    response: spec.response,
    ...(spec.headers ? { headers: spec.headers } : {}),
    summary: spec.summary,
    tags: spec.tags,
  };
}

/**
 * A client's key for one submission of a money call: the same key again (a retry after a lost
 * answer) returns the first answer and moves nothing. 1-100 characters of `A-Z a-z 0-9 _ - :`.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const ZIdempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_:-]{1,100}$/, 'invalid_idempotency_key');

/** Headers of a call that takes an idempotency key (optional; other headers pass through). */
export const ZIdempotentHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: ZIdempotencyKey.optional().meta({
    description:
      'A new random key per submission, the same on a retry of it: a repeat answers the first ' +
      'answer and moves nothing; the key with another body is 422 `idempotency_key_reused`; ' +
      'while the first is still running, 409 `request_in_progress`. Kept 24 hours.',
  }),
});

export const IdempotencyErrorDetail = {
  keyReused: 'idempotency_key_reused',
  inProgress: 'request_in_progress',
} as const;

/** Fills `:name` segments of an endpoint path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

export const ZPageMeta = z.object({
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  total: z.number().int().nonnegative(),
});
export type TPageMeta = z.infer<typeof ZPageMeta>;
