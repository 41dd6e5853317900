import { ACCOUNT_CURRENCY } from '@aurum/contracts/money';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { betSlip } from '../../hooks/use-bet-slip';
import { parseStake } from '../../utils/payout';
import { STAKE_PRECISION } from '../../utils/slip-totals';

const PRESETS = ['5', '10', '25', '50', '100'] as const;

interface SlipStakeProps {
  stake: string;
  perBet: boolean;
  limits: { min?: string; max?: string };
}

/** The stake field (in the account currency), its quick amounts, and the limits the server named. */
export function SlipStake({ stake, perBet, limits }: SlipStakeProps) {
  const { t } = useTranslation();
  const invalid = stake !== '' && parseStake(stake, STAKE_PRECISION) === null;
  const label = t(perBet ? 'Sportsbook.slip.stake_per_bet' : 'Sportsbook.slip.stake');
  return (
    <div className="flex flex-col gap-2">
      <label className="flex flex-col gap-1 text-xs text-muted">
        {`${label}, ${ACCOUNT_CURRENCY}`}
        <Input
          inputMode="decimal"
          value={stake}
          aria-invalid={invalid || undefined}
          data-testid="slip-stake"
          placeholder="0.00"
          onChange={(change) => betSlip.setStake(change.target.value)}
        />
      </label>
      {invalid && <p className="text-xs text-danger">{t('Sportsbook.slip.stake_invalid')}</p>}
      <div className="flex gap-1.5">
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            onClick={() => betSlip.setStake(preset)}
            className={cn(
              'h-8 flex-1 cursor-pointer rounded-lg border text-xs font-semibold transition-colors',
              stake === preset
                ? 'border-gold-400 text-gold-200'
                : 'border-line text-muted hover:text-fg',
            )}
          >
            {preset}
          </button>
        ))}
      </div>
      {(limits.min ?? limits.max) && (
        <p className="text-xs text-subtle" data-testid="slip-limits">
          {[
            limits.min && t('Sportsbook.slip.min_stake', { amount: limits.min }),
            limits.max && t('Sportsbook.slip.max_stake', { amount: limits.max }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
    </div>
  );
}
