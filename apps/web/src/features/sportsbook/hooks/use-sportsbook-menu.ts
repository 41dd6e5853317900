import type { TSport } from '@aurum/contracts/sportsbook';
import { useTranslation } from 'react-i18next';
import { sportIcon } from '@/components/ui/sport-icons';
import { paths } from '@/config/paths';
import { sportName, sportNameKey } from '@/lib/i18n/sport-name';
import type { TNavEntry } from '@/types/navigation';
import { useSports } from '../api/get-sports';
import { sportsbookMenu, sportsbookShortcuts } from '../config/sports';

/** A sport's name in the player's language, or the feed's English name. */
export function useSportName(): (sport: Pick<TSport, 'key' | 'name'>) => string {
  const { t } = useTranslation();
  return (sport) => sportName(t, sport);
}

/**
 * The sportsbook's sidebar menu from the sports call, each sport with its live count; the
 * static list while that loads or when it fails.
 */
export function useSportsbookMenu({ enabled = true }: { enabled?: boolean } = {}): TNavEntry[] {
  const { t } = useTranslation();
  const { data } = useSports({ enabled });
  const nameOf = useSportName();
  if (!data) return sportsbookMenu;
  return [
    ...sportsbookShortcuts,
    ...data.items.map((sport) => ({
      title: sportNameKey(sport.key),
      label: nameOf(sport),
      value: paths.sport.getHref(sport.slug),
      icon: sportIcon(sport.slug),
      badge:
        sport.liveCount > 0 ? t('Sportsbook.live_count', { count: sport.liveCount }) : undefined,
    })),
  ];
}
