import type { TFiatMethod } from '@aurum/contracts/wallet';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDownToLine, ArrowRight, LoaderCircle } from 'lucide-react';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useDepositBonusSlot } from '@/lib/deposit-bonus-slot';
import { translateIssue } from '@/lib/i18n/translate-issue';
import { boundOf, fiatDepositFormSchema } from '../../utils/fiat-deposit-form';
import {
  defaultDepositAmount,
  formatFiatAmount,
  formatFiatNumber,
  trimZeros,
  type TFiatSide,
} from '../../utils/fiat-method';
import { AmountPresets } from './amount-presets';
import { AmountInput } from '../withdraw/amount-input';

interface FiatAmountFormProps {
  method: TFiatMethod;
  buy: TFiatSide;
  /** The next step asks for the payer's details (the method requires some). */
  needsDetails: boolean;
  busy: boolean;
  /** The amount chosen, as typed ("5000"). */
  onSubmit: (amount: string) => void;
}

/**
 * How much to deposit (spec 5 "Fiat deposit amount"): a money input with the currency after
 * it, preset amounts, and the method's limits; the first amount follows the presets.
 */
export function FiatAmountForm({ method, buy, needsDetails, busy, onSubmit }: FiatAmountFormProps) {
  const { t, i18n } = useTranslation();
  const { currency } = method;
  const schema = useMemo(() => fiatDepositFormSchema(buy, currency.precision), [buy, currency]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { amount: defaultDepositAmount(buy) },
    mode: 'onChange',
  });
  const { register, handleSubmit, setValue, control, formState } = form;
  const amount = useWatch({ control, name: 'amount' });
  const message = formState.errors.amount?.message;
  const bound = boundOf(message, buy);
  const error = bound
    ? t(message ?? '', {
        amount: formatFiatNumber(bound, currency, i18n.language),
        currency: currency.code,
      })
    : translateIssue(t, message);

  const depositBonus = useDepositBonusSlot();
  const submit = handleSubmit(({ amount: chosen }) => onSubmit(chosen));

  return (
    <form
      data-testid="fiat-deposit-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-5"
    >
      <FormField
        label={t('WalletFiat.amount')}
        error={error}
        hint={t('WalletFiat.limits', {
          min: formatFiatAmount(buy.minAmount, currency, i18n.language),
          max: formatFiatAmount(buy.maxAmount, currency, i18n.language),
        })}
      >
        <AmountInput
          data-testid="fiat-amount"
          placeholder={formatFiatNumber(buy.minAmount, currency, i18n.language)}
          postfix={currency.code}
          {...register('amount')}
        />
      </FormField>
      <AmountPresets
        presets={buy.valuePresets}
        amount={amount}
        format={(preset) => formatFiatAmount(preset, currency, i18n.language)}
        onPick={(preset) =>
          setValue('amount', trimZeros(preset), { shouldValidate: true, shouldDirty: true })
        }
        testId="fiat-preset"
      />
      {depositBonus({
        channel: 'fiat',
        currency: currency.code,
        amount: formState.errors.amount ? undefined : amount,
      })}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        data-testid="fiat-deposit-submit"
        disabled={busy || !formState.isValid}
      >
        {busy ? (
          <LoaderCircle className="size-4.5 animate-spin" />
        ) : needsDetails ? (
          <ArrowRight className="size-4.5" />
        ) : (
          <ArrowDownToLine className="size-4.5" />
        )}
        {needsDetails ? t('WalletFiat.continue') : t('WalletFiat.deposit')}
      </Button>
    </form>
  );
}
