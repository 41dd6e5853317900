import type { TFiatMethod } from '@aurum/contracts/wallet';
import { useFindOpenBuyOrder } from '../api/get-open-buy-order';
import { walletNavigation } from '../model/wallet-views';

/**
 * Opening a fiat deposit method (spec 4): a method that takes one order at a time first looks
 * for the player's open order and shows it; otherwise (or if the check fails: creating a second
 * order is refused by the server anyway) the deposit form opens.
 */
export function useOpenFiatDeposit() {
  const find = useFindOpenBuyOrder();
  const showForm = (methodId: string) =>
    walletNavigation.openView({ name: 'fiat-deposit', methodId });

  const open = (method: TFiatMethod) => {
    if (find.isPending) return;
    if (!method.buy || method.buy.multiplyOrdersAllowed) return showForm(method.id);
    find.mutate(method.id, {
      onSuccess: (order) => {
        if (!order) return showForm(method.id);
        walletNavigation.openView({
          name: 'fiat-deposit-details',
          orderId: order.id,
          step: 'waiting',
        });
      },
      onError: () => showForm(method.id),
    });
  };

  /** The method whose open order is being looked for, if any. */
  const checking = find.isPending ? find.variables : undefined;
  return { open, checking };
}
