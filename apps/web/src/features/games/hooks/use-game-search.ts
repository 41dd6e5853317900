import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useGames, type TGameFilters } from '../api/get-games';
import { SEARCH_DEBOUNCE_MS, SEARCH_PAGE_SIZE, searchTermOf } from '../utils/search-query';

/** The search modal's tabs: everything, or one section (the category filter). */
export const SEARCH_TABS = ['all', 'slots', 'live', 'fast', 'popular'] as const;
export type TSearchTab = (typeof SEARCH_TABS)[number];

/**
 * The games the search modal shows: once typing has paused for 300 ms and the text is longer
 * than 2 characters, the games matching it; otherwise the most popular ones.
 */
export function useGameSearch(text: string, tab: TSearchTab) {
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const term = searchTermOf(settled);
  const filters: TGameFilters = {
    search: term,
    category: tab === 'all' ? undefined : tab,
    sort: 'popularity',
    limit: SEARCH_PAGE_SIZE,
  };
  return {
    query: useGames(filters),
    /** The text being searched for, if any. */
    term,
    /** Typing has not paused yet: the results are for the previous text. */
    settling: searchTermOf(text) !== term,
  };
}
