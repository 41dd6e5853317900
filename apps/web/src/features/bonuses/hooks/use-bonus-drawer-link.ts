import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { BONUS_DRAWER_PARAM, bonusDrawerStore } from '@/lib/bonus-drawer';

/**
 * `?bonus10` on any address (a banner's link, a shared link) opens the bonus drawer; the
 * parameter is then dropped so closing the drawer and going back does not open it again.
 */
export function useBonusDrawerLink() {
  const [params, setParams] = useSearchParams();
  const requested = params.has(BONUS_DRAWER_PARAM);
  useEffect(() => {
    if (!requested) return;
    bonusDrawerStore.open('bonuses');
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(BONUS_DRAWER_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [requested, setParams]);
}
