import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { openGameSearch } from '../hooks/use-game-search-modal';

/** A search box look-alike on the home page that opens the search modal. */
export function GameSearchBar() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      data-testid="home-search"
      onClick={openGameSearch}
      className="group flex h-12 w-full cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface-2 px-4 text-left text-[15px] text-subtle transition-colors hover:border-gold-500/40 hover:bg-surface-3/60 sm:text-sm"
    >
      <Search className="size-4.5 text-muted transition-colors group-hover:text-gold-300" />
      <span className="flex-1 truncate">{t('Search.placeholder')}</span>
      <kbd className="hidden h-6 items-center rounded-md border border-line bg-surface-3 px-2 font-sans text-[11px] font-semibold text-muted sm:flex">
        /
      </kbd>
    </button>
  );
}
