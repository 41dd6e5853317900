import { AuthErrorDetail } from '@aurum/contracts/auth';
import type { CountryResolver } from '../lib/geo';
import type { App } from '../lib/http';

/** Calls a restricted visitor may still make: what the region screen needs, and non-player APIs. */
const EXEMPT_PREFIXES = ['/api/v1/languages', '/api/docs', '/api/admin/', '/api/provider/'];

/**
 * Answers player API calls from a restricted country with 451 `{detail: "region_restricted",
 * country, ip}`.
 */
export function installRegionRestriction(
  app: App,
  options: {
    countryOf: CountryResolver & { configured: boolean };
    restrictedCountries: readonly string[];
  },
): void {
  if (options.restrictedCountries.length === 0) return;
  if (!options.countryOf.configured) {
    app.log.warn(
      'RESTRICTED_COUNTRIES is set but neither GEO_COUNTRY_HEADER nor GEOIP_CSV: nothing is restricted',
    );
    return;
  }
  const restricted = new Set(options.restrictedCountries);
  app.addHook('onRequest', async (request, reply) => {
    if (
      !request.url.startsWith('/api/') ||
      EXEMPT_PREFIXES.some((prefix) => request.url.startsWith(prefix))
    )
      return;
    const country = options.countryOf(request);
    if (country && restricted.has(country)) {
      return reply
        .status(451)
        .send({ detail: AuthErrorDetail.regionRestricted, country, ip: request.ip });
    }
  });
}
