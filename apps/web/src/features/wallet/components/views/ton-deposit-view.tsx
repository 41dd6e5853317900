import { TON_DECIMALS, type TTonConfig, type TTonDeposit } from '@aurum/contracts/ton';
import type { TCryptoMethod } from '@aurum/contracts/wallet';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { LoaderCircle, LogOut, RotateCw, Wallet } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError, UNEXPECTED_ERROR_DETAIL } from '@/lib/api-error';
import { useBalance } from '../../api/get-balance';
import { useCryptoMethods } from '../../api/get-crypto-methods';
import { walletNavigation } from '../../model/wallet-views';
import {
  readWalletAsset,
  useCreateTonDeposit,
  useTonConfig,
  useTonDepositState,
  useWalletAsset,
} from '../../ton/ton-api';
import { TonConnectProvider } from '../../ton/ton-connect-provider';
import { TonSendError, useTonConnection } from '../../ton/use-ton-connection';
import { takesTonConnect, tonDepositFormSchema } from '../../ton/ton-deposit-form';
import {
  buildDepositTransaction,
  friendlyAddress,
  fromUnits,
  toUnits,
} from '../../ton/ton-transfer';
import { formatMethodAmount } from '../../utils/crypto-method';
import { serverErrorMessage } from '../../utils/show-server-error';
import { MethodAmountFields } from '../deposit/method-amount-fields';
import { AmountFormSkeleton } from '../deposit/amount-form-skeleton';
import { DepositMethodUnavailable } from '../deposit/deposit-method-unavailable';
import { DepositStatePanel } from '../deposit/deposit-state-panel';

const FALLBACK_ERROR = 'wallet.server_error.create_deposit_fail_message';

/** The wallet no longer holds what the deposit asks (read again just before sending). */
class NotEnoughError extends Error {}
/** The deposit's validity ran out before the wallet was asked. */
class ExpiredError extends Error {}

const decimalsOf = (method: TCryptoMethod) => TON_DECIMALS[method.code] ?? 9;

/** The jetton master the config names for the method; null for Toncoin, undefined if unknown. */
function knownJettonMaster(method: TCryptoMethod, config: TTonConfig): string | null | undefined {
  if (method.code === 'TON') return null;
  return config.jettonMasters?.[method.code];
}

const shortAddress = (address: string, network: string) => {
  const friendly = friendlyAddress(address, network, false);
  return `${friendly.slice(0, 4)}…${friendly.slice(-4)}`;
};

function errorMessage(error: unknown, t: (key: string) => string): string {
  if (error instanceof TonSendError) {
    return t(
      error.reason === 'rejected' ? 'TonDeposit.errors.rejected' : 'TonDeposit.errors.send_failed',
    );
  }
  if (error instanceof NotEnoughError) return t('TonDeposit.errors.not_enough');
  if (error instanceof ExpiredError) return t('TonDeposit.errors.expired');
  if (isApiError(error)) return serverErrorMessage(error.detail, error.params, FALLBACK_ERROR);
  return serverErrorMessage(UNEXPECTED_ERROR_DETAIL, {}, FALLBACK_ERROR);
}

/** The method's card: which asset, sent from the player's own TON wallet. */
function MethodCard({ method }: { method: TCryptoMethod }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-line bg-surface-2 p-3.5 bg-[radial-gradient(ellipse_at_top_right,rgb(0_152_234/0.14),transparent_60%)]">
      <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-surface-3 ring-1 ring-line">
        <img src={method.iconBig} alt="" className="size-7" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-base font-bold text-fg">{method.name}</span>
        <span className="text-xs text-muted">{t('TonDeposit.via_ton_connect')}</span>
      </div>
    </div>
  );
}

function ConnectPrompt({ onConnect }: { onConnect: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="ton-deposit-connect"
      className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-line px-4 py-8 text-center"
    >
      <span className="grid size-14 place-items-center rounded-2xl bg-[#0098EA]/15 ring-1 ring-[#0098EA]/35">
        <Wallet className="size-7 text-[#4cb8f2]" />
      </span>
      <p className="max-w-[300px] text-sm text-muted">{t('TonDeposit.connect_hint')}</p>
      <Button
        variant="primary"
        size="lg"
        className="w-full"
        data-testid="ton-deposit-connect-button"
        onClick={onConnect}
      >
        <Wallet className="size-4.5" />
        {t('TonDeposit.connect')}
      </Button>
    </div>
  );
}

interface TFormProps {
  method: TCryptoMethod;
  config: TTonConfig;
  address: string;
  send: ReturnType<typeof useTonConnection>['send'];
  onSent: (deposit: TTonDeposit) => void;
}

