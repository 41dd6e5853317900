import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A compact HMAC-signed token `<subject>.<expiresAtSeconds>.<signature>` for short-lived,
 * stateless credentials (the realtime connection token). `purpose` keeps tokens of one use
 * from being accepted for another.
 */
export function createTokenSigner(secret: string, purpose: string) {
  const sign = (payload: string) =>
    createHmac('sha256', secret).update(`${purpose}:${payload}`).digest('base64url');

  return {
    issue(subject: string, ttlSeconds: number, now = Date.now()): string {
      const payload = `${subject}.${Math.floor(now / 1000) + ttlSeconds}`;
      return `${payload}.${sign(payload)}`;
    },
    /** The subject, or undefined for a forged, malformed or expired token. */
    verify(token: string, now = Date.now()): string | undefined {
      const parts = token.split('.');
      if (parts.length !== 3) return undefined;
      const [subject, expiresAt, signature] = parts as [string, string, string];
      const expected = Buffer.from(sign(`${subject}.${expiresAt}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      if (Number(expiresAt) * 1000 < now) return undefined;
      return subject;
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
