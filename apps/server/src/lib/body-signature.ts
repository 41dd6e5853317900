import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signatures of studio <-> platform calls: `X-Signature: sha256=<hex>` where the hex is
 * HMAC-SHA256 of the raw request body under the studio's secret. The body carries a
 * millisecond `timestamp`, so a signature covers its own freshness.
 */
export const SIGNATURE_HEADER = 'x-signature';
export const STUDIO_HEADER = 'x-studio-id';

export function signBody(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

export function signatureMatches(secret: string, rawBody: string, header: unknown): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(signBody(secret, rawBody));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
