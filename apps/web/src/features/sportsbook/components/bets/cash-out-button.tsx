import type { TMoney } from '@aurum/contracts/money';
import type { TCashOutQuote } from '@aurum/contracts/sportsbook';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCountdown } from '@/hooks/use-countdown';
import { isApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { useCashOut } from '../../api/cash-out';
import { useCashOutQuote } from '../../api/get-cash-out-quote';

interface CashOutButtonProps {
  betId: string;
  offer: TMoney;
  formatMoney: (money: TMoney) => string;
}

/** Cash-out in two steps: ask for a signed quote, then take it before it expires. */
export function CashOutButton({ betId, offer, formatMoney }: CashOutButtonProps) {
  const { t } = useTranslation();
  const askQuote = useCashOutQuote();
  const takeQuote = useCashOut();
  const [quote, setQuote] = useState<TCashOutQuote | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const secondsLeft = useCountdown(quote ? Date.parse(quote.expiresAt) : null);
  const explain = (error: unknown) =>
    setProblem(
      t(`Sportsbook.errors.${isApiError(error) ? error.detail : 'unexpected_error'}`, {
        defaultValue: t('Errors.unexpected_error'),
      }),
    );

  const ask = () => {
    setProblem(null);
    askQuote.mutate(betId, { onSuccess: setQuote, onError: explain });
  };
  const confirm = (current: TCashOutQuote) =>
    takeQuote.mutate(
      { betId, token: current.token },
      {
        onSuccess: () => {
          setQuote(null);
          showToast({
            type: 'success',
            message: t('Sportsbook.bets.cashed_out', { amount: formatMoney(current.amount) }),
          });
        },
        onError: (error) => {
          setQuote(null);
          explain(error);
        },
      },
    );

  const live = quote && secondsLeft > 0 ? quote : null;
  return (
    <div className="flex flex-col gap-1.5" data-testid="cash-out">
      {live ? (
        <div className="flex gap-1.5">
          <Button
            variant="accent"
            size="sm"
            className="flex-1"
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
            : t('Sportsbook.bets.cash_out', { amount: formatMoney(offer) })}
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
