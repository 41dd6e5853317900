import { GAME_SORTS } from '@aurum/contracts/catalogue';
import { ArrowDownUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TGameSort } from '../api/get-games';

const sortTitle = {
  popularity: 'Games.sort.popularity',
  rate: 'Games.sort.rate',
  title: 'Games.sort.title',
  recently: 'Games.sort.recently',
} as const satisfies Record<TGameSort, string>;

/** The order of a games page: popularity, rating, title or newest. */
export function GameSortSelect({
  value,
  onChange,
}: {
  value: TGameSort;
  onChange: (sort: TGameSort) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="relative flex h-10 items-center gap-2 rounded-xl border border-line bg-surface-2 pr-2 pl-3 text-[13px] font-semibold text-muted transition-colors focus-within:border-gold-500/60 hover:border-[#303852]">
      <ArrowDownUp aria-hidden className="size-4 shrink-0" />
      <span className="sr-only">{t('Games.sort.label')}</span>
      <select
        data-testid="games-sort"
        value={value}
        onChange={(event) =>
          onChange(GAME_SORTS.find((sort) => sort === event.target.value) ?? 'popularity')
        }
        className="h-full cursor-pointer appearance-none bg-transparent pr-1 text-fg outline-none [&>option]:bg-surface-2"
      >
        {GAME_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(sortTitle[sort])}
          </option>
        ))}
      </select>
    </label>
  );
}
