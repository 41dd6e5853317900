import type { TCryptoMethod } from '@aurum/contracts/wallet';
import { useTranslation } from 'react-i18next';
import { LoadingImage } from '@/components/ui/loading-image';
import { formatMethodAmount } from '../../utils/crypto-amount';

/** The method a withdrawal goes through: its coin, name, network and smallest withdrawal. */
export function MethodSummary({ method }: { method: TCryptoMethod }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-line bg-surface-2/80 p-3 pr-4">
      <span className="relative grid size-10 shrink-0 place-items-center overflow-hidden rounded-full bg-surface-3 ring-1 ring-line">
        <LoadingImage
          src={method.icon}
          alt=""
          loading="eager"
          className="size-full object-cover"
          fallback={
            <span className="text-xs font-bold text-gold-300">{method.name.slice(0, 3)}</span>
          }
        />
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-[15px] font-semibold text-fg">{method.name}</span>
        <span className="text-xs text-subtle">
          {t('WalletWithdraw.network', { network: method.network })}
        </span>
      </div>
      <span className="shrink-0 rounded-full bg-gold-500/10 px-2.5 py-1 text-[11px] font-semibold text-gold-300 ring-1 ring-gold-500/25 tabular-nums">
        {t('WalletWithdraw.min_withdraw', {
          amount: formatMethodAmount(method.minWithdrawAmount, method, i18n.language),
        })}
      </span>
    </div>
  );
}
