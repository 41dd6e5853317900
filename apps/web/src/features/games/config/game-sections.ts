import { Cherry, Flame, TvMinimalPlay, Zap, type LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths';
import type { TNavEntry } from '@/types/navigation';

export interface TGameSection {
  /** The category key used in `/categories/{key}/games`. */
  key: string;
  /** Translation key of the section title. */
  title: string;
  icon: LucideIcon;
}

/** The casino's fixed sections (until the category catalogue arrives from the API). */
export const GAME_SECTIONS: readonly TGameSection[] = [
  { key: 'slots', title: 'Games.sections.slots', icon: Cherry },
  { key: 'live', title: 'Games.sections.live', icon: TvMinimalPlay },
  { key: 'fast', title: 'Games.sections.fast', icon: Zap },
  { key: 'popular', title: 'Games.sections.popular', icon: Flame },
];

export function findGameSection(key: string): TGameSection | undefined {
  return GAME_SECTIONS.find((section) => section.key === key);
}

export const gamesMenu: TNavEntry[] = GAME_SECTIONS.map((section) => ({
  title: section.title,
  value: paths.categoryGames.getHref(section.key),
  icon: section.icon,
}));
