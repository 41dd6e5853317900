import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The chat-bot providers' webhook signature (Crypto Pay's `crypto-pay-api-signature`, xRocket's
 * `rocket-pay-signature`): hex HMAC-SHA256 of the raw body, keyed with SHA-256 of the API token.
 */
export function signWebhook(token: string, rawBody: string): string {
  const key = createHash('sha256').update(token).digest();
  return createHmac('sha256', key).update(rawBody).digest('hex');
}

/** Whether `header` is the signature of `rawBody` under `token`, compared in constant time. */
export function webhookSignatureMatches(token: string, rawBody: string, header: unknown): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(signWebhook(token, rawBody), 'utf8');
  const given = Buffer.from(header.trim().toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
