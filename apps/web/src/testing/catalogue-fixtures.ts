import type { TGameListItem, TGamePage } from '@aurum/contracts/catalogue';

export function aGame(overrides: Partial<TGameListItem> = {}): TGameListItem {
  const id = overrides.id ?? 1;
  return {
    id,
    slug: `game-${id}`,
    title: `Game ${id}`,
    imageUrl: `/media/games/game-${id}.svg`,
    provider: { id: 'nebula-play', name: 'Nebula Play' },
    labelType: null,
    blacklists: { countries: [], currencies: [] },
    blocked: null,
    isFavorite: false,
    hasDemo: true,
    ...overrides,
  };
}

/** The page of a list of `total` games (ids from 1) that starts at `offset`. */
export function aGamePage({
  offset,
  limit,
  total,
}: {
  offset: number;
  limit: number;
  total: number;
}): TGamePage {
  const count = Math.max(0, Math.min(limit, total - offset));
  return {
    items: Array.from({ length: count }, (_, index) => aGame({ id: offset + index + 1 })),
    meta: { offset, limit, total },
  };
}
