import type { TPageMeta } from '@aurum/contracts/http';
import type { TTransaction } from '@aurum/contracts/wallet';
import type { InfiniteData } from '@tanstack/react-query';

type TTransactionsPage = { items: TTransaction[]; meta: TPageMeta };
type TTransactionsData = InfiniteData<TTransactionsPage>;

export function containsTransaction(data: TTransactionsData, id: string): boolean {
  return data.pages.some((page) => page.items.some((item) => item.id === id));
}

/**
 * The loaded history with one transaction as the server reports it now: replaced where it is
 * listed, or, when new, put first (the list is newest first) with every page's total counted up.
 */
export function upsertTransaction(
  data: TTransactionsData,
  transaction: TTransaction,
): TTransactionsData {
  if (containsTransaction(data, transaction.id)) {
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((item) => (item.id === transaction.id ? transaction : item)),
      })),
    };
  }
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      items: index === 0 ? [transaction, ...page.items] : page.items,
      meta: { ...page.meta, total: page.meta.total + 1 },
    })),
  };
}
