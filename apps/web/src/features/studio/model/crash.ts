import type { TCrashEvent, TCrashState } from '@aurum/contracts/crash';
import { CRASH_MAX_TARGET, CRASH_MIN_TARGET, crashMultiplierAt } from '@aurum/games';

export const CRASH_DEFAULT_TARGET = 200;

/** A target typed in × (e.g. "2.5") as hundredths within the allowed range. */
export function clampCrashTarget(hundredths: number): number {
  return Math.min(CRASH_MAX_TARGET, Math.max(CRASH_MIN_TARGET, Math.round(hundredths)));
}

/** Server time minus local time, from an ISO instant the server sent just now. */
export function clockOffset(serverTime: string, localNow: number): number {
  return new Date(serverTime).getTime() - localNow;
}

/** The multiplier the server reads now, from the round's start and the local clock's offset. */
export function flightMultiplier(startedAt: string, localNow: number, offset: number): number {
  return crashMultiplierAt(localNow + offset - new Date(startedAt).getTime());
}

/** Whole seconds (rounded up) until the betting ends, never below 0. */
export function secondsLeft(bettingEndsAt: string, localNow: number, offset: number): number {
  return Math.max(0, Math.ceil((new Date(bettingEndsAt).getTime() - localNow - offset) / 1000));
}

const HISTORY = 20;

/** The state after one realtime event: a new round, a bet, a cash-out (ticks only time). */
export function applyCrashEvent(state: TCrashState, event: TCrashEvent): TCrashState {
  switch (event.type) {
    case 'round': {
      const { round } = event;
      const sameRound = state.round?.id === round.id;
      const crashedNow = round.status === 'crashed' && round.crashPoint !== null && round.hash;
      const history =
        crashedNow && !state.history.some((item) => item.index === round.index)
          ? [
              { index: round.index, crashPoint: round.crashPoint ?? 100, hash: round.hash ?? '' },
              ...state.history,
            ].slice(0, HISTORY)
          : state.history;
      const settle = (status: 'placed' | 'cashed' | 'lost') =>
        round.status === 'crashed' && status === 'placed' ? 'lost' : status;
      return {
        ...state,
        round,
        history,
        bets: sameRound ? state.bets.map((bet) => ({ ...bet, status: settle(bet.status) })) : [],
        myBet:
          sameRound && state.myBet ? { ...state.myBet, status: settle(state.myBet.status) } : null,
      };
    }
    case 'bet':
    case 'cashout': {
      if (state.round?.id !== event.roundId) return state;
      const others = state.bets.filter((bet) => bet.id !== event.bet.id);
      const bets = [...others, event.bet].sort((a, b) => Number(BigInt(b.bet) - BigInt(a.bet)));
      const myBet =
        state.myBet?.id === event.bet.id ? { ...state.myBet, ...event.bet } : state.myBet;
      return { ...state, bets, myBet };
    }
    case 'tick':
      return state;
  }
}
