import { randomBytes } from 'node:crypto';
import { signInitData } from '../modules/auth/telegram-init-data';

/**
 * The address Telegram opens a mini-app at: the bot's query (`bot_id`, `bot_type`), and in the
 * hash the launch parameters, init data signed with the bot's token as Telegram signs it. For
 * the browser journeys and for opening the bot build outside Telegram in development.
 */
export function telegramLaunchPath(options: {
  /** Where the bot's mini-app lives: `/`, `/ru/`... */
  pathname: string;
  bot: { id: string; type: string };
  botToken: string;
  /** Telegram's Mini Apps version, e.g. `7.2` or `8.0`. */
  version: string;
  user: { id: number; language: string };
  startParam?: string;
  theme: Record<string, string>;
}): string {
  const { user, startParam } = options;
  const initData = signInitData(
    {
      auth_date: String(Math.floor(Date.now() / 1000)),
      // Init data signs in once: each launch is a new one.
      query_id: `AAH-${randomBytes(6).toString('hex')}`,
      user: JSON.stringify({
        id: user.id,
        first_name: 'Mini',
        username: `mini_${user.id}`,
        language_code: user.language,
      }),
      ...(startParam ? { start_param: startParam } : {}),
      // Telegram's Ed25519 signature for third parties; this platform checks the hash.
      signature: 'simulated-third-party-signature',
    },
    options.botToken,
  );
  const hash = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: options.version,
    tgWebAppPlatform: 'ios',
    tgWebAppThemeParams: JSON.stringify(options.theme),
    ...(startParam ? { tgWebAppStartParam: startParam } : {}),
  });
  const query = new URLSearchParams({ bot_id: options.bot.id, bot_type: options.bot.type });
  return `${options.pathname}?${query.toString()}#${hash.toString()}`;
}
