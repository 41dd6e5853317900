import type { TCryptoMethod } from '@aurum/contracts/wallet';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useWithdrawFee } from '../api/get-withdraw-fee';
import { isPositiveDecimal, subtractDecimal } from '../utils/decimal';
import { checkAmountBounds } from '../utils/withdraw-form';

/** The fee is asked once typing has paused this long (spec 9). */
export const FEE_DEBOUNCE_MS = 200;

/** An amount worth quoting: above zero and within the currency's decimals. */
function isQuotable(amount: string, precision: number): boolean {
  return isPositiveDecimal(amount) && (amount.split('.')[1]?.length ?? 0) <= precision;
}

/**
 * Fee, "you receive" and bounds of the amount being typed: asked 200 ms after typing pauses,
 * only for an amount above zero. `loading` covers the pause too: the quote is for an older
 * amount until the new one arrives.
 */
export function useWithdrawQuote(method: TCryptoMethod, typed: string) {
  const amount = typed.trim();
  const settled = useDebouncedValue(amount, FEE_DEBOUNCE_MS);
  const quotable = isQuotable(settled, method.precision);
  const fee = useWithdrawFee(method.code, settled, quotable);

  const settling = amount !== settled;
  const wanted = isQuotable(amount, method.precision);
  const current = wanted && !settling && fee.isSuccess && !fee.isPlaceholderData;
  const quote = wanted && fee.data ? fee.data : undefined;

  return {
    /** The latest quote (possibly of the previous amount while the next loads). */
    quote,
    receive: quote ? subtractDecimal(amount, quote.fee) : undefined,
    loading: wanted && (settling || fee.isFetching),
    /** The quote belongs to the amount on screen. */
    current,
    failed: wanted && !settling && fee.isError && !fee.isFetching,
    retry: () => void fee.refetch(),
    /** The amount crosses the bounds of its own quote (checked once typing has paused). */
    boundIssue: current && quote ? checkAmountBounds(amount, quote) : null,
  };
}

export type TWithdrawQuote = ReturnType<typeof useWithdrawQuote>;
