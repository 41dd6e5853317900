import * as TabsPrimitive from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { SEARCH_TABS } from '../hooks/use-game-search';

const tabTitle = {
  all: 'Shared.all',
  slots: 'Games.sections.slots',
  live: 'Games.sections.live',
  fast: 'Games.sections.fast',
  popular: 'Games.sections.popular',
} as const;

/** All, Slots, Live games, Fast games, Popular: a row of pills that scrolls on phones. */
export function GameSearchTabs() {
  const { t } = useTranslation();
  return (
    <TabsPrimitive.List
      aria-label={t('Search.sections')}
      className="scrollbar-thin flex shrink-0 gap-2 overflow-x-auto px-4 py-3 sm:px-5"
    >
      {SEARCH_TABS.map((tab) => (
        <TabsPrimitive.Trigger
          key={tab}
          value={tab}
          data-testid={`game-search-tab-${tab}`}
          className="h-9 shrink-0 cursor-pointer rounded-full border border-line bg-surface-2 px-4 text-[13px] font-semibold text-muted transition-colors hover:text-fg data-[state=active]:border-gold-500/50 data-[state=active]:bg-gold-500/12 data-[state=active]:text-gold-300"
        >
          {t(tabTitle[tab])}
        </TabsPrimitive.Trigger>
      ))}
    </TabsPrimitive.List>
  );
}
