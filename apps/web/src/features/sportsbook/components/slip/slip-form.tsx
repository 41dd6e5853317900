import { Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useAuthGate } from '@/lib/auth-gate';
import { betSlip, useBetSlip } from '../../hooks/use-bet-slip';
import { legKey, usePlaceSlip } from '../../hooks/use-place-slip';
import { hasOddsChanges, slipProblem } from '../../utils/bet-slip';
import { parseStake } from '../../utils/payout';
import { STAKE_PRECISION } from '../../utils/slip-totals';
import { SlipKindTabs } from './slip-kind-tabs';
import { SlipLeg } from './slip-leg';
import { SlipStake } from './slip-stake';
import { SlipSummary } from './slip-summary';

/** The slip: kind, legs, stake, policy and payout, and the button that places it. */
export function SlipForm() {
  const { t } = useTranslation();
  const { requireAuth } = useAuthGate();
  const slip = useBetSlip();
  const { place, placing, messages } = usePlaceSlip();

  if (slip.selections.length === 0)
    return (
      <EmptyState
        icon={Ticket}
        size="compact"
        title={t('Sportsbook.slip.empty_title')}
        description={t('Sportsbook.slip.empty_description')}
        testId="slip-empty"
      />
    );

  const problem = slipProblem(slip);
  const changed = hasOddsChanges(slip);
  const stakeOk = (parseStake(slip.stake, STAKE_PRECISION) ?? 0n) > 0n;
  return (
    <div className="flex flex-col gap-3" data-testid="slip-form">
      <SlipKindTabs slip={slip} />
      {slip.refusal && (
        <p
          role="alert"
          className="rounded-lg bg-danger/10 px-3 py-2 text-xs text-danger"
          data-testid="slip-refusal"
        >
          {t(`Sportsbook.slip.refused.${slip.refusal}`)}
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {slip.selections.map((selection) => (
          <SlipLeg
            key={legKey(selection)}
            selection={selection}
            error={messages.legs[legKey(selection)]}
          />
        ))}
      </ul>
      <button
        type="button"
        onClick={betSlip.clear}
        className="self-end cursor-pointer text-xs text-muted hover:text-fg"
      >
        {t('Sportsbook.slip.clear')}
      </button>
      <SlipStake stake={slip.stake} perBet={slip.kind === 'single'} limits={messages.limits} />
      <SlipSummary slip={slip} />
      {messages.slip && (
        <p role="alert" className="text-xs text-danger" data-testid="slip-error">
          {messages.slip}
        </p>
      )}
      {problem && problem !== 'locked_legs' && (
        <p className="text-xs text-muted" data-testid="slip-problem">
          {t(`Sportsbook.slip.problems.${problem}`)}
        </p>
      )}
      {changed ? (
        <Button
          variant="accent"
          size="lg"
          onClick={betSlip.acceptOddsChanges}
          data-testid="slip-accept-odds"
        >
          {t('Sportsbook.slip.accept_odds')}
        </Button>
      ) : (
        <Button
          variant="primary"
          size="lg"
          data-testid="slip-place"
          disabled={placing || problem !== null || !stakeOk}
          onClick={() => requireAuth(() => void place(slip))}
        >
          {placing
            ? t('Sportsbook.slip.placing')
            : t('Sportsbook.slip.place', {
                count: slip.kind === 'single' ? slip.selections.length : 1,
              })}
        </Button>
      )}
    </div>
  );
}
