import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { App } from '../lib/http';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Fetch metadata values a browser sends for a request this site itself (or the user) made. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    // "null" (sandboxed frames, opaque origins) and anything malformed.
    return undefined;
  }
}

function fromOwnSite(request: FastifyRequest, publicOrigins: readonly string[]): boolean {
  const { origin } = request.headers;
  if (origin === undefined) {
    // No Origin: a server-to-server call (seamless wallet, tools, tests) passes; an old browser
    // still says where the request came from in Sec-Fetch-Site.
    const site = request.headers['sec-fetch-site'];
    return site === undefined || OWN_FETCH_SITES.has(site);
  }
  if (publicOrigins.length > 0) return publicOrigins.includes(origin);
  // Same host as the request (X-Forwarded-Host when the proxy is trusted). The scheme is not
  // compared: behind a TLS-terminating proxy the request itself arrives over plain HTTP.
  return hostOf(origin) === request.host.toLowerCase();
}

/**
 * Refuses state-changing calls that a browser makes on another site's behalf (cross-site
 * forms and `text/plain` fetches, which need no CORS preflight): 403 `forbidden_origin`.
 */
export function installOriginCheck(app: App, options: { publicOrigins: readonly string[] }): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const refused =
      STATE_CHANGING.has(request.method) && !fromOwnSite(request, options.publicOrigins);
    done(refused ? AppError.forbidden('forbidden_origin') : undefined);
  });
}
