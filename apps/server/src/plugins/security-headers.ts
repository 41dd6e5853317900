import fastifyHelmet from '@fastify/helmet';
import type { App } from '../lib/http';

/** Telegram's web clients frame the mini-app; every other site is refused. */
export const TELEGRAM_WEB_ORIGIN = 'https://web.telegram.org';

/**
 * The app's Content-Security-Policy. Everything it loads comes from this origin: its scripts and
 * styles under /assets, the studio's game client (studio.html) in a frame, Socket.IO, and the
 * covers and logos generated under /media. Inline styles stay allowed because the dialog and
 * toast libraries insert <style> elements at run time; scripts never run inline. No
 * upgrade-insecure-requests: every source is 'self', and HSTS keeps production on HTTPS, while a
 * production build tried on plain HTTP would lose every file to it.
 */
export function contentSecurityPolicy(
  options: { tonConnect?: boolean } = {},
): Record<string, string[]> {
  // TON Connect with real wallets: its wallet list, each wallet's bridge (event streams on hosts
  // the list names, which change as wallets join) and the chain API are fetched over HTTPS, and
  // the wallets' icons come from their own hosts. Only HTTPS, and only when it is on.
  const tonConnect = options.tonConnect ? ['https:'] : [];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // blob: previews a proof image before it is uploaded.
    'img-src': ["'self'", 'data:', 'blob:', ...tonConnect],
    'font-src': ["'self'", 'data:'],
    // Same-origin Socket.IO (its WebSocket included: CSP 3 lets 'self' match ws: and wss:).
    'connect-src': ["'self'", ...tonConnect],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'", TELEGRAM_WEB_ORIGIN],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
}

/**
 * Security headers on every answer (helmet): the CSP above, nosniff, a referrer policy, and
 * HSTS in production only, so a development server on plain HTTP never pins a browser to HTTPS.
 */
export async function installSecurityHeaders(
  app: App,
  options: { production: boolean; tonConnect: boolean },
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy({ tonConnect: options.tonConnect }),
    },
    strictTransportSecurity: options.production
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    // frame-ancestors decides who may frame the app; X-Frame-Options cannot name Telegram.
    xFrameOptions: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
    crossOriginEmbedderPolicy: false,
  });
}
