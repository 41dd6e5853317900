import type { TBonusConditions } from '@aurum/contracts/bonuses';
import { createViewStore, useViewStore } from '@/lib/create-view-store';

/** The bonus whose conditions are shown: its title, terms and the id its games are listed by. */
export interface TBonusConditionsView {
  id: string;
  title: string;
  conditions: TBonusConditions;
}

const conditionsStore = createViewStore<TBonusConditionsView>();

/** The bonus-conditions modal (spec 2): opened from the drawer's steps and the bonus cards. */
export function useBonusConditions() {
  const { view, open, close } = useViewStore(conditionsStore);
  return { bonus: view, open, close };
}
