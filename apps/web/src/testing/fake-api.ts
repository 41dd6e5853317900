import { jsonResponse } from './json-response';

type TAnswer = Response | (() => Response | Promise<Response>);

/** The URL a `fetch` call asked for (its first argument: a string, URL or Request). */
export const requestUrl = (input: unknown): URL =>
  new URL(
    input instanceof Request ? input.url : input instanceof URL ? input.href : String(input),
    'http://localhost',
  );

const pathOf = (input: unknown): string => requestUrl(input).pathname;

/** What a visitor's `/api/v1/me` answers. */
export const visitorAnswer = () => jsonResponse({ detail: 'unauthorized' }, 401);

/**
 * A `fetch` that answers by route: keys are "METHOD /path" or just "/path" (any method), the
 * query string ignored. A visitor's /me is the default; anything else unrouted answers 404.
 */
export function fakeApi(routes: Record<string, TAnswer>): typeof fetch {
  const defaults: Record<string, TAnswer> = { 'GET /api/v1/me': visitorAnswer };
  return (input, init) => {
    const pathname = pathOf(input);
    const route = `${(init?.method ?? 'GET').toUpperCase()} ${pathname}`;
    const answer = routes[route] ?? routes[pathname] ?? defaults[route];
    if (answer === undefined) return Promise.resolve(jsonResponse({ detail: 'not_found' }, 404));
    return Promise.resolve(typeof answer === 'function' ? answer() : answer.clone());
  };
}

/** How many calls a fetch mock made to a path. */
export function callsTo(mock: { mock: { calls: unknown[][] } }, pathname: string): number {
  return mock.mock.calls.filter(([input]) => pathOf(input) === pathname).length;
}

/** The JSON bodies a fetch mock sent to a path, in order. */
export function bodiesSentTo(mock: { mock: { calls: unknown[][] } }, pathname: string): unknown[] {
  return mock.mock.calls
    .filter(([input]) => pathOf(input) === pathname)
    .map(([, init]) => {
      const body = (init as RequestInit | undefined)?.body;
      return typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;
    });
}
