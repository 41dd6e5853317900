import type { TFiatMethod } from '@aurum/contracts/wallet';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { TFiatWithdrawDraft } from '../../model/fiat-withdraw-draft';
import { formatFiatAmount, type TFiatSide } from '../../utils/fiat-method';
import { fiatWithdrawFigures } from '../../utils/fiat-withdraw-figures';
import { NAME_FIELD_KINDS } from '../../utils/fiat-withdraw-method';
import type { TPaymentFieldKind } from '../../utils/payment-fields';
import { FlowStepLayout } from '../withdraw/flow-step-layout';
import { ConfirmActions } from '../withdraw/confirm-actions';

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
          'min-w-0 text-right text-sm break-words tabular-nums',
          strong ? 'text-base font-bold' : 'font-medium text-fg',
        )}
      >
        {children}
      </dd>
    </div>
  );
}

const MONO_KINDS = new Set<TPaymentFieldKind>([
  'card',
  'account_number_online_banking_ph',
  'person_id',
  'phone',
]);

interface FiatConfirmStepProps {
  draft: TFiatWithdrawDraft;
  method: TFiatMethod;
  side: TFiatSide;
  busy: boolean;
  onConfirm: () => void;
  onEdit: () => void;
}

/** The fiat withdrawal as it will be sent: where to, the amount, its fee and what is debited. */
export function FiatConfirmStep({
  draft,
  method,
  side,
  busy,
  onConfirm,
  onEdit,
}: FiatConfirmStepProps) {
  const { t, i18n } = useTranslation();
  const money = (value: string) => formatFiatAmount(value, method.currency, i18n.language);
  const figures = fiatWithdrawFigures(side.levels, draft.amount, method.currency.precision);
  const bank = side.subbanks.find((subbank) => subbank.id === draft.subbankId);
  // The name stands for the full-name fields it filled.
  const details = Object.entries(draft.details).filter(
    ([kind]) => kind === 'name' || !NAME_FIELD_KINDS.has(kind as TPaymentFieldKind),
  ) as [TPaymentFieldKind, string][];

  return (
    <FlowStepLayout
      icon={ShieldCheck}
      tone="gold"
      title={t('WalletFiatWithdraw.confirm.title')}
      description={t('WalletFiatWithdraw.confirm.description')}
      actions={
        <ConfirmActions
          testId="fiat-withdraw-confirm-submit"
          submitLabel={t('WalletFiatWithdraw.confirm.submit')}
          editLabel={t('WalletFiatWithdraw.confirm.edit')}
          busy={busy}
          onConfirm={onConfirm}
          onEdit={onEdit}
        />
      }
    >
      <dl className="divide-y divide-line/70 rounded-2xl border border-line bg-surface-2/70 px-4">
        <Row label={t('WalletFiatWithdraw.confirm.method')}>{method.name}</Row>
        {bank && <Row label={t('WalletFiatWithdraw.bank')}>{bank.name}</Row>}
        {details.map(([kind, value]) => (
          <Row
            key={kind}
            label={kind === 'name' ? t('WalletFiatWithdraw.name') : t(`WalletFiat.fields.${kind}`)}
          >
            <span
              data-testid={`fiat-withdraw-confirm-${kind}`}
              className={cn(MONO_KINDS.has(kind) && 'font-mono text-[13px]')}
            >
              {value}
            </span>
          </Row>
        ))}
        <Row label={t('WalletFiatWithdraw.receive')}>
          <span data-testid="fiat-withdraw-confirm-amount">{money(figures.receive)}</span>
        </Row>
        <Row
          label={
            figures.percent
              ? t('WalletFiatWithdraw.fee_percent', {
                  percent: new Intl.NumberFormat(i18n.language, {
                    maximumFractionDigits: 2,
                  }).format(figures.percent),
                })
              : t('WalletFiatWithdraw.fee')
          }
        >
          <span data-testid="fiat-withdraw-confirm-fee">{money(figures.fee)}</span>
        </Row>
        <Row label={t('WalletFiatWithdraw.total')} strong>
          <span data-testid="fiat-withdraw-confirm-total" className="text-gold-gradient">
            {money(figures.total)}
          </span>
        </Row>
      </dl>
      <p className="mt-3 text-center text-xs leading-snug text-subtle">
        {t('WalletFiatWithdraw.confirm.cancel_window')}
      </p>
    </FlowStepLayout>
  );
}
