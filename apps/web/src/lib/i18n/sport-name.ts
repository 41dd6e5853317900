import type { TFunction } from 'i18next';

/** The translation key of a sport's name: the feed's `ice-hockey` is `Sportsbook.sports.ice_hockey`. */
export const sportNameKey = (key: string) => `Sportsbook.sports.${key.replace(/-/g, '_')}`;

/** A sport's name in the player's language, or the feed's English name where none is known. */
export function sportName(t: TFunction, sport: { key: string; name: string }): string {
  return t(sportNameKey(sport.key), { defaultValue: sport.name });
}
