import { createHmac, timingSafeEqual } from 'node:crypto';
import { toMoney } from '@aurum/contracts/money';
import { SportsbookErrorDetail as Detail, type TCashOutQuote } from '@aurum/contracts/sportsbook';
import { cashOutValue, potentialPayout, type CashOutOffer } from '@aurum/sportsbook';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { housePostings, readSplit, type TBetsDeps } from './bets-deps';
import { createBetsRepo, type TBetRow } from './bets.repo';
import { storedFactor } from './leg-decisions';
import { isOpenSelection } from './slip-rules';

const unavailable = (params?: Record<string, unknown>) =>
  AppError.conflict(Detail.cashOutUnavailable, params);

/**
 * Cash-out: a quote is the offer for a share of an open bet at its current version, signed
 * (HMAC) and valid for seconds. Taking it is one compare-and-set of the bet from open at that
 * version, under the player's money lock, with the offer re-priced from selections read FOR
 * SHARE and never below the quote: a settlement or another cash-out that moved the bet first
 * leaves the quote unusable, so exactly one of them moves money.
 */
export function createCashOut(deps: TBetsDeps) {
  const { limits, currency } = deps;
  const sign = (payload: string) =>
    createHmac('sha256', deps.cashOutSecret)
      .update(`sportsbook-cash-out:${payload}`)
      .digest('base64url');

  async function offerOf(db: DbOrTx, bet: TBetRow, part: number, lock: boolean) {
    const repo = createBetsRepo(db);
    const legs = await repo.legsOf([bet.id]);
    const selections = await repo.selections([...new Set(legs.map((leg) => leg.marketId))], lock);
    const priced = legs.map((leg) => {
      const selection = selections.find(
        (row) => row.marketId === leg.marketId && row.outcomeId === leg.outcomeId,
      );
      return {
        odds: leg.odds,
        factor: storedFactor(leg),
        currentOdds:
          selection && isOpenSelection(leg, selection) ? selection.odds : ('suspended' as const),
      };
    });
    const offer = cashOutValue({
      kind: bet.kind as 'single' | 'combo' | 'system',
      systemSize: bet.systemSize ?? undefined,
      stakeMinor: bet.stake,
      marginPermille: limits.cashOutMarginPermille,
      part,
      legs: priced,
    });
    // A leg still to be decided whose selection takes no bets now holds the cash-out back.
    const suspended = priced.some(
      (leg) => leg.factor === 'open' && leg.currentOdds === 'suspended',
    );
    return { offer, legs, suspended };
  }

  async function ownBet(db: DbOrTx, userId: string, betId: string, lock: boolean) {
    const repo = createBetsRepo(db);
    const bet = await (lock ? repo.lock(betId) : repo.find(betId));
    if (!bet || bet.userId !== userId) throw AppError.notFound(Detail.betNotFound);
    return bet;
  }

  /** The full offer of an open bet, or null (for presenting bets). */
  async function currentOffer(db: DbOrTx, bet: TBetRow): Promise<CashOutOffer | null> {
    if (bet.status !== 'open') return null;
    return (await offerOf(db, bet, 1000, false)).offer;
  }

  async function quote(userId: string, betId: string, part: number): Promise<TCashOutQuote> {
    const bet = await ownBet(deps.db, userId, betId, false);
    if (bet.status !== 'open') throw unavailable({ status: bet.status });
    const { offer, suspended } = await offerOf(deps.db, bet, part, false);
    if (!offer) throw unavailable(suspended ? { reason: 'suspended' } : undefined);
    const expires = Math.floor(deps.clock().getTime() / 1000) + limits.cashOutQuoteSeconds;
    const payload = [bet.id, bet.version, part, offer.amountMinor, expires].join('.');
    return {
      betId: bet.id,
      amount: toMoney(offer.amountMinor, currency.precision),
      part,
      expiresAt: new Date(expires * 1000).toISOString(),
      token: `${payload}.${sign(payload)}`,
    };
  }

  function readToken(betId: string, token: string) {
    const parts = token.split('.');
    const [id, version, part, amount, expires, signature] = parts;
    if (parts.length !== 6 || !signature || id !== betId) throw unavailable();
    const payload = parts.slice(0, 5).join('.');
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw unavailable();
    if (Number(expires) * 1000 < deps.clock().getTime())
      throw AppError.conflict(Detail.cashOutQuoteExpired);
    return { version: Number(version), part: Number(part), amount: BigInt(amount ?? '0') };
  }

  async function take(userId: string, betId: string, token: string): Promise<TBetRow> {
    const quoted = readToken(betId, token);
    const bet = await deps.db.transaction(async (tx) => {
      await deps.stakes.lock(tx, userId);
      const locked = await ownBet(tx, userId, betId, true);
      if (locked.status !== 'open' || locked.version !== quoted.version)
        throw unavailable({ status: locked.status });
      const { offer, legs, suspended } = await offerOf(tx, locked, quoted.part, true);
      if (!offer) throw unavailable(suspended ? { reason: 'suspended' } : undefined);
      if (offer.amountMinor < quoted.amount) throw unavailable();
      const remaining = offer.remainingStakeMinor;
      const full = remaining === 0n;
      const moved = await createBetsRepo(tx).transition(locked, {
        status: full ? 'cashed_out' : 'open',
        stake: remaining,
        cashedOut: locked.cashedOut + quoted.amount,
        ...(full
          ? { payout: locked.cashedOut + quoted.amount, settledAt: deps.clock() }
          : {
              potentialPayout: potentialPayout({
                kind: locked.kind as 'single' | 'combo' | 'system',
                systemSize: locked.systemSize ?? undefined,
                stakeMinor: remaining,
                odds: legs.map((leg) => leg.odds),
              }),
            }),
      });
      if (!moved) throw unavailable();
      await deps.stakes.payWin(tx, {
        userId,
        amount: quoted.amount,
        staked: readSplit(locked.stakeSplit),
        key: `sportsbook:${locked.id}:v${locked.version}:cash-out`,
        kind: 'sportsbook_cash_out',
        from: housePostings([
          { house: 'sportsbook_open', amount: -offer.partStakeMinor },
          { house: 'sportsbook', amount: offer.partStakeMinor - quoted.amount },
        ]),
        metadata: { betId: locked.id, part: quoted.part },
      });
      return moved;
    });
    await deps.publishBalance(userId);
    return bet;
  }

  return { quote, take, currentOffer };
}
