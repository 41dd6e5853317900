import { forEachItem, type TItemLog, type TItemsOutcome } from '../../lib/each-item';
import type { OrdersService } from './orders.service';

/**
 * The sandbox bank acting by itself, so a lone player trying the demo sees a whole flow:
 * a deposit with a proof is confirmed `delaySeconds` after the proof, and a withdrawal is
 * paid out once its cancel window has closed. Each order is settled on its own: one that
 * fails is logged and tried again on the next pass.
 */
export async function sandboxBank(
  orders: Pick<OrdersService, 'ordersIn' | 'confirm' | 'dueSells' | 'sellPaid'>,
  options: { delaySeconds: number; log?: TItemLog },
  now = new Date(),
): Promise<{ deposits: TItemsOutcome; payouts: TItemsOutcome }> {
  const before = new Date(now.getTime() - options.delaySeconds * 1000);
  const deposits = await forEachItem(
    await orders.ordersIn('buy', ['wait_for_confirmation'], before),
    (id) => orders.confirm(id),
    { log: options.log, name: 'sandbox bank deposits' },
  );
  const payouts = await forEachItem(
    await orders.dueSells(now),
    (id) => orders.sellPaid(id, undefined, now),
    { log: options.log, name: 'sandbox bank payouts' },
  );
  return { deposits, payouts };
}
