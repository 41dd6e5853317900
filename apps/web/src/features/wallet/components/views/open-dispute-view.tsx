import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTransactionsQueryOptions } from '../../api/get-transactions';
import { DisputeForm } from '../dispute/dispute-form';
import { DisputeOrderSummary } from '../dispute/dispute-order-summary';

/**
 * Disputing a deposit order (spec 2 "open-dispute"), opened from its history row: the order as
 * the history listed it, then the form. Back returns to the history.
 */
export function OpenDisputeView({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Read once from the history already loaded: no request of its own.
  const [transaction] = useState(() =>
    queryClient
      .getQueryData(getTransactionsQueryOptions().queryKey)
      ?.pages.flatMap((page) => page.items)
      .find((item) => item.id === orderId),
  );

  return (
    <div data-testid="open-dispute-view" className="flex flex-col gap-5">
      {transaction && <DisputeOrderSummary transaction={transaction} />}
      <p className="text-sm leading-relaxed text-muted">{t('Dispute.intro')}</p>
      <DisputeForm orderId={orderId} transaction={transaction} />
    </div>
  );
}
