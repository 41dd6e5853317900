import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

const ZTelegramUser = z.object({
  id: z.number().int().positive(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  username: z.string().optional(),
  language_code: z.string().optional(),
});
export type TTelegramUser = z.infer<typeof ZTelegramUser>;

export type TInitDataResult =
  | {
      ok: true;
      user: TTelegramUser;
      authDate: Date;
      startParam: string | undefined;
      /** Telegram's signature: names this init data, to use it once. */
      hash: string;
    }
  | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Validates mini-app init data as Telegram documents it: the data-check string (every field but
 * `hash`, sorted, `key=value` joined by newlines) signed with HMAC-SHA256 under the key
 * HMAC-SHA256("WebAppData", botToken); `auth_date` must be recent.
 */
export function verifyInitData(
  raw: string,
  botToken: string,
  maxAgeSeconds: number,
  now = Date.now(),
): TInitDataResult {
  const params = new URLSearchParams(raw);
  const hash = params.get('hash');
  if (!hash || !/^[0-9a-f]{64}$/.test(hash)) return { ok: false, reason: 'invalid' };
  params.delete('hash');
  const dataCheckString = [...params.entries()]
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  const secretKey = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const expected = createHmac('sha256', secretKey).update(dataCheckString).digest();
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) return { ok: false, reason: 'invalid' };

  const authDate = Number(params.get('auth_date'));
  if (!Number.isInteger(authDate) || authDate <= 0) return { ok: false, reason: 'invalid' };
  const ageSeconds = now / 1000 - authDate;
  if (ageSeconds > maxAgeSeconds || ageSeconds < -60) return { ok: false, reason: 'expired' };

  let user: TTelegramUser;
  try {
    user = ZTelegramUser.parse(JSON.parse(params.get('user') ?? 'null'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  return {
    ok: true,
    user,
    authDate: new Date(authDate * 1000),
    startParam: params.get('start_param') ?? undefined,
    hash,
  };
}

/** Signs init data the way Telegram does: for the sandbox bots and for tests. */
export function signInitData(fields: Record<string, string>, botToken: string): string {
  const dataCheckString = Object.entries(fields)
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  const secretKey = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secretKey).update(dataCheckString).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}
