import {
  BELOW_MINIMUM_PREFIX,
  BOT_PAY_PROVIDERS,
  type TTransaction,
} from '@aurum/contracts/wallet';
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '@/hooks/use-countdown';
import { cn } from '@/lib/cn';
import { hasCancelCall } from '../api/cancel-transaction';
import { shortenMiddle } from '../utils/crypto-amount';
import { canReopenOrder } from '../utils/buy-order';
import { canDispute } from '../utils/dispute';
import { formatMoney } from '../utils/format-money';
import { isIncoming } from '../utils/transaction-direction';
import { CancelTransactionButton } from './cancel-transaction-button';
import { TransactionDisputeButton } from './dispute/transaction-dispute-button';
import { OpenOrderButton } from './open-order-button';

const STATUS_TONE: Partial<Record<TTransaction['status'], string>> = {
  completed: 'bg-mint-500/12 text-mint-300 ring-mint-500/25',
  declined: 'bg-danger/12 text-[#ff8fa3] ring-danger/30',
  timeouted: 'bg-danger/12 text-[#ff8fa3] ring-danger/30',
  cancelled: 'bg-surface-3 text-muted ring-line',
  disputed: 'bg-violet-500/15 text-violet-400 ring-violet-500/30',
  refund: 'bg-sky-500/12 text-sky-300 ring-sky-500/25',
};
const PENDING_TONE = 'bg-gold-500/12 text-gold-300 ring-gold-500/25';

/**
 * Seconds left to cancel: a pending withdrawal or sell can be cancelled until `cancellableUntil`
 * (spec 4 "History item"); 0 once that time has passed, which the countdown notices without a
 * reload.
 */
function useCancelWindow({ type, status, cancellableUntil }: TTransaction): number {
  const cancellable = status === 'pending' && hasCancelCall(type) && cancellableUntil;
  return useCountdown(cancellable ? Date.parse(cancellable) : null);
}

/**
 * Where a crypto withdrawal went and its chain transaction, shortened for a row; one to a
 * chat-bot provider names the provider (the player's account there is no address to show).
 */
function WithdrawalDetails({
  address,
  externalId,
  provider,
}: Pick<TTransaction, 'address' | 'externalId' | 'provider'>) {
  const { t } = useTranslation();
  const bot = BOT_PAY_PROVIDERS.find((known) => known === provider);
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-0.5 font-mono text-[11px] text-subtle">
      {bot ? (
        <span data-testid="transaction-provider" className="truncate font-sans">
          {t('WalletWithdraw.history.to')} {t(`WalletBot.${bot}_title`)}
        </span>
      ) : (
        address && (
          <span data-testid="transaction-address" title={address} className="truncate">
            <span className="font-sans">{t('WalletWithdraw.history.to')}</span>{' '}
            {shortenMiddle(address, 8, 6)}
          </span>
        )
      )}
      {externalId && !bot && (
        <span data-testid="transaction-hash" title={externalId} className="truncate">
          <span className="font-sans">{t('WalletWithdraw.history.tx')}</span>{' '}
          {shortenMiddle(externalId, 6, 4)}
        </span>
      )}
    </span>
  );
}

/** What the player should know about an incoming transfer: its confirmations, or why it failed. */
function depositNote(transaction: TTransaction, t: TFunction): ReactNode {
  const { status, confirmations, paymentDetails, originalAmount } = transaction;
  if (status === 'declined' && paymentDetails?.startsWith(BELOW_MINIMUM_PREFIX)) {
    const minimum = paymentDetails.slice(BELOW_MINIMUM_PREFIX.length);
    return (
      <span data-testid="transaction-note" className="text-[11px] text-[#ff8fa3]">
        {t('Wallet.below_minimum_note', {
          amount: originalAmount.currency.displayFormat.replace('{amount}', minimum),
        })}
      </span>
    );
  }
  if (status === 'pending' && confirmations) {
    return (
      <span data-testid="transaction-note" className="text-[11px] text-subtle tabular-nums">
        {t('Wallet.confirmations_note', confirmations)}
      </span>
    );
  }
  return null;
}

export function TransactionRow({ transaction }: { transaction: TTransaction }) {
  const { t, i18n } = useTranslation();
  const { type, status, timestamp, originalAmount, address, externalId } = transaction;
  const incoming = isIncoming(type);
  const Icon = incoming ? ArrowDownLeft : ArrowUpRight;
  // Crypto amounts carry up to 18 decimals: zeros past the second would crowd the row.
  const amount = formatMoney(originalAmount, originalAmount.currency.displayFormat, i18n.language, {
    trimmed: true,
  });
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(
    new Date(timestamp),
  );
  const cancelLeft = useCancelWindow(transaction);
  const disputable = canDispute(transaction);
  // A deposit order still waiting for the player's payment reopens its details.
  const reopenable = canReopenOrder(transaction);
  const details = type === 'withdraw' && (address || externalId);
  const note = type === 'deposit' ? depositNote(transaction, t) : null;

  return (
    <li
      data-testid="transaction-row"
      className="flex flex-col gap-2 rounded-xl border border-line/70 bg-surface-2/70 px-3 py-2.5"
    >
      <div className="flex items-center gap-3">
        <span
          className={cn(
            'grid size-9 shrink-0 place-items-center rounded-lg ring-1',
            incoming
              ? 'bg-mint-500/10 text-mint-400 ring-mint-500/20'
              : 'bg-gold-500/10 text-gold-400 ring-gold-500/20',
          )}
        >
          <Icon className="size-4.5" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-sm font-semibold text-fg">
            {t(`Wallet.txn_type.${type}`)}
          </span>
          <span className="text-xs text-subtle tabular-nums">{time}</span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <span
            className={cn('text-sm font-bold tabular-nums', incoming ? 'text-mint-300' : 'text-fg')}
          >
            {incoming ? '+' : '−'}
            {amount}
          </span>
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-[11px] font-semibold ring-1',
              STATUS_TONE[status] ?? PENDING_TONE,
            )}
          >
            {t(`Wallet.txn_status.${status}`)}
          </span>
        </span>
      </div>
      {note && <div className="border-t border-line/60 pt-2 pl-12">{note}</div>}
      {(details || cancelLeft > 0 || disputable || reopenable) && (
        <div className="flex items-center justify-between gap-3 border-t border-line/60 pt-2 pl-12">
          {details ? (
            <WithdrawalDetails
              address={address}
              externalId={externalId}
              provider={transaction.provider}
            />
          ) : (
            <span />
          )}
          {cancelLeft > 0 && (
            <CancelTransactionButton transaction={transaction} left={cancelLeft} />
          )}
          {disputable && <TransactionDisputeButton orderId={transaction.id} />}
          {reopenable && <OpenOrderButton orderId={transaction.id} />}
        </div>
      )}
    </li>
  );
}
