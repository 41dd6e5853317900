import { useEffect, useRef } from 'react';
import { useBilling } from '@/features/billing/api/get-billing';
import { useMarkOfferShown } from '@/features/billing/api/mark-offer-shown';
import { bonusDrawerStore } from '@/lib/bonus-drawer';

/**
 * Opens the bonus drawer once for a player who has never deposited and never been shown it
 * (billing's `isShowModal` with no `lastShowModalAt`), as soon as nothing else is open, and
 * records it shown (`PUT /api/v1/me/show_modal_info`) so it never opens by itself again; the
 * timed offer then waits out its cooldown. Rendered for signed-in players only.
 */
export function FirstBonusDrawer({ blocked }: { blocked: boolean }) {
  const billing = useBilling();
  const { mutate: markShown } = useMarkOfferShown();
  const done = useRef(false);
  const wanted = billing.data?.isShowModal === true && billing.data.lastShowModalAt === null;
  useEffect(() => {
    if (!wanted || blocked || done.current) return;
    done.current = true;
    bonusDrawerStore.open('bonuses');
    markShown();
  }, [wanted, blocked, markShown]);
  return null;
}
