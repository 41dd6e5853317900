import { Eraser, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../model/format';
import { useStudio } from '../studio-context';

const actionButton =
  'flex h-9 flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-lg bg-surface-3 text-xs font-bold text-muted transition-colors hover:text-fg disabled:cursor-not-allowed disabled:opacity-50';

/** The chips on the table in total, with undo and clear (`{testIdPrefix}-total` etc.). */
export function BetTotals({
  total,
  canUndo,
  onUndo,
  onClear,
  testIdPrefix,
}: {
  total: bigint;
  canUndo: boolean;
  onUndo: () => void;
  onClear: () => void;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const { rounds, currency } = useStudio();
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-line bg-bg/50 p-3">
      <div className="flex items-center justify-between text-xs">
        <span className="font-semibold text-muted">{t('Studio.roulette.total_bet')}</span>
        <span data-testid={`${testIdPrefix}-total`} className="font-bold tabular-nums">
          {formatAmount(total, currency)} {currency.code}
        </span>
      </div>
      <div className="flex gap-1.5">
        <button
          type="button"
          className={actionButton}
          disabled={rounds.busy || !canUndo}
          onClick={onUndo}
          data-testid={`${testIdPrefix}-undo`}
        >
          <Undo2 className="size-3.5" /> {t('Studio.roulette.undo')}
        </button>
        <button
          type="button"
          className={actionButton}
          disabled={rounds.busy || total === 0n}
          onClick={onClear}
          data-testid={`${testIdPrefix}-clear`}
        >
          <Eraser className="size-3.5" /> {t('Studio.roulette.clear')}
        </button>
      </div>
    </div>
  );
}
