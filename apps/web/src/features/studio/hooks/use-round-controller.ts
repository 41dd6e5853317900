import type {
  TStudioAction,
  TStudioFreeRound,
  TStudioRound,
  TStudioSession,
} from '@aurum/contracts/studio';
import { StudioErrorDetail } from '@aurum/contracts/studio';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { useActRound } from '../api/act-round';
import { getSessionQueryOptions } from '../api/get-session';
import { usePlayRound } from '../api/play-round';
import { detailOf, isSessionGone, studioErrorMessage } from '../model/error-message';
import { formatMultiplier } from '../model/format';

/** A settled round as the result banner and the recent-results strip show it. */
export interface TRoundResult {
  roundId: string;
  nonce: number;
  bet: bigint;
  payout: bigint;
  multiplier: number;
  /** What the recent-results strip shows: the game's own result (a roll, a crash point). */
  label: string;
}

/** If a game never reports its animation finished, the round settles anyway after this. */
const SETTLE_WATCHDOG_MS = 9_000;
const RECENT_LIMIT = 16;

const playable = (free: TStudioFreeRound) => free.status === 'active' && free.remaining > 0;

const toResult = (round: TStudioRound, label?: string): TRoundResult => ({
  label: label ?? formatMultiplier(round.multiplier),
  roundId: round.id,
  nonce: round.nonce,
  bet: BigInt(round.bet),
  payout: BigInt(round.payout),
  multiplier: round.multiplier,
});

/**
 * Plays rounds for one session: places bets and steps, keeps the session's balance, next nonce
 * and open round current, holds a win back until the game has shown it, and reports failures.
 */
export function useRoundController(session: TStudioSession) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sessionKey = getSessionQueryOptions(session.sessionId).queryKey;
  const playRound = usePlayRound();
  const actRound = useActRound();
  const [busy, setBusy] = useState(false);
  /** The balance shown while a round animates: the bet is gone, the win not yet shown. */
  const [heldBalance, setHeldBalance] = useState<bigint | null>(null);
  const [result, setResult] = useState<TRoundResult | null>(null);
  const [recent, setRecent] = useState<TRoundResult[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [fatal, setFatal] = useState<unknown>(null);
  /** Free spins that just ended: what their winnings became. */
  const [freeSpinsDone, setFreeSpinsDone] = useState<TStudioFreeRound | null>(null);
  const freeRound = session.freeRounds.find(playable) ?? null;
  const animating = useRef<{ roundId: string; watchdog: number } | null>(null);
  /** A call on its way: a double click never sends a second bet or step. */
  const calling = useRef(false);

  useEffect(() => () => window.clearTimeout(animating.current?.watchdog), []);

  function settle(round: TStudioRound, label?: string) {
    const current = animating.current;
    if (current?.roundId !== round.id) return;
    window.clearTimeout(current.watchdog);
    animating.current = null;
    const entry = toResult(round, label);
    setHeldBalance(null);
    setBusy(false);
    setResult(entry);
    setRecent((previous) => [entry, ...previous].slice(0, RECENT_LIMIT));
  }

  function accept(round: TStudioRound, balance: bigint, free?: TStudioFreeRound) {
    if (free && !playable(free)) setFreeSpinsDone(free);
    queryClient.setQueryData(sessionKey, (previous) =>
      previous
        ? {
            ...previous,
            freeRounds: free
              ? previous.freeRounds.flatMap((entry) =>
                  entry.id !== free.id ? [entry] : playable(free) ? [free] : [],
                )
              : previous.freeRounds,
            balance: balance.toString(),
            fairness: {
              ...previous.fairness,
              serverSeedHash: round.serverSeedHash,
              clientSeed: round.clientSeed,
              nonce: Math.max(previous.fairness.nonce, round.nonce + 1),
            },
            openRound: round.status === 'open' ? round : null,
          }
        : previous,
    );
    if (round.status === 'open') {
      setBusy(false);
      return;
    }
    setHeldBalance(balance - BigInt(round.payout));
    animating.current = {
      roundId: round.id,
      watchdog: window.setTimeout(() => settle(round), SETTLE_WATCHDOG_MS),
    };
  }

  function fail(error: unknown) {
    setBusy(false);
    if (isSessionGone(error)) {
      setFatal(error);
      return;
    }
    // A refusal for funds says what the balance is: show that, not what this page thought.
    const reported = isApiError(error) ? error.params.balance : undefined;
    if (typeof reported === 'string' && /^\d+$/.test(reported)) {
      queryClient.setQueryData(sessionKey, (previous) =>
        previous ? { ...previous, balance: reported } : previous,
      );
    }
    const message = studioErrorMessage(t, error);
    setNotice(message);
    showToast({
      type: 'error',
      title: t('Studio.errors.title'),
      message,
      errorKey: detailOf(error),
    });
    // The studio may know better than this page (a round left open, a bet that did go through).
    const unsure = !isApiError(error) || error.status === 0 || error.status >= 500;
    if (unsure || detailOf(error) === StudioErrorDetail.roundInProgress) {
      void queryClient.invalidateQueries({ queryKey: sessionKey });
    }
  }

  async function run(
    call: () => Promise<{ round: TStudioRound; balance: string; freeRound?: TStudioFreeRound }>,
  ) {
    if (busy || calling.current) return null;
    calling.current = true;
    setBusy(true);
    setNotice(null);
    setFreeSpinsDone(null);
    try {
      const { round, balance, freeRound: free } = await call();
      accept(round, BigInt(balance), free);
      return round;
    } catch (error) {
      fail(error);
      return null;
    } finally {
      calling.current = false;
    }
  }

  return {
    busy,
    balance: heldBalance ?? BigInt(session.balance),
    result,
    recent,
    notice,
    fatal,
    showNotice: setNotice,
    /** The free spins the next play uses (at their own stake), if the player has any here. */
    freeRound,
    freeSpinsDone,
    /**
     * Places a bet (a free spin while the player has one here); resolves to the round (the game
     * then animates it and calls `settle`).
     */
    play: (bet: bigint, params: Record<string, unknown>) =>
      run(() =>
        playRound.mutateAsync({
          sessionId: session.sessionId,
          bet: freeRound ? BigInt(freeRound.stake) : bet,
          params,
          ...(freeRound ? { freeRoundId: freeRound.id } : {}),
        }),
      ),
    /** One step of an open round; a step that closes it must be settled like a play. */
    act: (roundId: string, action: TStudioAction) =>
      run(() => actRound.mutateAsync({ sessionId: session.sessionId, roundId, action })),
    settle,
  };
}

export type TRoundController = ReturnType<typeof useRoundController>;
