import { ChevronRight, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useDepositBonusSlot } from '@/lib/deposit-bonus-slot';
import { useCryptoMethods } from '../../api/get-crypto-methods';
import { walletNavigation } from '../../model/wallet-views';
import { takesTonConnect } from '../../ton/ton-deposit-form';
import { depositBonusPercent, sameCurrencyMethods } from '../../utils/crypto-method';
import { DepositMethodUnavailable } from '../deposit/deposit-method-unavailable';
import { DepositAddressPanel } from '../deposit/deposit-address-panel';
import { NetworkPicker } from '../deposit/network-picker';

function ViewSkeleton() {
  return (
    <div aria-hidden data-testid="crypto-deposit-loading" className="flex flex-col gap-4">
      <Skeleton className="h-16 rounded-2xl" />
      <div className="flex gap-2">
        {[0, 1, 2].map((option) => (
          <Skeleton key={option} className="h-[52px] w-20 rounded-xl" />
        ))}
      </div>
      <Skeleton className="mx-auto size-[208px] rounded-2xl" />
      <Skeleton className="h-[58px] rounded-xl" />
    </div>
  );
}

/** Pay from the player's own TON wallet instead (TON Connect), when the method takes it. */
function TonWalletEntry({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      data-testid="crypto-deposit-ton-entry"
      onClick={() => walletNavigation.openView({ name: 'crypto-deposit-ton', code })}
      className="flex cursor-pointer items-center gap-3 rounded-2xl border border-[#0098EA]/40 bg-[#0098EA]/10 p-3.5 text-left transition-colors hover:bg-[#0098EA]/16"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-[#0098EA] text-white">
        <Wallet className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-sm font-bold text-fg">{t('TonDeposit.entry_title')}</span>
        <span className="text-xs text-muted">{t('TonDeposit.entry_subtitle')}</span>
      </span>
      <ChevronRight className="size-4.5 shrink-0 text-muted" />
    </button>
  );
}

/** A crypto deposit: pick the network, then send to the address shown (spec 2 "crypto-deposit"). */
export function CryptoDepositView({ code }: { code: string }) {
  const { t } = useTranslation();
  const methods = useCryptoMethods();
  const depositBonus = useDepositBonusSlot();

  if (methods.isPending) return <ViewSkeleton />;
  if (methods.isError) {
    return (
      <LoadErrorState
        testId="crypto-deposit-error"
        description={t('WalletDeposit.methods_error')}
        onRetry={() => void methods.refetch()}
      />
    );
  }

  const method = methods.data.items.find((item) => item.code === code);
  if (!method) {
    return <DepositMethodUnavailable testId="crypto-deposit-unavailable" />;
  }

  const networks = sameCurrencyMethods(methods.data.items, method);

  return (
    <div data-testid="crypto-deposit-view" className="flex flex-col gap-5">
      <div className="relative flex items-center gap-3 overflow-hidden rounded-2xl border border-line bg-surface-2 p-3.5 bg-[radial-gradient(ellipse_at_top_right,rgb(245_177_32/0.12),transparent_60%)]">
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-surface-3 ring-1 ring-line">
          <img src={method.iconBig} alt="" className="size-7" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-base font-bold text-fg">{method.name}</span>
          <span className="text-xs text-muted">
            {t('WalletDeposit.network', { network: method.network })}
          </span>
        </div>
        {method.depositBonusAvailable && (
          <span className="shrink-0 rounded-full bg-linear-to-b from-mint-300 to-mint-500 px-2 py-1 text-xs leading-none font-extrabold text-[#03150d]">
            {t('WalletDeposit.bonus_badge', { percent: depositBonusPercent(method.depositBonus) })}
          </span>
        )}
      </div>
      {networks.length > 1 && (
        <NetworkPicker
          methods={networks}
          selected={method.code}
          onPick={(next) => walletNavigation.openView({ name: 'crypto-deposit', code: next })}
        />
      )}
      {depositBonus({ channel: 'crypto', currency: method.code })}
      {takesTonConnect(method) && <TonWalletEntry code={method.code} />}
      <DepositAddressPanel key={method.code} method={method} />
    </div>
  );
}
