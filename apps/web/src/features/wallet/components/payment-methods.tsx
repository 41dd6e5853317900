import type { TBotPayProvider, TCryptoMethod, TFiatMethod } from '@aurum/contracts/wallet';
import type { TFunction } from 'i18next';
import { Bitcoin, Gamepad2, Landmark, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { env } from '@/config/env';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useBalance } from '../api/get-balance';
import { useCryptoMethods } from '../api/get-crypto-methods';
import { useFiatMethods } from '../api/get-fiat-methods';
import { useOpenFiatDeposit } from '../hooks/use-open-fiat-deposit';
import { usePaymentCurrency } from '../model/payment-currency';
import { walletNavigation } from '../model/wallet-views';
import { botPayMethods, defaultBotPayMethod } from '../utils/bot-deposit';
import { depositBonusPercent, formatMethodAmount } from '../utils/crypto-method';
import {
  FIAT_BUTTONS_NARROW,
  FIAT_BUTTONS_WIDE,
  fiatMethodsForTab,
  fiatSideOf,
  formatFiatAmount,
  TABLET_MEDIA_QUERY,
  type TWalletSide,
} from '../utils/fiat-method';
import type { TMethodButton } from './method-button';
import { MethodGroups, type TMethodGroup } from './method-groups';
import { PaymentMethodsEmpty } from './payment-methods-empty';

function MethodsSkeleton() {
  return (
    <div aria-hidden data-testid="payment-methods-loading" className="flex flex-col gap-2.5">
      <Skeleton className="h-3.5 w-20" />
      <div className="grid grid-cols-1 gap-2.5 min-[360px]:grid-cols-2">
        {[0, 1, 2, 3, 4, 5].map((tile) => (
          <Skeleton key={tile} className="h-[74px] rounded-2xl" />
        ))}
      </div>
    </div>
  );
}

/** One kind of method could not be loaded while the others were: a line with a retry. */
function PartialError({
  testId,
  message,
  onRetry,
}: {
  testId: string;
  message: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      data-testid={testId}
      className="flex items-center justify-between gap-3 rounded-2xl border border-line bg-surface-2/60 px-3.5 py-2.5 text-[13px] text-muted"
    >
      {message}
      <Button size="sm" variant="outline" onClick={onRetry}>
        <RotateCw className="size-3.5" />
        {t('Shared.retry')}
      </Button>
    </div>
  );
}

/** Opens a crypto method: its deposit view, or its withdraw form (or why it cannot be used). */
function openCryptoMethod(side: TWalletSide, method: TCryptoMethod) {
  const { code } = method;
  if (side === 'deposit') walletNavigation.openView({ name: 'crypto-deposit', code });
  else if (method.withdrawAllowed) walletNavigation.openView({ name: 'crypto-withdraw', code });
  else walletNavigation.openView({ name: 'withdraw-disabled', code });
}

/** The chat-bot providers' buttons, each with the view that takes its deposits. */
const BOT_PAY_BUTTONS: { provider: TBotPayProvider; view: 'crypto-bot-deposit' | 'x-rocket' }[] = [
  { provider: 'cryptobot', view: 'crypto-bot-deposit' },
  { provider: 'xrocket', view: 'x-rocket' },
];

/**
 * Telegram build (spec 1, 2): after the crypto methods, a button for each chat-bot provider
 * that some method lists in its `additionalProviders`.
 */
function botPayButtons(methods: readonly TCryptoMethod[], t: TFunction): TMethodButton[] {
  return BOT_PAY_BUTTONS.flatMap(({ provider, view }) => {
    const offered = botPayMethods(methods, provider);
    const shown = defaultBotPayMethod(offered);
    if (!shown) return [];
    return [
      {
        id: `bot-${provider}`,
        testId: `bot-pay-${provider}`,
        icon: shown.icon,
        title: t(`WalletBot.${provider}_title`),
        subtitle: t(`WalletBot.${provider}_subtitle`),
        onSelect: () => walletNavigation.openView({ name: view }),
      },
    ];
  });
}

/**
 * The payment methods of the deposit or withdraw tab (spec 2): fiat methods (a few, then
 * "more"), crypto and other (Steam-type), each group from whoever serves it.
 */
