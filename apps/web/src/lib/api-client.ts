import { buildPath, type Endpoint } from '@aurum/contracts/http';
import type { z } from 'zod';
import { env } from '@/config/env';
import { ApiError, INVALID_RESPONSE_DETAIL, NETWORK_ERROR_DETAIL, toApiError } from './api-error';

type TInputOf<TSchema> = TSchema extends z.ZodType ? z.input<TSchema> : never;

export interface TApiRequestOptions<TQuery, TBody> {
  /** Values for the `:name` segments of the endpoint path. */
  params?: Record<string, string | number>;
  query?: TInputOf<TQuery>;
  body?: TInputOf<TBody>;
  /** Extra request headers, e.g. a submission's `Idempotency-Key`. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Calls one contract endpoint: builds the URL, sends JSON with the session cookie, parses the
 * success body with the endpoint's response schema and turns every failure into an ApiError.
 */
export async function apiRequest<
  TQuery extends z.ZodType | undefined,
  TBody extends z.ZodType | undefined,
  TResponse extends z.ZodType,
>(
  endpoint: Endpoint<TQuery, TBody, TResponse>,
  options: TApiRequestOptions<TQuery, TBody> = {},
): Promise<z.output<TResponse>> {
  const url = `${env.apiBaseUrl}${buildPath(endpoint.path, options.params)}${toSearch(options.query)}`;
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
        ...options.headers,
      },
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled request is not a failure: TanStack Query expects the abort to propagate.
    if (options.signal?.aborted) throw error;
    throw new ApiError({ status: 0, detail: NETWORK_ERROR_DETAIL });
  }

  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload);

  const parsed = endpoint.response.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError({ status: response.status, detail: INVALID_RESPONSE_DETAIL });
  }
  return parsed.data;
}

/** Serialises a query object; `undefined`/`null` are left out and arrays repeat the key. */
export function toSearch(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') {
        search.append(key, String(item));
      }
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
