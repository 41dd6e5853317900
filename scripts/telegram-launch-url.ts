// `npm run telegram:url -- --lang ru --version 8.0 --start cashier`: prints the address that opens
// the bot build outside Telegram as Telegram would (launch parameters, init data signed with a
// demo bot's token derived from this checkout's session secret). For `npm run dev:telegram`
// (http://localhost:5173, the default) or `npm run start:telegram` (--base http://localhost:3000).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/server/src/config';
import { DEMO_BOTS, telegramBotToken } from '../apps/server/src/modules/auth/telegram-bots';
import { telegramLaunchPath } from '../apps/server/src/test/telegram-launch';
import { DARK_THEME, LIGHT_THEME } from '../apps/web/src/lib/telegram/simulated-answers';

const { values } = parseArgs({
  options: {
    lang: { type: 'string', default: 'en' },
    version: { type: 'string', default: '8.0' },
    start: { type: 'string' },
    bot: { type: 'string', default: DEMO_BOTS[0].id },
    user: { type: 'string', default: '5550001' },
    theme: { type: 'string', default: 'dark' },
    base: { type: 'string', default: 'http://localhost:5173' },
  },
});

// The server keeps its generated secrets under its own data directory (apps/server/data).
process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server'));
const config = loadConfig();
const bot = DEMO_BOTS.find((demo) => demo.id === values.bot);
const botToken = telegramBotToken({
  botId: values.bot,
  configured: config.telegram.botTokens,
  production: config.env === 'production',
  secret: config.secrets.SESSION_SECRET,
});
if (!bot || !botToken) {
  console.error(
    `No token for bot ${values.bot}: use a demo bot (${DEMO_BOTS.map((b) => b.id).join(', ')}).`,
  );
  process.exit(1);
}
const launch = telegramLaunchPath({
  pathname: `/${values.lang}/`,
  bot,
  botToken,
  version: values.version,
  user: { id: Number(values.user), language: values.lang },
  startParam: values.start,
  theme: values.theme === 'light' ? LIGHT_THEME : DARK_THEME,
});
console.log(`${values.base.replace(/\/$/, '')}${launch}`);
