import { Star, Ticket, type LucideIcon } from 'lucide-react';
import { sportIcon } from '@/components/ui/sport-icons';
import { paths } from '@/config/paths';
import type { TNavEntry } from '@/types/navigation';

export interface TSport {
  /** `{name}-{id}` as used in `/sportsbook/{slug}`. */
  slug: string;
  /** Translation key of the sport name. */
  title: string;
  icon: LucideIcon;
}

/** The sportsbook's fixed menu (until the sports list arrives from the API). */
export const SPORTS: readonly TSport[] = [
  { slug: 'soccer-1', title: 'Sportsbook.sports.soccer' },
  { slug: 'tennis-5', title: 'Sportsbook.sports.tennis' },
  { slug: 'ice-hockey-4', title: 'Sportsbook.sports.ice_hockey' },
  { slug: 'basketball-2', title: 'Sportsbook.sports.basketball' },
  { slug: 'formula-1-40', title: 'Sportsbook.sports.formula_1' },
  { slug: 'counter-strike-109', title: 'Sportsbook.sports.counter_strike' },
  { slug: 'dota-2-111', title: 'Sportsbook.sports.dota_2' },
].map((sport) => ({ ...sport, icon: sportIcon(sport.slug) }));

export function findSport(slug: string): TSport | undefined {
  return SPORTS.find((sport) => sport.slug === slug);
}

/** The menu's entries above the sports. */
export const sportsbookShortcuts: TNavEntry[] = [
  { title: 'Sportsbook.favorites', value: paths.sportsbookFavorites.getHref(), icon: Star },
  { title: 'Sportsbook.my_bets', value: paths.sportsbookBets.getHref(), icon: Ticket },
];

/** The static menu: shown while the sports list loads, or if it cannot. */
export const sportsbookMenu: TNavEntry[] = [
  ...sportsbookShortcuts,
  ...SPORTS.map((sport) => ({
    title: sport.title,
    value: paths.sport.getHref(sport.slug),
    icon: sport.icon,
  })),
];

/** A readable name for a sport the menu does not know: "table-tennis-20" -> "Table tennis". */
export function sportNameFromSlug(slug: string): string {
  const words = slug.replace(/-\d+$/, '').replace(/-/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
