import type { TFiatMethod } from '@aurum/contracts/wallet';
import { Check, Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadingImage } from '@/components/ui/loading-image';
import { cn } from '@/lib/cn';

type TSubbank = NonNullable<TFiatMethod['sell']>['subbanks'][number];

interface SubbankPickerProps {
  subbanks: readonly TSubbank[];
  selected: string;
  onSelect: (id: string) => void;
  /** Already translated. */
  error?: string;
}

/** The bank the payout goes to, for methods that pay out through several (SBP). */
export function SubbankPicker({ subbanks, selected, onSelect, error }: SubbankPickerProps) {
  const { t } = useTranslation();
  const sorted = [...subbanks].sort((a, b) => b.priority - a.priority);
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-[13px] font-medium text-muted">
        {t('WalletFiatWithdraw.bank')}
      </legend>
      <div role="radiogroup" className="grid grid-cols-2 gap-2">
        {sorted.map((bank) => {
          const active = bank.id === selected;
          return (
            <button
              key={bank.id}
              type="button"
              role="radio"
              aria-checked={active}
              data-testid={`fiat-subbank-${bank.id}`}
              onClick={() => onSelect(bank.id)}
              className={cn(
                'relative flex min-w-0 cursor-pointer items-center gap-2.5 rounded-xl border px-3 py-2.5 text-left text-[13px] font-semibold transition-colors',
                active
                  ? 'border-gold-500/60 bg-gold-500/10 text-fg'
                  : 'border-line bg-surface-2 text-muted hover:border-gold-500/40 hover:text-fg',
                error && !selected && 'border-danger/50',
              )}
            >
              <span className="relative grid size-7 shrink-0 place-items-center overflow-hidden rounded-lg bg-surface-3 ring-1 ring-line">
                {bank.icon ? (
                  <LoadingImage
                    src={bank.icon}
                    alt=""
                    className="size-full object-cover"
                    fallback={<Landmark className="size-3.5 text-subtle" />}
                  />
                ) : (
                  <Landmark className="size-3.5 text-subtle" />
                )}
              </span>
              <span className="truncate">{bank.name}</span>
              {active && <Check className="ml-auto size-4 shrink-0 text-gold-400" />}
            </button>
          );
        })}
      </div>
      {error && (
        <p role="alert" className="text-xs leading-snug text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
