import { createHash } from 'node:crypto';
import { eq, ne } from 'drizzle-orm';
import { formatGameCode, VARIANTS, type TGameCode, type TGameType } from '@aurum/games';
import type { SeedStep } from '../../db/seed-step';
import { gameCategories, games } from '../../db/schema';
import { SLOT_THEMES } from './catalogue.data';
import { createCatalogueRepo } from './catalogue.repo';
import { slugify } from './catalogue.seed';

export const INHOUSE_PROVIDER = { id: 'aurum-originals', name: 'Aurum Originals' };

interface TOriginal {
  title: string;
  code: TGameCode;
  categoryKeys: string[];
}

const original = (
  title: string,
  type: TGameType,
  variant: string,
  theme: string,
  categoryKeys: string[],
): TOriginal => ({ title, code: { type, variant, theme }, categoryKeys });

/** The in-house studio's own titles: every game type, several themes and paytables each. */
export const ORIGINALS: TOriginal[] = [
  original('Pharaoh’s Fortune Lines', 'slot-lines', 'classic', 'egypt', ['video-slots']),
  original('Fruit Fiesta 20', 'slot-lines', 'classic', 'fruits', ['classic-slots']),
  original('Dragon’s Hoard Lines', 'slot-lines', 'wild', 'dragon', ['video-slots', 'bonus-buy']),
  original('Valhalla Wilds', 'slot-lines', 'wild', 'viking', ['video-slots']),
  original('Aztec Ways', 'slot-ways', 'ways243', 'aztec', ['video-slots']),
  original('Jungle Roar Ways', 'slot-ways', 'ways243', 'jungle', ['video-slots']),
  original('Cosmic 1024', 'slot-ways', 'ways1024', 'space', ['video-slots', 'megaways']),
  original('Olympus 1024', 'slot-ways', 'ways1024', 'greek', ['video-slots', 'megaways']),
  original('Aurum Dice', 'dice', 'classic', 'dice', ['dice']),
  original('Neon Dice', 'dice', 'classic', 'neon', ['dice']),
  original('Aurum Crash', 'crash', 'classic', 'crash', ['crash']),
  original('Rocket Limbo', 'limbo', 'classic', 'limbo', ['crash', 'lottery']),
  original('Aurum Mines', 'mines', 'classic', 'mines', ['mines']),
  original('Emerald Mines', 'mines', 'classic', 'gems', ['mines']),
  original('Aurum Plinko', 'plinko', 'classic', 'plinko', ['plinko']),
  original('Candy Plinko', 'plinko', 'classic', 'candy', ['plinko']),
  original('Aurum European Roulette', 'roulette', 'european', 'roulette', []),
  original('Midnight Roulette', 'roulette', 'european', 'neon', []),
];

/** The in-house slot free spins play when an offer names none. */
export const DEFAULT_FREE_SPINS_SLOT = slugify('Pharaoh’s Fortune Lines');

const rtpOf = (code: TGameCode) =>
  VARIANTS[code.type].find((variant) => variant.id === code.variant)?.rtp ?? null;

/** A stable pick from the slug, so every machine maps the catalogue the same way. */
const pickBy = (slug: string, count: number) =>
  createHash('sha256').update(slug).digest().readUInt32BE(0) % count;

/** The slot themes of the demo catalogue: its titles of these run on the slot engines. */
const SLOT_THEME_KEYS = new Set(Object.keys(SLOT_THEMES));

/**
 * Which of the studio's games a demo-catalogue title runs on (its invented studios have no
 * integration here; outside production the in-house studio plays them). Undefined: no engine
 * fits (live blackjack, baccarat, poker, shows, keno), so it stays unavailable.
 */
