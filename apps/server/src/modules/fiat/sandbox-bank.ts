import type { OrdersService } from './orders.service';

/**
 * The sandbox bank acting by itself, so a lone player trying the demo sees a whole flow:
 * a deposit with a proof is confirmed `delaySeconds` after the proof, and a withdrawal is
 * paid out once its cancel window has closed.
 */
export async function sandboxBank(orders: OrdersService, delaySeconds: number, now = new Date()) {
  const before = new Date(now.getTime() - delaySeconds * 1000);
  for (const id of await orders.ordersIn('buy', ['wait_for_confirmation'], before))
    await orders.confirm(id);
  for (const id of await orders.dueSells(now)) await orders.sellPaid(id, undefined, now);
}
