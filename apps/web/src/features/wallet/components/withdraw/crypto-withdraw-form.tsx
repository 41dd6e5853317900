import type { TCryptoMethod } from '@aurum/contracts/wallet';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowUpFromLine, LoaderCircle } from 'lucide-react';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { translateIssue } from '@/lib/i18n/translate-issue';
import { useWithdrawQuote } from '../../hooks/use-withdraw-quote';
import type { TCryptoWithdrawDraft } from '../../model/withdraw-draft';
import { currencyLabel, formatMethodNumber } from '../../utils/crypto-amount';
import {
  cryptoWithdrawFormSchema,
  EMPTY_WITHDRAW_FORM,
  hasMemo,
  toWithdrawDraft,
} from '../../utils/withdraw-form';
import { AmountInput } from './amount-input';
import { MethodSummary } from './method-summary';
import { RecentAddresses } from './recent-addresses';
import { WithdrawFeeSummary } from './withdraw-fee-summary';

interface CryptoWithdrawFormProps {
  method: TCryptoMethod;
  onSubmit: (draft: TCryptoWithdrawDraft) => void;
}

/**
 * Address, memo (Toncoin network only) and amount of a crypto withdrawal (spec 5). The amount's
 * bounds come with its fee, asked once typing pauses; submitting waits for that quote.
 */
export function CryptoWithdrawForm({ method, onSubmit }: CryptoWithdrawFormProps) {
  const { t, i18n } = useTranslation();
  const schema = useMemo(() => cryptoWithdrawFormSchema(method), [method]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_WITHDRAW_FORM,
    mode: 'onTouched',
  });
  const { register, formState, handleSubmit, setValue, control } = form;
  const { errors } = formState;
  const [address, amount] = useWatch({ control, name: ['address', 'amount'] });
  const quote = useWithdrawQuote(method, amount);
  const currency = currencyLabel(method.displayFormat);
  const number = (value: string) => formatMethodNumber(value, method, i18n.language);

  const amountError =
    translateIssue(t, errors.amount?.message) ??
    (quote.boundIssue
      ? t(quote.boundIssue.message, { amount: number(quote.boundIssue.bound), currency })
      : undefined);
  const limits = quote.quote
    ? t('WalletWithdraw.limits', {
        min: number(quote.quote.minAmount),
        max: `${number(quote.quote.maxAmount)} ${currency}`,
      })
    : undefined;
  const canSubmit = formState.isValid && quote.current && !quote.boundIssue && !quote.loading;

  const submit = handleSubmit((values) => {
    if (canSubmit) onSubmit(toWithdrawDraft(values, method));
  });

  return (
    <form
      data-testid="crypto-withdraw-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-5"
    >
      <MethodSummary method={method} />
      <div className="flex flex-col gap-2.5">
        <FormField
          label={t('WalletWithdraw.address')}
          error={translateIssue(t, errors.address?.message)}
          hint={t('WalletWithdraw.address_hint')}
        >
          <Input
            data-testid="withdraw-address"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('WalletWithdraw.address_placeholder', { name: method.name })}
            className="font-mono text-[13px] sm:text-[13px]"
            {...register('address')}
          />
        </FormField>
        <RecentAddresses
          currency={method.code}
          selected={address.trim()}
          onPick={(recent) => {
            setValue('address', recent.address, { shouldValidate: true, shouldTouch: true });
            if (hasMemo(method)) setValue('memo', recent.memo ?? '', { shouldValidate: true });
          }}
        />
      </div>
      {hasMemo(method) && (
        <FormField
          label={t('WalletWithdraw.memo')}
          error={translateIssue(t, errors.memo?.message)}
          hint={t('WalletWithdraw.memo_hint')}
        >
          <Input
            data-testid="withdraw-memo"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('WalletWithdraw.memo_placeholder')}
            {...register('memo')}
          />
        </FormField>
      )}
      <FormField label={t('WalletWithdraw.amount')} error={amountError} hint={limits}>
        <AmountInput
          data-testid="withdraw-amount"
          placeholder={number(method.minWithdrawAmount)}
          postfix={currency}
          {...register('amount')}
        />
      </FormField>
      <WithdrawFeeSummary method={method} quote={quote} />
      <Button
        type="submit"
        variant="primary"
        size="lg"
        data-testid="withdraw-submit"
        disabled={!canSubmit || formState.isSubmitting}
      >
        {quote.loading ? (
          <LoaderCircle className="size-4.5 animate-spin" />
        ) : (
          <ArrowUpFromLine className="size-4.5" />
        )}
        {t('WalletWithdraw.submit')}
      </Button>
    </form>
  );
}
