import { AuthErrorDetail } from '@aurum/contracts/auth';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { loadGeoIpCsv } from '../lib/geoip';
import type { App } from '../lib/http';

/** Calls a restricted visitor may still make: what the region screen needs, and non-player APIs. */
const EXEMPT_PREFIXES = ['/api/v1/languages', '/api/docs', '/api/admin/', '/api/provider/'];

/**
 * Answers player API calls from a restricted country with 451 `{detail: "region_restricted",
 * country, ip}`. The country is the trusted proxy's header when present, else a GeoIP lookup of
 * the client address (GEOIP_CSV).
 */
export function installRegionRestriction(app: App, geo: Config['geo']): void {
  if (geo.restrictedCountries.length === 0) return;
  const restricted = new Set(geo.restrictedCountries);
  const lookup = geo.geoIpCsv ? loadGeoIpCsv(geo.geoIpCsv) : undefined;
  if (lookup) app.log.info({ ranges: lookup.size }, 'GeoIP ranges loaded');
  if (!geo.countryHeader && !lookup) {
    app.log.warn(
      'RESTRICTED_COUNTRIES is set but neither GEO_COUNTRY_HEADER nor GEOIP_CSV: nothing is restricted',
    );
    return;
  }

  const countryOf = (request: FastifyRequest): string | undefined => {
    const header = geo.countryHeader ? request.headers[geo.countryHeader] : undefined;
    const fromHeader = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
    return fromHeader || lookup?.country(request.ip);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (
      !request.url.startsWith('/api/') ||
      EXEMPT_PREFIXES.some((prefix) => request.url.startsWith(prefix))
    )
      return;
    const country = countryOf(request);
    if (country && restricted.has(country)) {
      return reply
        .status(451)
        .send({ detail: AuthErrorDetail.regionRestricted, country, ip: request.ip });
    }
  });
}
