import { sbSports } from '../../db/schema';
import type { SeedStep } from '../../db/seed-step';

/** The spec's sports with the ids of their slugs (`/sportsbook/soccer-1`), in menu order. */
export const SPORTS = [
  { id: 1, key: 'soccer', name: 'Soccer' },
  { id: 2, key: 'basketball', name: 'Basketball' },
  { id: 4, key: 'ice-hockey', name: 'Ice hockey' },
  { id: 5, key: 'tennis', name: 'Tennis' },
  { id: 40, key: 'formula-1', name: 'Formula 1' },
  { id: 109, key: 'counter-strike', name: 'Counter-Strike' },
  { id: 111, key: 'dota-2', name: 'Dota 2' },
] as const;

export type TSportKey = (typeof SPORTS)[number]['key'];

export const sportSlug = (sport: { id: number; key: string }) => `${sport.key}-${sport.id}`;

/** Every database has the sports (production too): the feed's fixtures refer to them. */
export const sportsSeed: SeedStep = {
  name: 'sportsbook-sports.v1',
  applies: () => true,
  async run(tx) {
    await tx
      .insert(sbSports)
      .values(SPORTS.map((sport, position) => ({ ...sport, position })))
      .onConflictDoNothing();
  },
};
