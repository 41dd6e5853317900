import type { TTransaction } from '@aurum/contracts/wallet';
import { LoaderCircle, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCancelTransaction } from '../api/cancel-transaction';
import { showServerError } from '../utils/show-server-error';

const SECONDS_PER_MINUTE = 60;

/** "4:05": minutes and seconds left. */
const formatLeft = (seconds: number) =>
  `${Math.floor(seconds / SECONDS_PER_MINUTE)}:${String(seconds % SECONDS_PER_MINUTE).padStart(2, '0')}`;

interface CancelTransactionButtonProps {
  transaction: Pick<TTransaction, 'id' | 'type'>;
  /** Seconds until the cancel window closes. */
  left: number;
}

/** Cancels a pending withdrawal while its cancel window is open, counting the window down. */
export function CancelTransactionButton({ transaction, left }: CancelTransactionButtonProps) {
  const { t } = useTranslation();
  const cancel = useCancelTransaction();

  // Success needs no toast of its own: the realtime feed announces the cancellation.
  const onClick = () =>
    cancel.mutate(transaction, {
      onError: (error) =>
        showServerError(error, { fallbackKey: 'WalletWithdraw.history.cancel_error' }),
    });

  return (
    <button
      type="button"
      data-testid="transaction-cancel"
      disabled={cancel.isPending}
      onClick={onClick}
      aria-label={t('WalletWithdraw.history.cancel_label', { time: formatLeft(left) })}
      className="inline-flex h-7 shrink-0 cursor-pointer items-center gap-1.5 rounded-lg border border-danger/35 bg-danger/8 px-2.5 text-xs font-semibold text-[#ff8fa3] transition-colors hover:border-danger/60 hover:bg-danger/15 disabled:cursor-default disabled:opacity-60"
    >
      {cancel.isPending ? (
        <LoaderCircle className="size-3.5 animate-spin" />
      ) : (
        <X className="size-3.5" />
      )}
      {t('WalletWithdraw.history.cancel')}
      <span aria-hidden className="font-medium text-[#ff8fa3]/70 tabular-nums">
        {formatLeft(left)}
      </span>
    </button>
  );
}
