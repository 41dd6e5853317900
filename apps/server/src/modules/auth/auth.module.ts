import type { App } from '../../lib/http';
import type { TSharedDeps } from '../../shared-deps';
import type { UsersService } from '../users/users.service';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createPlayerAuth, type PlayerAuth } from './authenticate';
import { createSessionsService, type SessionsService } from './sessions.service';
import type { TSignUpHooks } from './sign-up-hooks';
import { telegramBotToken } from './telegram-bots';

/**
 * Players' sign-up, sign-in (password or Telegram) and sessions. Every module with player
 * routes authenticates through `playerAuth`.
 */
export function authModule(
  app: App,
  deps: Pick<TSharedDeps, 'db' | 'config' | 'passwords' | 'limiters' | 'realtime'> & {
    users: UsersService;
  },
): { sessions: SessionsService; playerAuth: PlayerAuth; signUpHooks: TSignUpHooks } {
  const { db, config, users } = deps;
  const { locales, defaultLocale } = config;
  const sessions = createSessionsService({
    db,
    ttlSeconds: config.session.ttlDays * 24 * 60 * 60,
    onEnded: (sessionId) => deps.realtime.disconnectSession(sessionId),
  });
  const playerAuth = createPlayerAuth({
    sessions,
    users,
    cookieSecure: config.session.cookieSecure,
  });
  const auth = createAuthService({
    db,
    users,
    sessions,
    passwords: deps.passwords,
    limiters: deps.limiters,
    telegram: {
      tokenFor: (botId) =>
        telegramBotToken({
          botId,
          configured: config.telegram.botTokens,
          production: config.env === 'production',
          secret: config.secrets.SESSION_SECRET,
        }),
      maxAgeSeconds: config.telegram.authMaxAgeSeconds,
    },
    locales,
    defaultLocale,
    log: app.log,
  });
  authRoutes(app, { auth, playerAuth, users, sessions });
  return { sessions, playerAuth, signUpHooks: auth.hooks };
}
