import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { compareDecimal, isDecimal } from '../../utils/decimal';

interface AmountPresetsProps {
  /** Decimal strings as the server sends them ("10.000000"). */
  presets: readonly string[];
  /** The amount typed: the preset equal to it is shown as chosen. */
  amount: string;
  /** A preset as the button shows it, e.g. "10.00 USDT". */
  format: (preset: string) => string;
  onPick: (preset: string) => void;
  testId: string;
}

/** The quick amounts under a deposit amount field (spec 5). */
export function AmountPresets({ presets, amount, format, onPick, testId }: AmountPresetsProps) {
  const { t } = useTranslation();
  if (presets.length === 0) return null;
  const typed = amount.trim();
  return (
    <div
      className="grid grid-cols-2 gap-2 min-[360px]:grid-cols-4"
      role="group"
      aria-label={t('WalletFiat.presets')}
    >
      {presets.map((preset) => {
        const active = isDecimal(typed) && compareDecimal(typed, preset) === 0;
        return (
          <button
            key={preset}
            type="button"
            data-testid={testId}
            aria-pressed={active}
            onClick={() => onPick(preset)}
            className={cn(
              'h-10 cursor-pointer truncate rounded-xl border px-2 text-[13px] font-semibold tabular-nums transition-colors',
              active
                ? 'border-gold-500/60 bg-gold-500/12 text-gold-300'
                : 'border-line bg-surface-2 text-muted hover:border-gold-500/40 hover:text-fg',
            )}
          >
            {format(preset)}
          </button>
        );
      })}
    </div>
  );
}
