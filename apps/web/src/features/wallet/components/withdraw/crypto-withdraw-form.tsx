import type { TCryptoMethod } from '@aurum/contracts/wallet';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowUpFromLine, LoaderCircle } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { env } from '@/config/env';
import { translateIssue } from '@/lib/i18n/translate-issue';
import { useWithdrawQuote } from '../../hooks/use-withdraw-quote';
import type { TCryptoWithdrawDraft } from '../../model/withdraw-draft';
import { currencyLabel, formatMethodNumber } from '../../utils/crypto-amount';
import {
  botPayoutProviders,
  cryptoWithdrawFormSchema,
  EMPTY_WITHDRAW_FORM,
  hasMemo,
  toWithdrawDraft,
  type TWithdrawDestination,
} from '../../utils/withdraw-form';
import { AmountInput } from './amount-input';
import { MethodSummary } from './method-summary';
import { RecentAddresses } from './recent-addresses';
import { WithdrawFeeSummary } from './withdraw-fee-summary';

interface CryptoWithdrawFormProps {
  method: TCryptoMethod;
  /** Where the form starts sending to: a chat-bot provider the method offers, or an address. */
  initialDestination?: TWithdrawDestination | undefined;
  onSubmit: (draft: TCryptoWithdrawDraft) => void;
}

/**
 * Address, memo (Toncoin network only) and amount of a crypto withdrawal (spec 5). The amount's
 * bounds come with its fee, asked once typing pauses; submitting waits for that quote. In the
 * Telegram build a method a chat-bot provider pays out can go to the player's account there
 * instead: no address and no memo then.
 */
export function CryptoWithdrawForm({
  method,
  initialDestination,
  onSubmit,
}: CryptoWithdrawFormProps) {
  const { t, i18n } = useTranslation();
  const providers = env.features.telegramBuild ? botPayoutProviders(method) : [];
  const [destination, setDestination] = useState<TWithdrawDestination>(() =>
    initialDestination && initialDestination !== 'address' && providers.includes(initialDestination)
      ? initialDestination
      : 'address',
  );
  const toAddress = destination === 'address';
  const schema = useMemo(
    () => cryptoWithdrawFormSchema(method, destination),
    [method, destination],
  );
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_WITHDRAW_FORM,
    mode: 'onTouched',
  });
  const { register, formState, handleSubmit, setValue, control, clearErrors, trigger, getValues } =
    form;
  const { errors } = formState;
  const [address, amount] = useWatch({ control, name: ['address', 'amount'] });
  // Another destination has other rules: a typed amount is checked again under them.
  useEffect(() => {
    clearErrors('address');
    if (getValues('amount')) void trigger('amount');
  }, [destination, clearErrors, getValues, trigger]);
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
    if (canSubmit) onSubmit(toWithdrawDraft(values, method, destination));
  });

  return (
    <form
      data-testid="crypto-withdraw-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-5"
    >
      <MethodSummary method={method} />
      {providers.length > 0 && (
        <div className="flex flex-col gap-2.5">
          <SegmentedControl
            testId="withdraw-destination"
            label={t('WalletWithdraw.destination')}
            value={destination}
            onValueChange={setDestination}
            className="h-10"
            segments={[
              { value: 'address', label: t('WalletWithdraw.to_address') },
              ...providers.map((provider) => ({
                value: provider,
                label: t(`WalletBot.${provider}_title`),
              })),
            ]}
          />
          {!toAddress && (
            <Alert testId="withdraw-bot-note">{t(`WalletWithdraw.${destination}_note`)}</Alert>
          )}
        </div>
      )}
      {toAddress && (
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
      )}
      {toAddress && hasMemo(method) && (
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
