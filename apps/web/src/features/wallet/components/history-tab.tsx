import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useTransactions } from '../api/get-transactions';
import { groupByDay, nameDay } from '../utils/group-by-day';
import { LoadMore } from './load-more';
import { TransactionRow } from './transaction-row';

function HistorySkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-2">
      <Skeleton className="mb-1 h-4 w-24" />
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-[60px] rounded-xl" />
      ))}
    </div>
  );
}

/** Payment transactions, newest first, grouped by day; more load near the bottom. */
export function HistoryTab() {
  const { t, i18n } = useTranslation();
  const transactions = useTransactions();

  if (transactions.isPending) return <HistorySkeleton />;
  if (transactions.isError) {
    return (
      <LoadErrorState
        testId="transactions-error"
        description={t('Wallet.history_error')}
        onRetry={() => void transactions.refetch()}
      />
    );
  }

  const items = transactions.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        testId="transactions-empty"
        icon={History}
        title={t('Wallet.history_empty_title')}
        description={t('Wallet.history_empty_description')}
        className="py-10"
      />
    );
  }

  const now = new Date();
  const dayTitle = (day: string) => {
    const name = nameDay(day, now);
    if (name.kind !== 'date') return t(`Wallet.${name.kind}`);
    return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(name.date);
  };

  return (
    <div data-testid="transactions-list" className="flex flex-col gap-5">
      {groupByDay(items).map(({ day, items: dayItems }) => (
        <section key={day} className="flex flex-col gap-2">
          <h3 className="text-xs font-semibold tracking-wide text-subtle uppercase">
            {dayTitle(day)}
          </h3>
          <ul className="flex flex-col gap-2">
            {dayItems.map((transaction) => (
              <TransactionRow key={transaction.id} transaction={transaction} />
            ))}
          </ul>
        </section>
      ))}
      {transactions.hasNextPage && (
        <LoadMore
          loading={transactions.isFetchingNextPage}
          onLoadMore={() => void transactions.fetchNextPage()}
        />
      )}
    </div>
  );
}