export function engineFor(game: {
  slug: string;
  title: string;
  theme: string;
}): TGameCode | undefined {
  const { slug, title, theme } = game;
  if (SLOT_THEME_KEYS.has(theme)) {
    if (/megaways/i.test(title)) return { type: 'slot-ways', variant: 'ways1024', theme };
    const options: [TGameType, string][] = [
      ['slot-lines', 'classic'],
      ['slot-lines', 'wild'],
      ['slot-ways', 'ways243'],
    ];
    const [type, variant] = options[pickBy(slug, options.length)] ?? ['slot-lines', 'classic'];
    return { type, variant, theme };
  }
  const fixed: Record<string, [TGameType, string]> = {
    roulette: ['roulette', 'european'],
    crash: ['crash', 'classic'],
    limbo: ['limbo', 'classic'],
    mines: ['mines', 'classic'],
    plinko: ['plinko', 'classic'],
    dice: ['dice', 'classic'],
  };
  const match = fixed[theme];
  return match && { type: match[0], variant: match[1], theme };
}

/**
 * The in-house studio's titles: the operator's own games, seeded everywhere (production too).
 * They join the catalogue's sections and collections where those exist.
 */
export const originalsSeed: SeedStep = {
  name: 'games.originals.v1',
  applies: () => true,
  async run(tx) {
    const repo = createCatalogueRepo(tx);
    await repo.insertProviders([{ ...INHOUSE_PROVIDER, integration: 'inhouse', position: -1 }]);
    const releasedAt = new Date(Date.UTC(2026, 10, 20));
    const ids = await repo.insertGames(
      ORIGINALS.map((game) => ({
        slug: slugify(game.title),
        title: game.title,
        providerId: INHOUSE_PROVIDER.id,
        externalId: formatGameCode(game.code),
        theme: game.code.theme,
        labelType: 'exclusive',
        rtp: rtpOf(game.code),
        popularity: 9_000,
        rating: '4.80',
        releasedAt,
        hasDemo: true,
      })),
    );
    const categories = new Map(
      (
        await tx.select({ id: gameCategories.id, key: gameCategories.key }).from(gameCategories)
      ).map((row) => [row.key, row.id]),
    );
    await repo.linkCategories(
      ORIGINALS.flatMap((game) =>
        [...game.categoryKeys, 'popular'].flatMap((key) => {
          const categoryId = categories.get(key);
          const gameId = ids.get(slugify(game.title));
          return categoryId !== undefined && gameId !== undefined ? [{ gameId, categoryId }] : [];
        }),
      ),
    );
    const promos = new Set((await repo.promos()).map((row) => row.key));
    await repo.linkPromos(
      [...ids.values()].flatMap((gameId) =>
        ['aurum-picks', 'new']
          .filter((key) => promos.has(key))
          .map((promoKey) => ({ gameId, promoKey })),
      ),
    );
  },
};

/** The demo studios' titles run on the studio's engines, with the engines' real RTP. */
export const demoEnginesSeed: SeedStep = {
  name: 'catalogue.demo-engines.v1',
  applies: (context) => context.demo,
  async run(tx) {
    const demo = await tx
      .select({ id: games.id, slug: games.slug, title: games.title, theme: games.theme })
      .from(games)
      .where(ne(games.providerId, INHOUSE_PROVIDER.id));
    for (const game of demo) {
      const code = engineFor(game);
      if (!code) continue;
      await tx
        .update(games)
        .set({ externalId: formatGameCode(code), rtp: rtpOf(code) })
        .where(eq(games.id, game.id));
    }
  },
};

/**
 * Crash titles ran on limbo before the shared-round crash existed: databases seeded then move
 * them (the in-house "Aurum Crash" and the demo studios' crash-themed titles) to crash.
 */
export const crashEngineSeed: SeedStep = {
  name: 'catalogue.crash-engine.v1',
  applies: () => true,
  async run(tx) {
    const code: TGameCode = { type: 'crash', variant: 'classic', theme: 'crash' };
    await tx
      .update(games)
      .set({ externalId: formatGameCode(code), rtp: rtpOf(code) })
      .where(eq(games.externalId, 'limbo/classic/crash'));
  },
};
