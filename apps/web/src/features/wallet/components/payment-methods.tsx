import type { TCryptoMethod } from '@aurum/contracts/wallet';
import { Bitcoin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useCryptoMethods } from '../api/get-crypto-methods';
import { walletNavigation } from '../model/wallet-views';
import { depositBonusPercent, formatMethodAmount } from '../utils/crypto-method';
import type { TMethodButton } from './method-button';
import { MethodGroups } from './method-groups';
import { PaymentMethodsEmpty } from './payment-methods-empty';

type TSide = 'deposit' | 'withdraw';

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

/** Opens a crypto method: its deposit view, or its withdraw form (or why it cannot be used). */
function openCryptoMethod(side: TSide, method: TCryptoMethod) {
  const { code } = method;
  if (side === 'deposit') walletNavigation.openView({ name: 'crypto-deposit', code });
  else if (method.withdrawAllowed) walletNavigation.openView({ name: 'crypto-withdraw', code });
  else walletNavigation.openView({ name: 'withdraw-disabled', code });
}

/** The payment methods of the deposit or withdraw tab, grouped; fiat and other groups come next. */
export function PaymentMethods({ side }: { side: TSide }) {
  const { t, i18n } = useTranslation();
  const crypto = useCryptoMethods();

  if (crypto.isPending) return <MethodsSkeleton />;
  if (crypto.isError) {
    return (
      <LoadErrorState
        testId="payment-methods-error"
        description={t('WalletDeposit.methods_error')}
        onRetry={() => void crypto.refetch()}
      />
    );
  }

  const cryptoButtons = crypto.data.items.map((method): TMethodButton => ({
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

  if (cryptoButtons.length === 0) {
    return (
      <PaymentMethodsEmpty
        description={t(
          side === 'deposit' ? 'Wallet.no_deposit_methods' : 'Wallet.no_withdraw_methods',
        )}
      />
    );
  }

  return (
    <MethodGroups
      groups={[
        {
          id: 'crypto',
          title: t('WalletDeposit.groups.crypto'),
          icon: Bitcoin,
          methods: cryptoButtons,
        },
      ]}
    />
  );
}
