import { submission } from '@/lib/idempotency';
import type { TPaymentFieldKind } from '../utils/payment-fields';
import {
  ORDER_CALLBACK_PATH,
  useCreateBuyOrder,
  type TBuyOrderBody,
} from '../api/create-buy-order';
import { walletNavigation } from '../model/wallet-views';
import { showServerError } from '../utils/show-server-error';

interface TStartBuyOrder {
  methodId: string;
  amount: string;
  externalFields?: Partial<Record<TPaymentFieldKind, string>>;
}

/**
 * Opens a fiat deposit order and shows where to pay (spec 4); a refusal is toasted with the
 * server's reason, or "payment failed" when there is none to tell (spec 8).
 */
export function useStartBuyOrder() {
  const create = useCreateBuyOrder();
  const start = ({ methodId, amount, externalFields }: TStartBuyOrder) => {
    const body: TBuyOrderBody = {
      amount,
      bankId: methodId,
      callbackUrl: ORDER_CALLBACK_PATH,
      ...(externalFields ? { externalFields } : {}),
    };
    create.mutate(submission(body), {
      onSuccess: ({ id }) => {
        walletNavigation.openView({ name: 'fiat-deposit-details', orderId: id, step: 'waiting' });
      },
      onError: (error) =>
        showServerError(error, {
          fallbackKey: 'wallet.server_error.create_deposit_fail_message',
          titleKey: 'wallet.server_error.create_deposit_fail_title',
        }),
    });
  };
  return { start, isPending: create.isPending };
}
