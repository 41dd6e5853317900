import { GAME_SORTS } from '@aurum/contracts/catalogue';
import { useSearchParams } from 'react-router';
import type { TGameSort } from '@/features/games/api/get-games';

const DEFAULT_SORT: TGameSort = 'popularity';

/** A games page's order lives in the address (`?sort=title`), so it survives a reload. */
export function useSortParam(): [TGameSort, (sort: TGameSort) => void] {
  const [params, setParams] = useSearchParams();
  const sort = GAME_SORTS.find((value) => value === params.get('sort')) ?? DEFAULT_SORT;
  const setSort = (next: TGameSort) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_SORT) updated.delete('sort');
        else updated.set('sort', next);
        return updated;
      },
      { replace: true },
    );
  return [sort, setSort];
}