export function PaymentMethods({ side }: { side: TWalletSide }) {
  const { t, i18n } = useTranslation();
  const crypto = useCryptoMethods();
  const fiat = useFiatMethods();
  const balance = useBalance();
  const wide = useMediaQuery(TABLET_MEDIA_QUERY);
  const fiatDeposit = useOpenFiatDeposit();
  const { paymentCurrency } = usePaymentCurrency(balance.data?.total.currency.code);

  // The payment currency (the display currency until another is picked) picks the fiat
  // methods: wait for it unless it cannot be had.
  if (crypto.isPending || fiat.isPending || balance.isPending) return <MethodsSkeleton />;
  if (crypto.isError && fiat.isError) {
    return (
      <LoadErrorState
        testId="payment-methods-error"
        description={t('WalletDeposit.methods_error')}
        onRetry={() => void Promise.all([crypto.refetch(), fiat.refetch()])}
      />
    );
  }

  const cryptoButtons = (crypto.data?.items ?? []).map((method): TMethodButton => ({
    id: method.code,
    testId: `crypto-method-${method.code}`,
    icon: method.icon,
    title: method.name,
    subtitle: t('WalletDeposit.network', { network: method.network }),
    limit: t('WalletDeposit.min_amount', {
      amount: formatMethodAmount(
        side === 'deposit' ? method.minDepositAmount : method.minWithdrawAmount,
        method,
        i18n.language,
      ),
    }),
    badge:
      side === 'deposit' && method.depositBonusAvailable
        ? t('WalletDeposit.bonus_badge', { percent: depositBonusPercent(method.depositBonus) })
        : undefined,
    onSelect: () => openCryptoMethod(side, method),
  }));

  if (side === 'deposit' && env.features.telegramBuild) {
    cryptoButtons.push(...botPayButtons(crypto.data?.items ?? [], t));
  }

  const fiatMethods = fiatMethodsForTab(fiat.data?.items ?? [], {
    side,
    paymentCurrency,
    locale: i18n.language,
  });
  const manyCurrencies =
    new Set([...fiatMethods.fiat, ...fiatMethods.other].map((method) => method.currency.code))
      .size > 1;
  const fiatButton = (method: TFiatMethod): TMethodButton => ({
    id: method.id,
    testId: `fiat-method-${method.id}`,
    icon: method.icon,
    title: method.name,
    subtitle: manyCurrencies ? `${method.currency.code} · ${method.label}` : method.label,
    limit: t('WalletDeposit.min_amount', {
      amount: formatFiatAmount(
        fiatSideOf(method, side)?.minAmount ?? '0',
        method.currency,
        i18n.language,
      ),
    }),
    busy: fiatDeposit.checking === method.id,
    onSelect: () =>
      side === 'deposit'
        ? fiatDeposit.open(method)
        : walletNavigation.openView({ name: 'fiat-withdraw', methodId: method.id }),
  });

  const groups: TMethodGroup[] = [
    {
      id: 'fiat',
      title: t('WalletDeposit.groups.fiat'),
      icon: Landmark,
      methods: fiatMethods.fiat.map(fiatButton),
      collapseAfter: wide ? FIAT_BUTTONS_WIDE : FIAT_BUTTONS_NARROW,
      moreLabel: (hidden) => t('WalletFiat.more_methods', { count: hidden }),
    },
    {
      id: 'crypto',
      title: t('WalletDeposit.groups.crypto'),
      icon: Bitcoin,
      methods: cryptoButtons,
    },
    {
      id: 'other',
      title: t('WalletDeposit.groups.other'),
      icon: Gamepad2,
      methods: fiatMethods.other.map(fiatButton),
    },
  ];

  const failures = (
    <>
      {fiat.isError && (
        <PartialError
          testId="fiat-methods-error"
          message={t('WalletFiat.methods_error')}
          onRetry={() => void fiat.refetch()}
        />
      )}
      {crypto.isError && (
        <PartialError
          testId="crypto-methods-error"
          message={t('WalletDeposit.methods_error')}
          onRetry={() => void crypto.refetch()}
        />
      )}
    </>
  );

  if (groups.every((group) => group.methods.length === 0)) {
    return fiat.isError || crypto.isError ? (
      failures
    ) : (
      <PaymentMethodsEmpty
        description={t(
          side === 'deposit' ? 'Wallet.no_deposit_methods' : 'Wallet.no_withdraw_methods',
        )}
      />
    );
  }

  return (
    <div className="flex flex-col gap-5">
      {failures}
      <MethodGroups groups={groups} />
    </div>
  );
}
