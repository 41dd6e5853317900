import { DISPUTE_OPTIONS } from '@aurum/contracts/wallet';
import { Check, Receipt, Undo2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { TDisputeOption } from '../../utils/dispute-form';

const ICONS: Record<TDisputeOption, LucideIcon> = {
  CHANGE_INVOICE: Receipt,
  REPAY: Undo2,
};

interface DisputeOptionPickerProps {
  value: TDisputeOption | undefined;
  onChange: (option: TDisputeOption) => void;
  onBlur: () => void;
  name: string;
  /** Already translated. */
  error?: string;
}

/** What the player asks for: credit the amount actually paid, or have the payment returned. */
export function DisputeOptionPicker({
  value,
  onChange,
  onBlur,
  name,
  error,
}: DisputeOptionPickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-[13px] font-medium text-muted">
        {t('Dispute.option_label')}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {DISPUTE_OPTIONS.map((option) => {
          const Icon = ICONS[option];
          const checked = value === option;
          return (
            <label
              key={option}
              className={cn(
                'relative flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:border-gold-400',
                checked
                  ? 'border-gold-500/60 bg-gold-500/10'
                  : 'border-line bg-surface-2 hover:border-gold-500/40',
                error && !value && 'border-danger/50',
              )}
            >
              {/* The whole card is the radio: the input covers it, invisible. */}
              <input
                type="radio"
                name={name}
                value={option}
                checked={checked}
                onChange={() => onChange(option)}
                onBlur={onBlur}
                data-testid={`dispute-option-${option}`}
                className="absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <span
                className={cn(
                  'grid size-8 shrink-0 place-items-center rounded-lg ring-1',
                  checked
                    ? 'bg-gold-500/15 text-gold-300 ring-gold-500/30'
                    : 'bg-surface-3 text-muted ring-line',
                )}
              >
                <Icon className="size-4" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="text-sm font-semibold text-fg">
                  {t(`Dispute.options.${option}.title`)}
                </span>
                <span className="text-xs leading-snug text-muted">
                  {t(`Dispute.options.${option}.description`)}
                </span>
              </span>
              {checked && <Check className="size-4 shrink-0 text-gold-400" />}
            </label>
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
