import { createHmac } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { telegramBots, telegramInitDataUses } from '../../db/schema';
import type { SeedStep } from '../../db/seed-step';

export type TTelegramBotRow = typeof telegramBots.$inferSelect;

/** The sandbox bots seeded with the demo data. */
export const DEMO_BOTS = [
  { id: '7000000001', username: 'aurum_casino_bot', type: 'normal' },
  { id: '7000000002', username: 'aurum_vip_bot', type: 'vip' },
] as const;

export function createTelegramBotsRepo(db: DbOrTx) {
  return {
    async findById(id: string): Promise<TTelegramBotRow | undefined> {
      const [row] = await db.select().from(telegramBots).where(eq(telegramBots.id, id));
      return row;
    },
    /**
     * Records init data as used until it expires: true for the first use only. One statement,
     * so two sign-ins racing with the same init data cannot both claim it; a row left from
     * an earlier, expired use is taken over.
     */
    async claimInitData(hash: string, expiresAt: Date, now = new Date()): Promise<boolean> {
      await db.delete(telegramInitDataUses).where(lt(telegramInitDataUses.expiresAt, now));
      const claimed = await db
        .insert(telegramInitDataUses)
        .values({ hash, expiresAt })
        .onConflictDoUpdate({
          target: telegramInitDataUses.hash,
          set: { expiresAt: sql`excluded.expires_at` },
          setWhere: lt(telegramInitDataUses.expiresAt, now),
        })
        .returning({ hash: telegramInitDataUses.hash });
      return claimed.length > 0;
    },
  };
}

/**
 * A bot's token: from TELEGRAM_BOT_TOKENS, or outside production for a demo bot, one derived
 * from the session secret so the sandbox can sign init data like Telegram would.
 */
export function telegramBotToken(options: {
  botId: string;
  configured: ReadonlyMap<string, string>;
  production: boolean;
  secret: string;
}): string | undefined {
  const configured = options.configured.get(options.botId);
  if (configured) return configured;
  if (options.production || !DEMO_BOTS.some((bot) => bot.id === options.botId)) return undefined;
  const secretPart = createHmac('sha256', options.secret)
    .update(`telegram-demo-bot:${options.botId}`)
    .digest('base64url');
  return `${options.botId}:${secretPart}`;
}

export const telegramBotsSeed: SeedStep = {
  name: 'telegram-bots.demo.v1',
  applies: (context) => context.demo,
  async run(tx) {
    await tx
      .insert(telegramBots)
      .values([...DEMO_BOTS])
      .onConflictDoNothing();
  },
};
