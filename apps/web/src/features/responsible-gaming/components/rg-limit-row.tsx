import type { TRgLimit } from '@aurum/contracts/responsible-gaming';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { showToast } from '@/lib/toast';
import { useUpdateResponsibleGaming } from '../api/update-responsible-gaming';
import { rgErrorMessage } from '../utils/rg-error';
import { usd } from '../utils/usd';

/** One limit: its use this period as a bar, and a waiting raise or removal with its buttons. */
export function RgLimitRow({ limit }: { limit: TRgLimit }) {
  const { t, i18n } = useTranslation();
  const confirm = useUpdateResponsibleGaming('confirmLimit');
  const cancel = useUpdateResponsibleGaming('cancelLimit');
  const ref = { kind: limit.kind, period: limit.period };
  const amount = Number(limit.amount.value);
  const percent = amount > 0 ? (Number(limit.used.value) / amount) * 100 : 0;
  const label = t('ResponsibleGaming.limit_title', {
    kind: t(`ResponsibleGaming.kinds.${limit.kind}`),
    period: t(`ResponsibleGaming.per.${limit.period}`),
  });
  const onError = (error: unknown) =>
    showToast({ type: 'error', message: rgErrorMessage(t, error) });
  const pending = limit.pending;
  const after = pending && new Date(pending.after).toLocaleString(i18n.language);

  return (
    <li
      className="flex flex-col gap-2 rounded-xl border border-line bg-surface-2 p-3"
      data-testid={`rg-limit-${limit.kind}-${limit.period}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="text-sm font-semibold text-fg">{label}</span>
        <span className="text-sm font-bold text-fg tabular-nums">
          {usd(limit.amount, i18n.language)}
        </span>
      </div>
      <ProgressBar percent={percent} label={label} />
      <div className="flex flex-wrap justify-between gap-x-3 text-xs text-muted tabular-nums">
        <span>{t('ResponsibleGaming.used', { amount: usd(limit.used, i18n.language) })}</span>
        <span>
          {t('ResponsibleGaming.remaining', { amount: usd(limit.remaining, i18n.language) })}
        </span>
      </div>
      {pending && (
        <div className="flex flex-col gap-2 rounded-lg bg-surface-3 p-2.5 text-xs text-muted sm:flex-row sm:items-center sm:justify-between">
          <span data-testid="rg-pending">
            {pending.amount
              ? t('ResponsibleGaming.pending_raise', {
                  amount: usd(pending.amount, i18n.language),
                  after,
                })
              : t('ResponsibleGaming.pending_removal', { after })}
          </span>
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="primary"
              disabled={!pending.confirmable || confirm.isPending}
              onClick={() => confirm.mutate(ref, { onError })}
            >
              {t('ResponsibleGaming.confirm')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(ref, { onError })}
            >
              {t('ResponsibleGaming.cancel_change')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