/** The connected wallet's holding, the amount and the deposit that sends it. */
function TonDepositForm({ method, config, address, send, onSent }: TFormProps) {
  const { t, i18n } = useTranslation();
  const decimals = decimalsOf(method);
  const asset = useWalletAsset({
    apiUrl: config.apiUrl,
    owner: address,
    jettonMaster: knownJettonMaster(method, config),
  });
  const held = asset.data ? fromUnits(asset.data.units, decimals) : null;
  const schema = useMemo(() => tonDepositFormSchema(method, held), [method, held]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { amount: '' },
    mode: 'onChange',
  });
  const { register, handleSubmit, setValue, control, formState, trigger, getValues } = form;
  const amount = useWatch({ control, name: 'amount' });
  // The holding arrived or changed: a typed amount is checked against it again.
  useEffect(() => {
    if (getValues('amount')) void trigger('amount');
  }, [held, getValues, trigger]);

  const createDeposit = useCreateTonDeposit();
  const deposit = useMutation({
    mutationFn: async (chosen: string) => {
      const created = await createDeposit.mutateAsync({ currency: method.code, amount: chosen });
      // Read again with the deposit's own jetton master: the jetton wallet to send from, and
      // whether the wallet still holds the amount.
      const fresh = await readWalletAsset(config.apiUrl, address, created.jettonMaster);
      if (fresh.units < toUnits(created.amount, created.decimals)) throw new NotEnoughError();
      if (created.validUntil * 1000 <= Date.now()) throw new ExpiredError();
      const transaction = buildDepositTransaction(
        created,
        { address, jettonWallet: fresh.jettonWallet },
        BigInt(Date.now()),
      );
      try {
        await send(transaction);
      } catch (error) {
        // A wallet refuses a transaction past its validity: say so rather than a bare failure.
        if (created.validUntil * 1000 <= Date.now()) throw new ExpiredError();
        throw error;
      }
      return created;
    },
    onSuccess: onSent,
  });

  const submit = handleSubmit(({ amount: chosen }) => deposit.mutate(chosen));
  const busy = deposit.isPending;

  return (
    <form
      data-testid="ton-deposit-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-5"
    >
      <div className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface-2 px-3.5 py-3 text-sm">
        <span className="text-muted">{t('TonDeposit.in_wallet')}</span>
        {asset.isError ? (
          <button
            type="button"
            data-testid="ton-deposit-holding-error"
            className="flex cursor-pointer items-center gap-1.5 text-[13px] font-semibold text-gold-400"
            onClick={() => void asset.refetch()}
          >
            <RotateCw className="size-3.5" />
            {t('TonDeposit.holding_error')}
          </button>
        ) : held === null ? (
          asset.isLoading ? (
            <Skeleton className="h-4 w-20" />
          ) : (
            <span className="text-muted">—</span>
          )
        ) : (
          <span data-testid="ton-deposit-holding" className="font-bold text-fg tabular-nums">
            {formatMethodAmount(held, method, i18n.language)}
          </span>
        )}
      </div>
      <MethodAmountFields
        method={method}
        message={formState.errors.amount?.message}
        messageValues={{ amount: formatMethodAmount(held ?? '0', method, i18n.language) }}
        amount={amount}
        input={register('amount')}
        onPick={(preset) => setValue('amount', preset, { shouldValidate: true, shouldDirty: true })}
        testId="ton-deposit"
      />
      {deposit.error && (
        <Alert tone="error" testId="ton-deposit-error">
          {errorMessage(deposit.error, t)}
        </Alert>
      )}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        data-testid="ton-deposit-submit"
        disabled={busy || !formState.isValid}
      >
        {busy ? (
          <LoaderCircle className="size-4.5 animate-spin" />
        ) : (
          <Wallet className="size-4.5" />
        )}
        {busy ? t('TonDeposit.confirm_in_wallet') : t('TonDeposit.submit')}
      </Button>
    </form>
  );
}

