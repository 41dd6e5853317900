import { Cherry, Flame, TvMinimalPlay, Zap, type LucideIcon } from 'lucide-react';

export interface TGameSection {
  /** The category key used in `/categories/{key}/games`. */
  key: string;
  /** Translation key of the section title. */
  title: string;
  icon: LucideIcon;
}

/**
 * The casino's four sections, whose keys the product links to. Titles come from the category
 * catalogue when it has loaded; these stand in before that and if it cannot be loaded.
 */
export const GAME_SECTIONS: readonly TGameSection[] = [
  { key: 'slots', title: 'Games.sections.slots', icon: Cherry },
  { key: 'live', title: 'Games.sections.live', icon: TvMinimalPlay },
  { key: 'fast', title: 'Games.sections.fast', icon: Zap },
  { key: 'popular', title: 'Games.sections.popular', icon: Flame },
];

export function findGameSection(key: string): TGameSection | undefined {
  return GAME_SECTIONS.find((section) => section.key === key);
}
