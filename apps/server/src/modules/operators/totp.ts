import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/** Codes of the step before and after the current one are accepted: clocks drift. */
const TOLERANCE_SECONDS = 30;
const ISSUER = 'Aurum';

/**
 * Operators' TOTP (RFC 6238, 6 digits, 30 s, as authenticator apps expect). Secrets are kept
 * sealed with AES-256-GCM under a key derived from SESSION_SECRET, so a copy of the database
 * alone does not give away second factors.
 */
export function createTotp(sessionSecret: string) {
  const key = Buffer.from(
    hkdfSync('sha256', sessionSecret, Buffer.alloc(0), 'aurum:operator-totp', 32),
  );

  return {
    newSecret: () => generateSecret(),

    /** What an authenticator app scans (as a QR code) or takes typed in. */
    uri: (email: string, secret: string) => generateURI({ issuer: ISSUER, label: email, secret }),

    seal(secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    /** The secret, or undefined when it was sealed under another key (SESSION_SECRET changed). */
    open(sealed: string): string | undefined {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || !data) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(data, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return undefined;
      }
    },

    /**
     * The time step of a valid code, later than `afterStep` (a code is good once), or
     * undefined. The caller records the step atomically to refuse a replay.
     */
    async check(
      secret: string,
      code: string,
      afterStep: number | null,
    ): Promise<number | undefined> {
      const result = await verify({
        secret,
        token: code,
        epochTolerance: TOLERANCE_SECONDS,
        ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
      });
      return result.valid && 'timeStep' in result ? result.timeStep : undefined;
    },
  };
}

export type Totp = ReturnType<typeof createTotp>;
