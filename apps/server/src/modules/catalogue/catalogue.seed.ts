import { formatMinor } from '@aurum/contracts/money';
import type { SeedStep } from '../../db/seed-step';
import { createRng } from '../../lib/seeded-random';
import {
  DEMO_CATEGORIES,
  DEMO_PROMOS,
  DEMO_PROVIDERS,
  FAST_GAMES,
  FAST_PROVIDERS,
  LIVE_GAMES,
  LIVE_PROVIDERS,
  ACCENTED_SLOTS,
  SLOT_PROVIDERS,
  SLOT_SUFFIXES,
  SLOT_THEMES,
} from './catalogue.data';
import { createCatalogueRepo, type TNewGame } from './catalogue.repo';
import { DEMO_BANNERS } from './banners.data';

const SLOT_COUNT = 210;
const DAY = 86_400_000;
/** Release dates count back from a fixed day, so the catalogue is the same on every machine. */
const CATALOGUE_EPOCH = Date.UTC(2026, 10, 1);

export const slugify = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

interface TDemoGame extends TNewGame {
  categoryKeys: string[];
}

/** The demo catalogue: over 300 games, the same on every machine. */
export function buildDemoGames(): TDemoGame[] {
  const random = createRng('aurum-catalogue-v1');
  const taken = new Set<string>();
  const gamesOut: TDemoGame[] = [];
  const base = (
    title: string,
    providerId: string,
    theme: string,
    rtp: [number, number],
  ): TDemoGame => {
    const daysOld = random.int(0, 720);
    return {
      slug: slugify(title),
      title,
      providerId,
      externalId: `${providerId}:${slugify(title)}`,
      theme,
      labelType:
        daysOld < 45 && random.chance(0.25)
          ? 'early_access'
          : random.chance(0.06)
            ? 'exclusive'
            : null,
      rtp: formatMinor(BigInt(random.int(rtp[0], rtp[1])), 2),
      popularity: Math.round(10_000 * random.next() ** 2.5),
      rating: formatMinor(BigInt(300 + random.int(0, 200)), 2),
      releasedAt: new Date(CATALOGUE_EPOCH - daysOld * DAY),
      hasDemo: true,
      blacklistCountries: random.chance(0.05) ? ['US'] : random.chance(0.03) ? ['GB', 'US'] : [],
      blacklistCurrencies: random.chance(0.04) ? ['RUB'] : random.chance(0.02) ? ['UAH'] : [],
      categoryKeys: [],
    };
  };

  const themes = Object.keys(SLOT_THEMES);
  for (let index = 0; gamesOut.length < SLOT_COUNT; index++) {
    const theme = themes[index % themes.length] ?? 'gems';
    const words = SLOT_THEMES[theme];
    if (!words) continue;
    const title = `${random.pick(words.first)} ${random.pick(words.second)}${random.pick(SLOT_SUFFIXES)}`;
    if (taken.has(slugify(title))) continue;
    taken.add(slugify(title));
    const game = base(title, random.pick(SLOT_PROVIDERS), theme, [9400, 9750]);
    game.categoryKeys.push(
      theme === 'fruits' || theme === 'classic-sevens' ? 'classic-slots' : 'video-slots',
    );
    if (title.endsWith('Megaways')) game.categoryKeys.push('megaways');
    if (title.endsWith('Hold & Win') || random.chance(0.1)) game.categoryKeys.push('jackpots');
    if (random.chance(0.25)) game.categoryKeys.push('bonus-buy');
    gamesOut.push(game);
  }
  for (const special of ACCENTED_SLOTS) {
    const game = base(special.title, random.pick(SLOT_PROVIDERS), special.theme, [9400, 9750]);
    gamesOut.push({ ...game, categoryKeys: ['video-slots'] });
  }
  for (const live of LIVE_GAMES) {
    const game = base(live.name, random.pick(LIVE_PROVIDERS), live.theme, [9700, 9900]);
    gamesOut.push({ ...game, hasDemo: false, categoryKeys: [live.category] });
  }
  for (const group of FAST_GAMES) {
    for (const name of group.names) {
      const theme = /wheel|spin/i.test(name)
        ? 'wheel'
        : /limbo/i.test(name)
          ? 'limbo'
          : group.theme;
      gamesOut.push({
        ...base(name, random.pick(FAST_PROVIDERS), theme, [9600, 9900]),
        categoryKeys: [group.category],
      });
    }
  }
  // The 40 most played are the "Popular" section.
  [...gamesOut]
    .sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0))
    .slice(0, 40)
    .forEach((game) => game.categoryKeys.push('popular'));
  return gamesOut;
}

function promoKeysOf(game: TDemoGame, index: number, hottest: Set<string>): string[] {
  const keys: string[] = [];
  if (CATALOGUE_EPOCH - game.releasedAt.getTime() < 60 * DAY) keys.push('new');
  if (hottest.has(game.slug)) keys.push('hot');
  if (index % 17 === 3) keys.push('drops-and-wins');
  if (Number(game.rtp) >= 97.5 && !game.categoryKeys.some((key) => key.startsWith('live')))
    keys.push('high-rtp');
  if (index % 23 === 5) keys.push('aurum-picks');
  return keys;
}

export const catalogueSeed: SeedStep = {
  name: 'catalogue.demo.v1',
  applies: (context) => context.demo,
  async run(tx) {
    const repo = createCatalogueRepo(tx);
    await repo.insertProviders(
      DEMO_PROVIDERS.map(([id, name], position) => ({
        id,
        name,
        integration: 'external',
        position,
      })),
    );
    const categoryIds = await repo.insertCategories(DEMO_CATEGORIES);
    await repo.insertPromos(DEMO_PROMOS.map((promo, position) => ({ ...promo, position })));

    const demoGames = buildDemoGames();
    const hottest = new Set(
      [...demoGames]
        .sort((a, b) => Number(b.rating) - Number(a.rating))
        .slice(0, 24)
        .map((game) => game.slug),
    );
    const ids = await repo.insertGames(demoGames.map(({ categoryKeys: _keys, ...game }) => game));
    await repo.linkCategories(
      demoGames.flatMap((game) =>
        game.categoryKeys.flatMap((key) => {
          const categoryId = categoryIds.get(key);
          const gameId = ids.get(game.slug);
          return categoryId !== undefined && gameId !== undefined ? [{ gameId, categoryId }] : [];
        }),
      ),
    );
    await repo.linkPromos(
      demoGames.flatMap((game, index) => {
        const gameId = ids.get(game.slug);
        return gameId === undefined
          ? []
          : promoKeysOf(game, index, hottest).map((promoKey) => ({ gameId, promoKey }));
      }),
    );
    await repo.insertBanners(DEMO_BANNERS(new Date()));
  },
};
