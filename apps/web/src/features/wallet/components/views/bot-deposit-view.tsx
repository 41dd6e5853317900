import type { TBotInvoice, TBotPayProvider, TCryptoMethod } from '@aurum/contracts/wallet';
import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, LoaderCircle, Send } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Select } from '@/components/ui/select';
import { isApiError, UNEXPECTED_ERROR_DETAIL } from '@/lib/api-error';
import { openPaymentLink } from '@/lib/telegram/open-link';
import { useCreateBotDeposit } from '../../api/create-bot-deposit';
import { useCryptoMethods } from '../../api/get-crypto-methods';
import { useDepositSuccess } from '../../hooks/use-deposit-success';
import { botDepositFormSchema, botPayMethods, defaultBotPayMethod } from '../../utils/bot-deposit';
import { formatMethodAmount } from '../../utils/crypto-method';
import { serverErrorMessage } from '../../utils/show-server-error';
import { AmountFormSkeleton } from '../deposit/amount-form-skeleton';
import { DepositMethodUnavailable } from '../deposit/deposit-method-unavailable';
import { DepositStatePanel } from '../deposit/deposit-state-panel';
import { MethodAmountFields } from '../deposit/method-amount-fields';

const FALLBACK_ERROR = 'wallet.server_error.create_deposit_fail_message';

/** The invoice is open in the bot: the realtime balance shows the money when it arrives. */
function WaitingForPayment({
  invoice,
  method,
  onAnother,
}: {
  invoice: TBotInvoice;
  method: TCryptoMethod;
  onAnother: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <DepositStatePanel state="waiting" testId="bot-deposit-waiting">
      <p className="text-lg font-bold text-fg tabular-nums">
        {formatMethodAmount(invoice.amount, method, i18n.language)}
      </p>
      <p className="max-w-[320px] text-sm text-muted">{t('WalletBot.waiting')}</p>
      <div className="flex w-full flex-col gap-2.5">
        <Button
          variant="primary"
          size="lg"
          data-testid="bot-deposit-open-again"
          onClick={() => openPaymentLink(invoice.redirectUrl)}
        >
          <ExternalLink className="size-4.5" />
          {t('WalletBot.open_again')}
        </Button>
        <Button variant="outline" size="lg" data-testid="bot-deposit-another" onClick={onAnother}>
          {t('WalletBot.another_amount')}
        </Button>
      </div>
    </DepositStatePanel>
  );
}

function BotDepositForm({
  provider,
  methods,
}: {
  provider: TBotPayProvider;
  methods: TCryptoMethod[];
}) {
  const { t } = useTranslation();
  const currencyId = useId();
  const [code, setCode] = useState(() => defaultBotPayMethod(methods)?.code ?? '');
  const method = methods.find((item) => item.code === code) ?? methods[0];
  const deposit = useCreateBotDeposit();
  const schema = useMemo(() => (method ? botDepositFormSchema(method) : undefined), [method]);
  const form = useForm({
    resolver: schema ? zodResolver(schema) : undefined,
    defaultValues: { amount: '' },
    mode: 'onChange',
  });
  const { register, handleSubmit, setValue, control, formState, trigger, getValues } = form;
  const amount = useWatch({ control, name: 'amount' });
  // The invoice is paid once a deposit is credited (its success modal shows): the form is back
  // under the modal for the next one, instead of a wait that is over.
  const { deposit: credited } = useDepositSuccess();
  const { reset: resetDeposit } = deposit;
  useEffect(() => {
    if (credited) resetDeposit();
  }, [credited, resetDeposit]);
  // Another currency has another minimum and precision: a typed amount is checked again.
  const methodCode = method?.code;
  useEffect(() => {
    if (getValues('amount')) void trigger('amount');
  }, [methodCode, getValues, trigger]);
  if (!method) return null;

  const serverError = deposit.error
    ? isApiError(deposit.error)
      ? serverErrorMessage(deposit.error.detail, deposit.error.params, FALLBACK_ERROR)
      : serverErrorMessage(UNEXPECTED_ERROR_DETAIL, {}, FALLBACK_ERROR)
    : undefined;

  if (deposit.data) {
    return (
      <WaitingForPayment invoice={deposit.data} method={method} onAnother={() => deposit.reset()} />
    );
  }

  const submit = handleSubmit(({ amount: chosen }) =>
    deposit.mutate(
      { provider, currency: method.code, amount: chosen },
      { onSuccess: (invoice) => openPaymentLink(invoice.redirectUrl) },
    ),
  );

  return (
    <form
      data-testid="bot-deposit-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-5"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={currencyId} className="text-[13px] font-medium text-muted">
          {t('WalletDeposit.currency')}
        </label>
        <Select
          id={currencyId}
          data-testid="bot-deposit-currency"
          value={method.code}
          onChange={(event) => {
            setCode(event.target.value);
            deposit.reset();
          }}
        >
          {methods.map((item) => (
            <option key={item.code} value={item.code}>
              {item.name}
            </option>
          ))}
        </Select>
      </div>
      <MethodAmountFields
        method={method}
        message={formState.errors.amount?.message}
        amount={amount}
        input={register('amount')}
        onPick={(preset) => setValue('amount', preset, { shouldValidate: true, shouldDirty: true })}
        testId="bot-deposit"
      />
      {serverError && (
        <Alert tone="error" testId="bot-deposit-error">
          {serverError}
        </Alert>
      )}
      <Alert>{t(`WalletBot.${provider}_note`)}</Alert>
      <Button
        type="submit"
        variant="primary"
        size="lg"
        data-testid="bot-deposit-submit"
        disabled={deposit.isPending || !formState.isValid}
      >
        {deposit.isPending ? (
          <LoaderCircle className="size-4.5 animate-spin" />
        ) : (
          <Send className="size-4.5" />
        )}
        {t('WalletBot.pay')}
      </Button>
    </form>
  );
}

/**
 * Telegram build (spec 2 "crypto-bot-deposit", "x-rocket"): a deposit paid in a chat bot. Pick
 * a currency the provider takes and an amount; the invoice opens in Telegram.
 */
export function BotDepositView({ provider }: { provider: TBotPayProvider }) {
  const { t } = useTranslation();
  const methods = useCryptoMethods();

  if (methods.isPending) return <AmountFormSkeleton testId="bot-deposit-loading" />;
  if (methods.isError) {
    return (
      <LoadErrorState
        testId="bot-deposit-methods-error"
        description={t('WalletDeposit.methods_error')}
        onRetry={() => void methods.refetch()}
      />
    );
  }
  const offered = botPayMethods(methods.data.items, provider);
  if (offered.length === 0) {
    return <DepositMethodUnavailable testId="bot-deposit-unavailable" />;
  }
  return (
    <div data-testid={`bot-deposit-view-${provider}`} className="flex flex-col gap-5">
      <BotDepositForm provider={provider} methods={offered} />
    </div>
  );
}
