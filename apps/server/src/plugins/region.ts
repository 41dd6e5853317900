import { AuthErrorDetail } from '@aurum/contracts/auth';
import type { App } from '../lib/http';

/** Calls a restricted visitor may still make: what the region screen itself needs, and non-player APIs. */
const EXEMPT_PREFIXES = ['/api/v1/languages', '/api/docs', '/api/admin/', '/api/provider/'];

/**
 * Answers player API calls from a restricted country with 451 `{detail: "region_restricted",
 * country, ip}`. The country comes from a header set by a trusted proxy or CDN.
 */
export function installRegionRestriction(
  app: App,
  options: { countryHeader: string | undefined; restrictedCountries: readonly string[] },
): void {
  const { countryHeader } = options;
  if (!countryHeader || options.restrictedCountries.length === 0) return;
  const restricted = new Set(options.restrictedCountries);

  app.addHook('onRequest', async (request, reply) => {
    if (
      !request.url.startsWith('/api/') ||
      EXEMPT_PREFIXES.some((prefix) => request.url.startsWith(prefix))
    )
      return;
    const header = request.headers[countryHeader];
    const country = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
    if (country && restricted.has(country)) {
      return reply
        .status(451)
        .send({ detail: AuthErrorDetail.regionRestricted, country, ip: request.ip });
    }
  });
}
