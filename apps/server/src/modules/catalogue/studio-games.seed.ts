import { createHash } from 'node:crypto';
import { eq, ne, sql } from 'drizzle-orm';
import { formatGameCode, VARIANTS, type TGameCode, type TGameType } from '@aurum/games';
import type { Tx } from '../../db/client';
import type { SeedStep } from '../../db/seed-step';
import { gameCategories, gameCategoryLinks, games } from '../../db/schema';
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
  original('Aurum Keno', 'keno', 'classic', 'keno', ['lottery']),
  original('Jacks or Better', 'video-poker', 'jacks-or-better', 'poker', []),
  original('Aurum Baccarat', 'baccarat', 'punto-banco', 'baccarat', []),
  original('Aurum Money Wheel', 'wheel-show', 'classic', 'game-show', []),
  original('Aurum Blackjack', 'blackjack', 'classic', 'blackjack', []),
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

/** Fast titles drawn as a prize wheel (filed under keno): they play the money wheel show. */
const WHEEL_TITLES = new Set(['Wheel of Luck', 'Fortune Wheel', 'Spin to Win']);

/**
 * Which of the studio's games a demo-catalogue title runs on (its invented studios have no
 * integration here; outside production the in-house studio plays them). Undefined: no engine
 * fits (the live poker titles: banked table poker the studio does not deal), so the title
 * leaves the catalogue. Live blackjack, baccarat and game shows play as the studio's RNG
 * tables, labelled as such, never as a video stream.
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
  if (theme === 'baccarat') {
    const superSix = /super 6|no commission/i.test(title);
    return { type: 'baccarat', variant: superSix ? 'super-6' : 'punto-banco', theme };
  }
  if (theme === 'game-show') return { type: 'wheel-show', variant: 'classic', theme };
  if (theme === 'wheel' || WHEEL_TITLES.has(title))
    return { type: 'wheel-show', variant: 'classic', theme: 'game-show' };
  const fixed: Record<string, [TGameType, string]> = {
    roulette: ['roulette', 'european'],
    crash: ['crash', 'classic'],
    limbo: ['limbo', 'classic'],
    mines: ['mines', 'classic'],
    plinko: ['plinko', 'classic'],
    dice: ['dice', 'classic'],
    blackjack: ['blackjack', 'classic'],
  };
  // The keno theme also holds wheels and limbo titles; only the keno and bingo ones are keno.
  if (theme === 'keno' && /keno|bingo/i.test(title))
    return { type: 'keno', variant: 'classic', theme };
  const match = fixed[theme];
  return match && { type: match[0], variant: match[1], theme };
}

/**
 * Adds the originals this database lacks (by slug) to the catalogue, its sections and
 * collections, and points every original at its current game code.
 */
async function syncOriginals(tx: Tx): Promise<void> {
  const repo = createCatalogueRepo(tx);
  await repo.insertProviders([{ ...INHOUSE_PROVIDER, integration: 'inhouse', position: -1 }]);
  const existing = new Map(
    (
      await tx
        .select({ id: games.id, slug: games.slug })
        .from(games)
        .where(eq(games.providerId, INHOUSE_PROVIDER.id))
    ).map((row) => [row.slug, row.id]),
  );
  const missing = ORIGINALS.filter((game) => !existing.has(slugify(game.title)));
  const releasedAt = new Date(Date.UTC(2026, 10, 20));
  const ids =
    missing.length === 0
      ? new Map<string, number>()
      : await repo.insertGames(
          missing.map((game) => ({
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
  for (const game of ORIGINALS) {
    const id = existing.get(slugify(game.title));
    if (id === undefined) continue;
    await tx
      .update(games)
      .set({ externalId: formatGameCode(game.code), rtp: rtpOf(game.code), theme: game.code.theme })
      .where(eq(games.id, id));
  }
  const categories = new Map(
    (await tx.select({ id: gameCategories.id, key: gameCategories.key }).from(gameCategories)).map(
      (row) => [row.key, row.id],
    ),
  );
  await repo.linkCategories(
    missing.flatMap((game) =>
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
}

/**
 * The in-house studio's titles: the operator's own games, seeded everywhere (production too).
 * They join the catalogue's sections and collections where those exist.
 */
export const originalsSeed: SeedStep = {
  name: 'games.originals.v1',
  applies: () => true,
  run: syncOriginals,
};

/**
 * Points the demo studios' titles at the studio's engines, with the engines' real RTP; a title
 * no engine plays is taken out of the catalogue rather than launching into an error.
 */
async function mapDemoTitles(tx: Tx): Promise<void> {
  const demo = await tx
    .select({ id: games.id, slug: games.slug, title: games.title, theme: games.theme })
    .from(games)
    .where(ne(games.providerId, INHOUSE_PROVIDER.id));
  for (const game of demo) {
    const code = engineFor(game);
    await tx
      .update(games)
      .set(code ? { externalId: formatGameCode(code), rtp: rtpOf(code) } : { isActive: false })
      .where(eq(games.id, game.id));
  }
}

/** The demo studios' titles run on the studio's engines, with the engines' real RTP. */
export const demoEnginesSeed: SeedStep = {
  name: 'catalogue.demo-engines.v1',
  applies: (context) => context.demo,
  run: mapDemoTitles,
};

/**
 * The table games, multiplayer crash, keno and video poker: new originals where they are
 * missing, and every title moved to the engine that now plays it (or retired without one).
 */
export const tableEnginesSeed: SeedStep[] = [
  { name: 'games.originals.v2', applies: () => true, run: syncOriginals },
  {
    name: 'catalogue.demo-engines.v2',
    applies: (context) => context.demo,
    async run(tx) {
      await mapDemoTitles(tx);
      // A subcategory whose every title was retired (live poker) goes too: no empty shelf.
      await tx.execute(sql`
        DELETE FROM ${gameCategories} c
        WHERE c.parent_id IS NOT NULL
          AND NOT EXISTS (
            SELECT 1 FROM ${gameCategoryLinks} l JOIN ${games} g ON g.id = l.game_id
            WHERE l.category_id = c.id AND g.is_active)`);
    },
  },
];
