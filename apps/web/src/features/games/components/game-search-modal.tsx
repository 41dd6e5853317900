import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { SEARCH_TABS, useGameSearch, type TSearchTab } from '../hooks/use-game-search';
import { useGameSearchModal } from '../hooks/use-game-search-modal';
import { SEARCH_PLACEHOLDERS } from '../utils/search-query';
import { GameList } from './game-list';
import { GameSearchField } from './game-search-field';
import { GameSearchTabs } from './game-search-tabs';

/** The game search (spec 2, 5): a text box, section tabs and an endless grid of results. */
export function GameSearchModal() {
  const { t } = useTranslation();
  const { close } = useGameSearchModal();
  const [text, setText] = useState('');
  const [tab, setTab] = useState<TSearchTab>('all');
  const { query, term, settling } = useGameSearch(text, tab);
  // Opening a game leaves the search.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent
        data-testid="game-search-modal"
        aria-describedby={undefined}
        className="inset-0 top-0 left-0 flex h-dvh w-full max-w-none translate-x-0 translate-y-0 flex-col gap-0 rounded-none border-0 p-0 sm:inset-auto sm:top-[6dvh] sm:left-1/2 sm:h-[88dvh] sm:w-[calc(100%-3rem)] sm:max-w-5xl sm:-translate-x-1/2 sm:rounded-2xl sm:border"
      >
        <div className="flex flex-col gap-3 border-b border-line/70 p-4 sm:p-5">
          <DialogTitle className="pr-10">{t('Search.title')}</DialogTitle>
          <GameSearchField value={text} onChange={setText} />
        </div>
        <Tabs
          value={tab}
          onValueChange={(value) => setTab(SEARCH_TABS.find((item) => item === value) ?? 'all')}
          className="flex min-h-0 flex-1 flex-col"
        >
          <GameSearchTabs />
          <TabsContent
            value={tab}
            data-scroll-root
            onClick={closeOnLink}
            className="scrollbar-thin min-h-0 flex-1 overflow-y-auto px-4 pt-1 pb-6 outline-none sm:px-5"
          >
            <p
              className="mb-3 text-[13px] font-semibold text-muted"
              data-testid="game-search-heading"
            >
              {term ? t('Search.results_for', { term }) : t('Search.popular')}
            </p>
            <div className={settling ? 'opacity-60 transition-opacity' : undefined}>
              <GameList query={query} columns="modal" placeholders={SEARCH_PLACEHOLDERS} />
            </div>
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
