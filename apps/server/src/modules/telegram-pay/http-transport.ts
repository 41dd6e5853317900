import type { App } from '../../lib/http';

/** One call to a provider's HTTP API: a path under its API root, a JSON body. */
export interface TProviderRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

/** The provider's answer: its status and JSON body (undefined when it sent none). */
export interface TProviderAnswer {
  status: number;
  body: unknown;
}

/**
 * Carries a provider call. It throws when no answer came (timeout, connection lost): the
 * outcome of the call is then unknown.
 */
export type TProviderTransport = (request: TProviderRequest) => Promise<TProviderAnswer>;

const TIMEOUT_MS = 10_000;

/** Over the network, to the provider's API root, each call bounded by a timeout. */
export function fetchTransport(apiRoot: string, timeoutMs = TIMEOUT_MS): TProviderTransport {
  return async (request) => {
    const response = await fetch(`${apiRoot}${request.path}`, {
      method: request.method,
      headers: { accept: 'application/json', ...withBody(request).headers },
      body: withBody(request).payload,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return { status: response.status, body: parseJson(text) };
  };
}

/**
 * Through this process's own HTTP pipeline, to the sandbox provider mounted at `basePath`: the
 * same requests and answers as over the network, without a socket.
 */
export function inProcessTransport(app: App, basePath: string): TProviderTransport {
  return async (request) => {
    const { headers, payload } = withBody(request);
    const reply = await app.inject({
      method: request.method,
      url: `${basePath}${request.path}`,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: reply.statusCode, body: parseJson(reply.body) };
  };
}

/** The request's headers and JSON text, typed as JSON when there is a body. */
function withBody(request: TProviderRequest) {
  if (request.body === undefined) return { headers: request.headers, payload: undefined };
  return {
    headers: { ...request.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(request.body),
  };
}

/** JSON text as a value; undefined when empty or not JSON. */
export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
