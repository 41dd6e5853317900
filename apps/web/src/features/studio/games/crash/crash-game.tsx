import type { TCrashState } from '@aurum/contracts/crash';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCashOutCrash } from '../../api/cash-out-crash';
import { getCrashStateQueryOptions, useCrashState } from '../../api/get-crash-state';
import { getSessionQueryOptions } from '../../api/get-session';
import { usePlaceCrashBet } from '../../api/place-crash-bet';
import { BetField } from '../../components/bet-field';
import { GameLayout } from '../../components/game-layout';
import { PlayButton } from '../../components/play-button';
import { StatInput } from '../../components/stat-input';
import { useStudio } from '../../components/studio-context';
import { clampCrashTarget, CRASH_DEFAULT_TARGET } from '../../model/crash';
import { studioErrorMessage } from '../../model/error-message';
import { formatAmount, formatHundredths } from '../../model/format';
import { CrashFlight } from './crash-flight';
import { CrashHistory } from './crash-history';
import { CrashPlayers } from './crash-players';
import { useCrashFeed } from './use-crash-feed';
import { useFlightClock } from './use-flight-clock';

const DEFAULT_BETTING_MS = 6000;

/** Crash: one round for every player, live; bet while the countdown runs, cash out in flight. */
export function CrashGame() {
  const { t } = useTranslation();
  const { session, bet, currency } = useStudio();
  const queryClient = useQueryClient();
  const sessionId = session.sessionId;
  const state = useCrashState(sessionId);
  const feed = useCrashFeed(sessionId, state.data?.serverTime);
  const round = state.data?.round ?? null;
  const clock = useFlightClock(round, feed.offset);
  const placeBet = usePlaceCrashBet();
  const cashOut = useCashOutCrash();
  const [auto, setAuto] = useState<number | null>(CRASH_DEFAULT_TARGET);
  const [error, setError] = useState<string | null>(null);

  const myBet = state.data?.myBet ?? null;
  const mine = myBet && myBet.roundId === round?.id ? myBet : null;
  const balance = state.data?.balance;

  // The frame's balance follows the crash state's (wins paid while nobody asked, too).
  useEffect(() => {
    if (balance === undefined) return;
    queryClient.setQueryData(getSessionQueryOptions(sessionId).queryKey, (previous) =>
      previous ? { ...previous, balance } : previous,
    );
  }, [balance, queryClient, sessionId]);

  // My automatic cash-out or the crash settled my bet: read the balance again.
  const myStatus = mine?.status;
  useEffect(() => {
    if (myStatus === 'cashed' || myStatus === 'lost')
      void queryClient.invalidateQueries({
        queryKey: getCrashStateQueryOptions(sessionId).queryKey,
      });
  }, [myStatus, queryClient, sessionId]);

  const keep = (answer: { bet: NonNullable<TCrashState['myBet']>; balance: string }) => {
    setError(null);
    queryClient.setQueryData<TCrashState>(
      getCrashStateQueryOptions(sessionId).queryKey,
      (previous) =>
        previous
          ? {
              ...previous,
              balance: answer.balance,
              myBet: answer.bet,
              bets: [...previous.bets.filter((entry) => entry.id !== answer.bet.id), answer.bet],
            }
          : previous,
    );
  };

  const answered = {
    onSuccess: keep,
    onError: (failure: unknown) => setError(studioErrorMessage(t, failure)),
  };
  const onBet = () => {
    if (bet.minor === null || bet.problem) return;
    const autoCashout = auto === null ? {} : { autoCashout: auto };
    placeBet.mutate({ sessionId, bet: bet.minor, ...autoCashout }, answered);
  };
  const onCashOut = () => cashOut.mutate({ sessionId }, answered);

  if (state.isPending) {
    return (
      <div
        data-testid="crash-loading"
        className="flex h-full items-center justify-center text-muted"
      >
        <LoaderCircle className="size-8 animate-spin" />
      </div>
    );
  }
  if (state.isError) {
    return (
      <div
        data-testid="crash-error"
        className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center"
      >
        <WifiOff className="size-8 text-muted" />
        <p className="text-sm text-muted">{studioErrorMessage(t, state.error)}</p>
        <button
          type="button"
          onClick={() => void state.refetch()}
          className="h-10 cursor-pointer rounded-xl bg-surface-3 px-4 text-sm font-bold text-fg hover:brightness-125"
        >
          {t('Studio.retry')}
        </button>
      </div>
    );
  }

  const running = round?.status === 'running';
  const canCashOut = running && mine?.status === 'placed';
  const canBet = round?.status === 'betting' && clock.untilStart > 0 && !mine;
  const payoutNow = mine ? (BigInt(mine.bet) * BigInt(clock.multiplier)) / 100n : 0n;
  const action = canCashOut ? (
    <PlayButton
      variant="cashout"
      testId="crash-cashout"
      label={t('Studio.crash.cash_out', {
        amount: formatAmount(payoutNow, currency),
        currency: currency.code,
      })}
      onClick={onCashOut}
      disabled={cashOut.isPending}
      pending={cashOut.isPending}
    />
  ) : (
    <PlayButton
      testId="crash-bet"
      label={
        mine?.status === 'placed'
          ? t('Studio.crash.bet_placed')
          : canBet
            ? t('Studio.crash.bet')
            : t('Studio.crash.wait_next')
      }
      onClick={onBet}
      disabled={!canBet || placeBet.isPending || bet.minor === null || bet.problem !== null}
      pending={placeBet.isPending}
    />
  );

  return (
    <GameLayout
      stageClassName="h-[340px] sm:h-[420px]"
      stageAside={<CrashHistory history={state.data.history} chain={state.data.chain} />}
      panel={
        <>
          <BetField disabled={!canBet} />
          <StatInput
            label={t('Studio.crash.auto_cashout')}
            value={auto === null ? '' : formatHundredths(auto)}
            suffix="×"
            disabled={!canBet}
            testId="crash-auto"
            onCommit={(text) => {
              const value = Number.parseFloat(text.replace(/,/g, ''));
              setAuto(
                text.trim() === '' || !Number.isFinite(value)
                  ? null
                  : clampCrashTarget(value * 100),
              );
            }}
          />
          {action}
          {error && (
            <p
              data-testid="crash-error-message"
              role="alert"
              className="text-xs font-semibold text-[#ff8da0]"
            >
              {error}
            </p>
          )}
          {feed.status === 'reconnecting' || feed.status === 'offline' ? (
            <p className="flex items-center gap-1.5 text-xs text-subtle">
              <WifiOff className="size-3.5" />
              {t('Studio.crash.reconnecting')}
            </p>
          ) : null}
          <CrashPlayers bets={state.data.bets} currency={currency} myBetId={mine?.id ?? null} />
        </>
      }
      stage={
        <CrashFlight
          round={round}
          clock={clock}
          bettingMs={Math.max(DEFAULT_BETTING_MS, clock.untilStart)}
          cashedAt={mine?.status === 'cashed' ? mine.cashout : null}
        />
      }
    />
  );
}
