import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';

/** IPv4 addresses map into the IPv6 space (::ffff:a.b.c.d) so one sorted table serves both. */
export function ipToBigInt(ip: string): bigint | undefined {
  const version = isIP(ip);
  if (version === 4) {
    const parts = ip.split('.').map(Number);
    return parts.reduce((value, part) => (value << 8n) | BigInt(part), 0xffffn);
  }
  if (version !== 6) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return ipToBigInt(mapped[1]);
  const [head = '', tail = ''] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [
    ...headGroups,
    ...Array<string>(ip.includes('::') ? missing : 0).fill('0'),
    ...tailGroups,
  ];
  return groups.reduce((value, group) => (value << 16n) | BigInt(parseInt(group, 16)), 0n);
}

export interface GeoIpLookup {
  country(ip: string): string | undefined;
  size: number;
}

/**
 * Country by IP from a CSV of ranges, one `start_ip,end_ip,country_code` per line (the layout
 * of the common free IP-to-country databases), loaded once and searched by bisection.
 */
export function loadGeoIpCsv(file: string): GeoIpLookup {
  const starts: bigint[] = [];
  const ends: bigint[] = [];
  const countries: string[] = [];
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const [start, end, country] = line.split(',').map((cell) => cell.trim().replace(/^"|"$/g, ''));
    if (!start || !end || !country || !/^[A-Za-z]{2}$/.test(country)) continue;
    const from = ipToBigInt(start);
    const to = ipToBigInt(end);
    if (from === undefined || to === undefined) continue;
    starts.push(from);
    ends.push(to);
    countries.push(country.toUpperCase());
  }
  const order = starts
    .map((_, index) => index)
    .sort((a, b) => ((starts[a] ?? 0n) < (starts[b] ?? 0n) ? -1 : 1));
  const sortedStarts = order.map((index) => starts[index] ?? 0n);
  const sortedEnds = order.map((index) => ends[index] ?? 0n);
  const sortedCountries = order.map((index) => countries[index] ?? '');

  return {
    size: sortedStarts.length,
    country(ip) {
      const value = ipToBigInt(ip);
      if (value === undefined) return undefined;
      let low = 0;
      let high = sortedStarts.length - 1;
      let candidate = -1;
      while (low <= high) {
        const middle = (low + high) >> 1;
        if ((sortedStarts[middle] ?? 0n) <= value) {
          candidate = middle;
          low = middle + 1;
        } else high = middle - 1;
      }
      return candidate >= 0 && value <= (sortedEnds[candidate] ?? -1n)
        ? sortedCountries[candidate]
        : undefined;
    },
  };
}
