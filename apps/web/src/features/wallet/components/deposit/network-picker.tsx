import type { TCryptoMethod } from '@aurum/contracts/wallet';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { networkLabel } from '../../utils/crypto-method';

interface NetworkPickerProps {
  /** The methods of one currency, one per network. */
  methods: TCryptoMethod[];
  selected: string;
  onPick: (code: string) => void;
}

/** The networks a currency can be sent on (USDT on TRC20, TON, BEP20, ERC20). */
export function NetworkPicker({ methods, selected, onPick }: NetworkPickerProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <span id="deposit-network-label" className="text-[13px] font-medium text-muted">
        {t('WalletDeposit.choose_network')}
      </span>
      <div
        role="radiogroup"
        aria-labelledby="deposit-network-label"
        className="scrollbar-none -mx-1 flex gap-2 overflow-x-auto px-1 pb-1"
      >
        {methods.map((method) => {
          const active = method.code === selected;
          return (
            <button
              key={method.code}
              type="button"
              role="radio"
              aria-checked={active}
              data-testid={`network-option-${method.code}`}
              onClick={() => !active && onPick(method.code)}
              className={cn(
                'flex min-w-16 shrink-0 cursor-pointer flex-col items-start justify-center rounded-xl border px-3.5 py-2 text-left transition-colors',
                active
                  ? 'border-gold-400/70 bg-gold-500/10 shadow-[inset_0_0_0_1px_rgb(252_201_69/0.25)]'
                  : 'border-line bg-surface-2 hover:border-[#303852] hover:bg-surface-3',
              )}
            >
              <span className={cn('text-sm font-bold', active ? 'text-gold-300' : 'text-fg')}>
                {networkLabel(method)}
              </span>
              {networkLabel(method) !== method.network && (
                <span className="text-[11px] font-semibold tracking-wide text-subtle uppercase">
                  {method.network}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