/** Sent: wait for the chain (polled, and looked at again whenever the balance moves). */
function SentDeposit({
  deposit,
  method,
  onAnother,
}: {
  deposit: TTonDeposit;
  method: TCryptoMethod;
  onAnother: () => void;
}) {
  const { t, i18n } = useTranslation();
  const state = useTonDepositState(deposit.id);
  const balance = useBalance();
  const { refetch } = state;
  const balanceAt = balance.dataUpdatedAt;
  useEffect(() => {
    if (balanceAt) void refetch();
  }, [balanceAt, refetch]);

  const status = state.data?.status ?? 'pending';
  if (status === 'credited') {
    const credited = state.data?.creditedAmount ?? deposit.amount;
    return (
      <DepositStatePanel state="done" testId="ton-deposit-success">
        <p className="text-lg font-bold text-fg">{t('TonDeposit.credited_title')}</p>
        <p
          data-testid="ton-deposit-credited"
          className="text-2xl font-extrabold text-fg tabular-nums"
        >
          {formatMethodAmount(credited, method, i18n.language)}
        </p>
        <div className="flex w-full flex-col gap-2.5">
          <Button variant="primary" size="lg" onClick={() => walletNavigation.showTab('deposit')}>
            {t('TonDeposit.done')}
          </Button>
          <Button variant="outline" size="lg" data-testid="ton-deposit-another" onClick={onAnother}>
            {t('WalletBot.another_amount')}
          </Button>
        </div>
      </DepositStatePanel>
    );
  }
  if (status === 'expired') {
    return (
      <DepositStatePanel state="expired" testId="ton-deposit-expired">
        <p className="max-w-[320px] text-sm text-muted">{t('TonDeposit.errors.expired')}</p>
        <Button variant="primary" size="lg" className="w-full" onClick={onAnother}>
          <RotateCw className="size-4.5" />
          {t('Shared.retry')}
        </Button>
      </DepositStatePanel>
    );
  }
  return (
    <DepositStatePanel state="waiting" testId="ton-deposit-waiting">
      <p className="text-lg font-bold text-fg tabular-nums">
        {formatMethodAmount(deposit.amount, method, i18n.language)}
      </p>
      <p className="max-w-[320px] text-sm text-muted">{t('TonDeposit.waiting')}</p>
      {state.isError && (
        <Alert tone="warning" testId="ton-deposit-state-error">
          {t('TonDeposit.state_error')}
        </Alert>
      )}
    </DepositStatePanel>
  );
}

function TonDeposit({
  method,
  config,
  playerId,
}: {
  method: TCryptoMethod;
  config: TTonConfig;
  playerId: string;
}) {
  const { t } = useTranslation();
  const connection = useTonConnection(playerId, config.sandboxWallet);
  const [sent, setSent] = useState<TTonDeposit | null>(null);

  if (sent) return <SentDeposit deposit={sent} method={method} onAnother={() => setSent(null)} />;
  return (
    <div data-testid="ton-deposit-view" className="flex flex-col gap-5">
      <MethodCard method={method} />
      {!connection.restored ? (
        <AmountFormSkeleton testId="ton-deposit-restoring" card />
      ) : connection.address === null ? (
        <ConnectPrompt onConnect={connection.connect} />
      ) : (
        <>
          <div
            data-testid="ton-deposit-wallet"
            className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface-2 px-3.5 py-2.5"
          >
            <span className="flex min-w-0 items-center gap-2 text-sm">
              <span className="size-2 shrink-0 rounded-full bg-mint-400" />
              <span className="text-muted">{t('TonDeposit.connected')}</span>
              <span
                className="truncate font-mono font-semibold text-fg"
                data-testid="ton-deposit-address"
              >
                {shortAddress(connection.address, config.network)}
              </span>
            </span>
            <Button
              size="sm"
              variant="outline"
              data-testid="ton-deposit-disconnect"
              onClick={connection.disconnect}
            >
              <LogOut className="size-3.5" />
              {t('TonDeposit.disconnect')}
            </Button>
          </div>
          <TonDepositForm
            method={method}
            config={config}
            address={connection.address}
            send={connection.send}
            onSent={setSent}
          />
        </>
      )}
    </div>
  );
}

/**
 * Spec 2 "crypto-deposit-ton": a deposit sent from the player's own TON wallet through TON
 * Connect (Toncoin, or a jetton such as USDT on TON), credited once the chain shows it.
 */
export function TonDepositView({ code, playerId }: { code: string; playerId: string }) {
  const { t } = useTranslation();
  const methods = useCryptoMethods();
  const config = useTonConfig();

  if (methods.isPending || config.isPending)
    return <AmountFormSkeleton testId="ton-deposit-loading" card />;
  if (methods.isError || config.isError) {
    return (
      <LoadErrorState
        testId="ton-deposit-load-error"
        description={t('TonDeposit.load_error')}
        onRetry={() => void Promise.all([methods.refetch(), config.refetch()])}
      />
    );
  }
  const method = methods.data.items.find((item) => item.code === code);
  if (!method || !takesTonConnect(method) || !config.data.enabled) {
    return <DepositMethodUnavailable testId="ton-deposit-unavailable" />;
  }
  return (
    <TonConnectProvider config={config.data}>
      <TonDeposit method={method} config={config.data} playerId={playerId} />
    </TonConnectProvider>
  );
}
