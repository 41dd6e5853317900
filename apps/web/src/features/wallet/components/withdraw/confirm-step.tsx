import type { TCryptoMethod } from '@aurum/contracts/wallet';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useWithdrawFee } from '../../api/get-withdraw-fee';
import type { TCryptoWithdrawDraft } from '../../model/withdraw-draft';
import { formatMethodAmount } from '../../utils/crypto-amount';
import { subtractDecimal } from '../../utils/decimal';
import { FlowStepLayout } from './flow-step-layout';
import { ConfirmActions } from './confirm-actions';

function Row({
  label,
  children,
  strong,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div className="flex items-start justify-between gap-4 py-2.5">
      <dt className={cn('shrink-0 text-sm', strong ? 'font-semibold text-fg' : 'text-muted')}>
        {label}
      </dt>
      <dd
        className={cn(
          'min-w-0 text-right text-sm tabular-nums',
          strong ? 'text-base font-bold' : 'font-medium text-fg',
        )}
      >
        {children}
      </dd>
    </div>
  );
}

interface ConfirmStepProps {
  draft: TCryptoWithdrawDraft;
  method: TCryptoMethod;
  busy: boolean;
  onConfirm: () => void;
  onEdit: () => void;
}

/** The withdrawal as it will be sent: amount, fee, what arrives, and where. */
export function ConfirmStep({ draft, method, busy, onConfirm, onEdit }: ConfirmStepProps) {
  const { t, i18n } = useTranslation();
  const fee = useWithdrawFee(method.code, draft.amount, true);
  const money = (value: string) => formatMethodAmount(value, method, i18n.language);
  const pending = <Skeleton className="ml-auto h-4 w-20" />;

  return (
    <FlowStepLayout
      icon={ShieldCheck}
      tone="gold"
      title={t('WalletWithdraw.confirm.title')}
      description={t('WalletWithdraw.confirm.description')}
      actions={
        <ConfirmActions
          testId="withdraw-confirm-submit"
          submitLabel={t('WalletWithdraw.confirm.submit')}
          editLabel={t('WalletWithdraw.confirm.edit')}
          busy={busy}
          onConfirm={onConfirm}
          onEdit={onEdit}
        />
      }
    >
      <dl className="divide-y divide-line/70 rounded-2xl border border-line bg-surface-2/70 px-4">
        <Row label={t('WalletWithdraw.confirm.method')}>
          {method.name} · {method.network}
        </Row>
        <Row label={t('WalletWithdraw.confirm.amount')}>
          <span data-testid="withdraw-confirm-amount">{money(draft.amount)}</span>
        </Row>
        <Row label={t('WalletWithdraw.confirm.fee')}>
          {fee.data ? (
            <span data-testid="withdraw-confirm-fee">{money(fee.data.fee)}</span>
          ) : (
            pending
          )}
        </Row>
        <Row label={t('WalletWithdraw.confirm.receive')} strong>
          {fee.data ? (
            <span data-testid="withdraw-confirm-receive" className="text-gold-gradient">
              {money(subtractDecimal(draft.amount, fee.data.fee))}
            </span>
          ) : (
            pending
          )}
        </Row>
        {draft.provider ? (
          <Row label={t('WalletWithdraw.confirm.destination')}>
            <span data-testid="withdraw-confirm-provider">
              {t('WalletWithdraw.confirm.to_bot', {
                name: t(`WalletBot.${draft.provider}_title`),
              })}
            </span>
          </Row>
        ) : (
          <div className="flex flex-col gap-1.5 py-2.5">
            <dt className="text-sm text-muted">{t('WalletWithdraw.confirm.address')}</dt>
            <dd
              data-testid="withdraw-confirm-address"
              className="rounded-lg bg-surface-3/60 px-2.5 py-2 font-mono text-[13px] leading-snug break-all text-fg"
            >
              {draft.address}
            </dd>
          </div>
        )}
        {draft.memo && (
          <Row label={t('WalletWithdraw.confirm.memo')}>
            <span className="font-mono text-[13px] break-all">{draft.memo}</span>
          </Row>
        )}
      </dl>
      <p className="mt-3 text-center text-xs leading-snug text-subtle">
        {t('WalletWithdraw.confirm.cancel_window')}
      </p>
    </FlowStepLayout>
  );
}
