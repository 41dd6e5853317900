import type { TFiatMethod } from '@aurum/contracts/wallet';
import { Info } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import type { TFiatWithdrawBalance } from '../../hooks/use-fiat-withdraw-balance';
import { currencyLabel } from '../../utils/crypto-amount';
import { formatFiatAmount, formatFiatNumber, type TFiatSide } from '../../utils/fiat-method';
import { formatMoney } from '../../utils/format-money';
import { AmountInput } from '../withdraw/amount-input';

interface FiatWithdrawAmountFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  method: TFiatMethod;
  side: TFiatSide;
  balance: TFiatWithdrawBalance;
  /** Already translated. */
  error?: string;
  /** The most the balance allows with the fee; `null`: no "max" button. */
  maxAmount: string | null;
  onMax: (amount: string) => void;
}

/**
 * The amount of a fiat withdrawal: the method's limits under it; the balance available (and a
 * "max" that leaves room for the fee) when it is in the method's currency, else a word that the
 * server checks the balance in the method's currency.
 */
export function FiatWithdrawAmountField({
  method,
  side,
  balance,
  error,
  maxAmount,
  onMax,
  ...inputProps
}: FiatWithdrawAmountFieldProps) {
  const { t, i18n } = useTranslation();
  const { currency } = method;
  const limits = t('WalletWithdraw.limits', {
    min: formatFiatNumber(side.minAmount, currency, i18n.language),
    max: formatFiatAmount(side.maxAmount, currency, i18n.language),
  });

  return (
    <div className="flex flex-col gap-2">
      <div className="relative">
        <FormField label={t('WalletWithdraw.amount')} error={error} hint={limits}>
          <AmountInput
            data-testid="fiat-withdraw-amount"
            placeholder={formatFiatNumber(side.minAmount, currency, i18n.language)}
            postfix={currencyLabel(currency.displayFormat) || currency.code}
            {...inputProps}
          />
        </FormField>
        {balance.kind === 'same' && (
          // On the label's line, outside the label: the input's name stays "Amount".
          <div className="absolute top-0 right-0 flex h-[19.5px] items-center gap-2 text-xs text-subtle">
            <span data-testid="fiat-withdraw-available" className="tabular-nums">
              {t('WalletFiatWithdraw.available', {
                amount: formatFiatAmount(balance.amount, currency, i18n.language),
              })}
            </span>
            {maxAmount && (
              <button
                type="button"
                data-testid="fiat-withdraw-max"
                onClick={() => onMax(maxAmount)}
                className="cursor-pointer rounded-md bg-gold-500/12 px-1.5 py-0.5 text-[11px] leading-none font-bold tracking-wide text-gold-300 uppercase ring-1 ring-gold-500/25 transition-colors hover:bg-gold-500/20"
              >
                {t('WalletFiatWithdraw.max')}
              </button>
            )}
          </div>
        )}
      </div>
      {balance.kind === 'other' && (
        <p
          data-testid="fiat-withdraw-currency-note"
          className="flex items-start gap-2 text-xs leading-snug text-muted"
        >
          <Info className="mt-px size-3.5 shrink-0 text-subtle" />
          {t('WalletFiatWithdraw.currency_note', {
            balance: formatMoney(balance.part, balance.part.currency.displayFormat, i18n.language),
            currency: currency.code,
          })}
        </p>
      )}
    </div>
  );
}
