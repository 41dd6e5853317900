import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ipToBigInt, loadGeoIpCsv } from './geoip';

function csv(lines: string[]): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'aurum-geo-')), 'geo.csv');
  writeFileSync(file, lines.join('\n'));
  return file;
}

describe('GeoIP CSV lookup', () => {
  const lookup = loadGeoIpCsv(
    csv([
      '"203.0.113.0","203.0.113.255","US"',
      '198.51.100.0,198.51.100.127,de',
      '2001:db8::,2001:db8:0:ffff:ffff:ffff:ffff:ffff,FR',
      'garbage line',
      '10.0.0.0,10.255.255.255,ZZZ',
    ]),
  );

  it('loads only well-formed ranges', () => {
    expect(lookup.size).toBe(3);
  });

  it('finds the range an address falls in, at its edges too', () => {
    expect(lookup.country('203.0.113.0')).toBe('US');
    expect(lookup.country('203.0.113.255')).toBe('US');
    expect(lookup.country('198.51.100.127')).toBe('DE');
    expect(lookup.country('::ffff:203.0.113.9')).toBe('US');
    expect(lookup.country('2001:db8::1')).toBe('FR');
  });

  it('knows nothing of addresses outside every range', () => {
    expect(lookup.country('198.51.100.128')).toBeUndefined();
    expect(lookup.country('8.8.8.8')).toBeUndefined();
    expect(lookup.country('not an ip')).toBeUndefined();
  });

  it('orders IPv4 and IPv6 in one space', () => {
    expect(ipToBigInt('0.0.0.1')).toBe(0xffff00000001n);
    expect(ipToBigInt('::1')).toBe(1n);
    expect(ipToBigInt('1::')).toBe(1n << 112n);
  });
});
