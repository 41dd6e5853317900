import type { TCryptoMethod } from '@aurum/contracts/wallet';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import { useDepositAddress } from '../../api/get-deposit-address';
import { serverErrorMessage } from '../../utils/show-server-error';
import { formatMethodAmount, methodCurrency, networkLabel } from '../../utils/crypto-method';
import { AddressField } from './address-field';
import { DepositQrCode } from './deposit-qr-code';

function AddressSkeleton() {
  return (
    <div
      aria-hidden
      data-testid="deposit-address-loading"
      className="flex flex-col items-center gap-4"
    >
      <Skeleton className="size-[208px] rounded-2xl" />
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-[58px] w-full rounded-xl" />
      <Skeleton className="h-4 w-48 self-start" />
    </div>
  );
}

/** Where to send a crypto deposit: QR code, address, memo, minimum and what to watch out for. */
export function DepositAddressPanel({ method }: { method: TCryptoMethod }) {
  const { t, i18n } = useTranslation();
  const address = useDepositAddress(method.code);

  if (address.isPending) return <AddressSkeleton />;
  if (address.isError) {
    const { error } = address;
    // A responsible-gaming refusal (a break, a used-up deposit limit) says why in its own words.
    const refusal = isApiError(error) && error.detail.startsWith('rg_');
    return (
      <LoadErrorState
        testId="deposit-address-error"
        description={
          refusal
            ? serverErrorMessage(error.detail, error.params, 'WalletDeposit.address_error')
            : t('WalletDeposit.address_error')
        }
        onRetry={() => void address.refetch()}
      />
    );
  }

  const { memo } = address.data;
  const currency = methodCurrency(method);
  const network = networkLabel(method);
  const minAmount = formatMethodAmount(address.data.minAmount, method, i18n.language);

  return (
    <div data-testid="deposit-address-panel" className="flex flex-col gap-4">
      <DepositQrCode
        address={address.data.address}
        title={t('WalletDeposit.qr_title', { name: method.name })}
      />
      <AddressField
        label={t('WalletDeposit.address_label', { name: method.name })}
        value={address.data.address}
        copyLabel={t('WalletDeposit.copy_address')}
        testId="deposit-address"
      />
      {memo && (
        <>
          <AddressField
            label={t('WalletDeposit.memo_label')}
            value={memo}
            copyLabel={t('WalletDeposit.copy_memo')}
            testId="deposit-memo"
          />
          <Alert tone="warning">{t('WalletDeposit.memo_warning')}</Alert>
        </>
      )}
      <div className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface-2 px-3.5 py-3 text-sm">
        <span className="text-muted">{t('WalletDeposit.min_deposit')}</span>
        <span data-testid="deposit-min-amount" className="font-bold text-fg tabular-nums">
          {minAmount}
        </span>
      </div>
      <Alert tone="warning" testId="deposit-warning">
        <p className="font-semibold">{t('WalletDeposit.send_only', { currency, network })}</p>
        <p className="mt-1 text-gold-200/80">
          {t('WalletDeposit.below_minimum', { amount: minAmount })}
        </p>
      </Alert>
      <p className="flex items-start gap-2 text-[13px] leading-snug text-muted">
        <Clock className="mt-px size-4 shrink-0 text-mint-400" />
        {t('WalletDeposit.confirmations')}
      </p>
    </div>
  );
}
