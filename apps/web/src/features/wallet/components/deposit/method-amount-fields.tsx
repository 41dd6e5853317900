import type { TCryptoMethod } from '@aurum/contracts/wallet';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { translateIssue } from '@/lib/i18n/translate-issue';
import { formatMethodAmount, methodCurrency } from '../../utils/crypto-method';
import { trimZeros } from '../../utils/fiat-method';
import { AmountPresets } from './amount-presets';
import { AmountInput } from '../withdraw/amount-input';

/** A preset as short as it reads ("10", "0.5"): the currency is already beside the amount field. */
const formatPreset = (preset: string, method: TCryptoMethod, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: method.precision }).format(
    preset as `${number}`,
  );

interface TMethodAmountFieldsProps {
  method: TCryptoMethod;
  /** The amount field's error key, as the form's schema gives it. */
  message: string | undefined;
  /** Values of error keys other than the minimum (e.g. what the wallet holds). */
  messageValues?: Record<string, string>;
  amount: string;
  input: UseFormRegisterReturn<'amount'>;
  onPick: (preset: string) => void;
  /** `{testId}-amount` and `{testId}-preset`. */
  testId: string;
}

/** A crypto deposit's amount in the method's currency, its minimum and the method's presets. */
export function MethodAmountFields({
  method,
  message,
  messageValues,
  amount,
  input,
  onPick,
  testId,
}: TMethodAmountFieldsProps) {
  const { t, i18n } = useTranslation();
  const currency = methodCurrency(method);
  const error =
    message === 'Validation.minimum_amount'
      ? t(message, { amount: trimZeros(method.minDepositAmount), currency })
      : messageValues && message
        ? t(message, messageValues)
        : translateIssue(t, message);
  return (
    <>
      <FormField
        label={t('WalletFiat.amount')}
        error={error}
        hint={t('WalletBot.min_deposit', {
          amount: formatMethodAmount(method.minDepositAmount, method, i18n.language),
        })}
      >
        <AmountInput
          data-testid={`${testId}-amount`}
          placeholder={trimZeros(method.minDepositAmount)}
          postfix={currency}
          {...input}
        />
      </FormField>
      <AmountPresets
        presets={method.valuePresets}
        amount={amount}
        format={(preset) => formatPreset(preset, method, i18n.language)}
        onPick={(preset) => onPick(trimZeros(preset))}
        testId={`${testId}-preset`}
      />
    </>
  );
}
