import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { loadGeoIpCsv } from './geoip';

export type CountryResolver = (request: FastifyRequest) => string | undefined;

/**
 * The visitor's country: the trusted proxy's header when configured and present, else a GeoIP
 * lookup of the client address when a range file is configured.
 */
export function createCountryResolver(
  geo: Config['geo'],
): CountryResolver & { configured: boolean } {
  const lookup = geo.geoIpCsv ? loadGeoIpCsv(geo.geoIpCsv) : undefined;
  const resolve = (request: FastifyRequest): string | undefined => {
    const header = geo.countryHeader ? request.headers[geo.countryHeader] : undefined;
    const fromHeader = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
    if (fromHeader && /^[A-Z]{2}$/.test(fromHeader)) return fromHeader;
    return lookup?.country(request.ip);
  };
  return Object.assign(resolve, { configured: Boolean(geo.countryHeader ?? lookup) });
}
