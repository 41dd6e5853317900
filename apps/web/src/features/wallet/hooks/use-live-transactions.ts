import { ZTransaction, type TTransaction } from '@aurum/contracts/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { realtimeChannels } from '@/lib/realtime/channels';
import { useRealtimeSubscription } from '@/lib/realtime/use-realtime';
import { showToast } from '@/lib/toast';
import { walletPendingStore } from '@/lib/wallet-modal';
import { getBuyOrderQueryOptions } from '../api/get-buy-order';
import { getTransactionsQueryOptions } from '../api/get-transactions';
import { formatMoney } from '../utils/format-money';
import { isIncoming } from '../utils/transaction-direction';
import { containsTransaction, upsertTransaction } from '../utils/upsert-transaction';
import { depositSuccessStore } from './use-deposit-success';

/** Outcomes other than success worth telling the player; in-progress steps update silently. */
const ANNOUNCED_STATUSES = new Set<TTransaction['status']>([
  'declined',
  'timeouted',
  'cancelled',
  'disputed',
  'refund',
]);

/**
 * The `transaction#{globalId}` channel (spec 4 "Realtime transaction event"): the history shows
 * each change; a completed payment closes the pending view; a completed deposit opens the
 * deposit-success modal and calls `onDepositCompleted` (the app updates the other features' data).
 */
export function useLiveTransactions(globalId: string, onDepositCompleted: () => void) {
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation();

  const updateHistory = (transaction: TTransaction) => {
    const { queryKey } = getTransactionsQueryOptions();
    const history = queryClient.getQueryData(queryKey);
    if (!history) return;
    queryClient.setQueryData(queryKey, upsertTransaction(history, transaction));
    // A new first item shifts every offset: the loaded pages are fetched again to line up.
    if (!containsTransaction(history, transaction.id)) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };

  const announce = (transaction: TTransaction) => {
    const { type, status, originalAmount } = transaction;
    const amount = formatMoney(
      originalAmount,
      originalAmount.currency.displayFormat,
      i18n.language,
      {
        trimmed: true,
      },
    );
    showToast({
      type: status === 'completed' ? 'success' : 'info',
      title: t('Wallet.txn_update.title'),
      message: t('Wallet.txn_update.message', {
        type: t(`Wallet.txn_type.${type}`),
        amount,
        status: t(`Wallet.txn_status.${status}`),
      }),
    });
  };

  // A deposit of the player who signed out is not shown to whoever comes next.
  useEffect(() => () => depositSuccessStore.close(), [globalId]);

  useRealtimeSubscription(realtimeChannels.transaction(globalId), (data) => {
    const parsed = ZTransaction.safeParse(data);
    if (!parsed.success) return;
    const transaction = parsed.data;
    updateHistory(transaction);
    // A fiat deposit's order shares its id: an open details view asks for it again at once.
    if (transaction.type === 'buy') {
      void queryClient.invalidateQueries({
        queryKey: getBuyOrderQueryOptions(transaction.id).queryKey,
      });
    }
    if (transaction.status !== 'completed') {
      if (ANNOUNCED_STATUSES.has(transaction.status)) announce(transaction);
      return;
    }
    walletPendingStore.close();
    if (!isIncoming(transaction.type)) return announce(transaction);
    depositSuccessStore.open(transaction);
    onDepositCompleted();
  });
}
