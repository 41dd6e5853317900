import type { TMoney } from '@aurum/contracts/money';
import { SportsbookErrorDetail, type TCashOutQuote } from '@aurum/contracts/sportsbook';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useCountdown } from '@/hooks/use-countdown';
import { isApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { useCashOut } from '../../api/cash-out';
import { useCashOutQuote } from '../../api/get-cash-out-quote';
import {
  CASH_OUT_PARTS,
  percentOf,
  stakeLeftAfter,
  WHOLE_BET,
  type TCashOutPart,
} from '../../utils/cash-out-part';

interface CashOutButtonProps {
  betId: string;
  /** The current offer for the whole open stake. */
  offer: TMoney;
  /** The stake still in play (what a part is a share of). */
  openStake: TMoney;
  formatMoney: (money: TMoney) => string;
}

/** The translation key of a failed quote or cash-out. */
function problemKey(error: unknown): string {
  if (!isApiError(error)) return 'Sportsbook.errors.unexpected_error';
  if (
    error.detail === SportsbookErrorDetail.cashOutUnavailable &&
    error.params.reason === 'suspended'
  )
    return 'Sportsbook.errors.cash_out_suspended';
  return `Sportsbook.errors.${error.detail}`;
}

/**
 * Cash-out of the whole bet or a share of its open stake, in two steps: choose the share and ask
 * for a signed quote, then take it before it expires. A partial cash-out leaves the rest in play.
 */
export function CashOutButton({ betId, offer, openStake, formatMoney }: CashOutButtonProps) {
  const { t } = useTranslation();
  const askQuote = useCashOutQuote();
  const takeQuote = useCashOut();
  const [part, setPart] = useState<TCashOutPart>(WHOLE_BET);
  const [quote, setQuote] = useState<TCashOutQuote | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const secondsLeft = useCountdown(quote ? Date.parse(quote.expiresAt) : null);
  const explain = (error: unknown) =>
    setProblem(t(problemKey(error), { defaultValue: t('Errors.unexpected_error') }));

  const choosePart = (next: TCashOutPart) => {
    setPart(next);
    // A quote is for one share: another share needs its own.
    setQuote(null);
    setProblem(null);
  };
  const ask = () => {
    setProblem(null);
    askQuote.mutate({ betId, part: Number(part) }, { onSuccess: setQuote, onError: explain });
  };
  const confirm = (current: TCashOutQuote) =>
    takeQuote.mutate(
      { betId, token: current.token },
      {
        onSuccess: (bet) => {
          setQuote(null);
          setPart(WHOLE_BET);
          const amount = formatMoney(current.amount);
          showToast({
            type: 'success',
            message:
              bet.status === 'open'
                ? t('Sportsbook.bets.cashed_out_part', {
                    amount,
                    stake: formatMoney(bet.openStake),
                  })
                : t('Sportsbook.bets.cashed_out', { amount }),
          });
        },
        onError: (error) => {
          setQuote(null);
          explain(error);
        },
      },
    );

  const live = quote && secondsLeft > 0 ? quote : null;
  const segments = CASH_OUT_PARTS.map((value) => ({
    value,
    label:
      value === WHOLE_BET
        ? t('Sportsbook.bets.cash_out_all')
        : t('Sportsbook.bets.cash_out_percent', { percent: percentOf(value) }),
  }));
  return (
    <div className="flex flex-col gap-1.5" data-testid="cash-out">
      <SegmentedControl
        label={t('Sportsbook.bets.cash_out_share')}
        value={part}
        onValueChange={choosePart}
        segments={segments}
        disabled={takeQuote.isPending}
        testId="cash-out-part"
      />
      {part !== WHOLE_BET && (
        <p className="text-xs text-muted" data-testid="cash-out-keeps">
          {t('Sportsbook.bets.cash_out_keeps', {
            amount: formatMoney(stakeLeftAfter(openStake, part)),
          })}
        </p>
      )}
      {live ? (
        <div className="flex gap-1.5">
          <Button
            variant="accent"
            size="sm"
            className="min-w-0 flex-1"
            disabled={takeQuote.isPending}
            onClick={() => confirm(live)}
            data-testid="cash-out-confirm"
          >
            {t('Sportsbook.bets.cash_out_confirm', {
              amount: formatMoney(live.amount),
              seconds: secondsLeft,
            })}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setQuote(null)}>
            {t('Shared.cancel')}
          </Button>
        </div>
      ) : (
        <Button
          variant="outline"
          size="sm"
          disabled={askQuote.isPending}
          onClick={ask}
          data-testid="cash-out-ask"
        >
          {quote
            ? t('Sportsbook.bets.cash_out_again')
            : part === WHOLE_BET
              ? t('Sportsbook.bets.cash_out', { amount: formatMoney(offer) })
              : t('Sportsbook.bets.cash_out_part', { percent: percentOf(part) })}
        </Button>
      )}
      {problem && (
        <p role="alert" className="text-xs text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}
