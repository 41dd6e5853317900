import type { TUserBonus } from '@aurum/contracts/bonuses';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useBonusFormat } from '../hooks/use-bonus-format';

/** Ended grants, newest first: how each ended and what it left the player. */
export function BonusHistory({ bonuses }: { bonuses: TUserBonus[] }) {
  const { t } = useTranslation();
  const { money, dateTime } = useBonusFormat();
  if (bonuses.length === 0) return null;
  return (
    <Card icon={History} title={t('Bonuses.history_title')}>
      <ul className="flex flex-col divide-y divide-line/70">
        {bonuses.map((bonus) => (
          <li
            key={bonus.id}
            data-testid="bonus-history-item"
            className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
          >
            <div className="min-w-0">
              <p className="truncate font-semibold text-fg">{bonus.title}</p>
              <p className="text-xs text-muted">
                {bonus.endedAt ? dateTime(bonus.endedAt) : dateTime(bonus.createdAt)}
                {bonus.endReason &&
                  ` · ${t(`Bonuses.end_reasons.${bonus.endReason}`, { defaultValue: bonus.endReason })}`}
              </p>
            </div>
            <div className="flex items-center gap-3 sm:justify-end">
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-[11px] font-semibold',
                  bonus.status === 'completed'
                    ? 'bg-mint-500/15 text-mint-300'
                    : 'bg-surface-3 text-muted',
                )}
              >
                {t(`Bonuses.status.${bonus.status}`)}
              </span>
              <span
                data-testid="bonus-history-result"
                className="text-sm font-semibold text-fg tabular-nums"
              >
                {bonus.convertedAmount && BigInt(bonus.convertedAmount.value) > 0n
                  ? t('Bonuses.converted', { amount: money(bonus.convertedAmount) })
                  : t('Bonuses.written_off')}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
