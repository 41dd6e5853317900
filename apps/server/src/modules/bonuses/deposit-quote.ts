import type {
  TBonusConditions,
  TBonusTemplate,
  TDepositBonusQuery,
  TDepositBonusQuote,
  TDepositChannel,
} from '@aurum/contracts/bonuses';
import { parseDecimal, toMoney } from '@aurum/contracts/money';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { convert } from '../../lib/exchange';
import type { UsersService } from '../users/users.service';
import type { CurrenciesService } from '../wallet/currencies.service';
import { createBonusesRepo } from './bonuses.repo';
import { conditionsOf, grantAmount, matchesDeposit, readTerms, type TBonusTerms } from './terms';

const WELCOME_STEPS = 4;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

interface TCandidate {
  id: string;
  title: string;
  kind: TBonusConditions['type'];
  step: number | null;
  terms: TBonusTerms;
}

/** The richest candidate a deposit of `amount` meets (most free spins), else the richest. */
function pick(candidates: TCandidate[], amount: bigint | null) {
  const sorted = [...candidates].sort((a, b) => b.terms.freespinsCount - a.terms.freespinsCount);
  const matching =
    amount === null ? sorted : sorted.filter(({ terms }) => matchesDeposit(terms, amount));
  return { best: matching[0], nearest: sorted[0] };
}

/**
 * What a deposit would earn, read the way the deposit decides it (`grantForDeposit`) without
 * granting anything: the chosen personal bonus when the amount meets it, else the welcome step
 * of the next deposit (if the channel's switch is on), else from the 4th deposit the everyday
 * bonus unless it was had today. With no offer within bounds, the nearest one is named with
 * `matches: false`, so the cashier can say what amount earns it.
 */
export function createDepositQuote(deps: {
  db: Db;
  users: Pick<UsersService, 'findById'>;
  currencies: Pick<CurrenciesService, 'get' | 'accountCurrency'>;
}) {
  async function accountAmountOf(query: TDepositBonusQuery) {
    if (query.amount === undefined) return { amount: null, precision: null };
    const [currency, account] = await Promise.all([
      deps.currencies.get(query.currency),
      deps.currencies.get(deps.currencies.accountCurrency),
    ]);
    let minor: bigint;
    try {
      minor = parseDecimal(query.amount, currency.precision);
    } catch {
      throw new AppError('validation_error', 400, {
        in: 'query',
        fields: [{ path: 'amount', message: 'Validation.invalid_amount' }],
      });
    }
    return { amount: convert(minor, currency, account), precision: account.precision };
  }

  async function candidatesFor(userId: string, channel: TDepositChannel, now: Date) {
    const repo = createBonusesRepo(deps.db);
    const [settings, grants, user] = await Promise.all([
      repo.settings(userId),
      repo.grantsOf(userId),
      deps.users.findById(userId),
    ]);
    const welcomeEnabled =
      channel === 'fiat' ? (settings?.welcomeFiat ?? true) : (settings?.welcomeCrypto ?? true);
    const preferredId = channel === 'fiat' ? settings?.preferredFiat : settings?.preferredCrypto;
    const preferred = grants.find(
      (grant) =>
        grant.id === preferredId && grant.source === 'personal' && grant.status === 'pending',
    );
    const depositNumber = (user?.depositCount ?? 0) + 1;
    const offers = await repo.listOffers();
    const ofKind = (kind: string, step: number | null) =>
      offers
        .filter((offer) => offer.enabled && offer.kind === kind && offer.step === step)
        .map((offer): TCandidate => ({
          id: offer.id,
          title: offer.title,
          kind: kind as TBonusConditions['type'],
          step,
          terms: readTerms(offer.terms),
        }));
    const everydayTaken = grants.some(
      (grant) => grant.source === 'deposit' && grant.sourceRef === `everyday:${utcDay(now)}`,
    );
    const tiers: TCandidate[][] = [
      preferred
        ? [
            {
              id: preferred.id,
              title: preferred.title,
              kind: 'personal',
              step: null,
              terms: readTerms(preferred.terms),
            },
          ]
        : [],
      welcomeEnabled && depositNumber <= WELCOME_STEPS ? ofKind('welcome', depositNumber) : [],
      depositNumber >= WELCOME_STEPS && !everydayTaken ? ofKind('everyday', null) : [],
    ];
    return { tiers, welcomeEnabled };
  }

  return {
    /**
     * The deposit match of the offer the next deposit of `channel` would get, bounds aside; a
     * visitor's is the first welcome step's. Null when it offers no percentage.
     */
    async depositMatch(userId: string | null, channel: TDepositChannel): Promise<string | null> {
      let conditions: TBonusConditions | undefined;
      if (userId) {
        conditions = (
          await this.quote(userId, { channel, currency: deps.currencies.accountCurrency })
        ).bonus?.conditions;
      } else {
        const offers = (await createBonusesRepo(deps.db).enabledOffers('welcome'))
          .filter((offer) => offer.step === 1)
          .map((offer) => readTerms(offer.terms));
        const { nearest } = pick(
          offers.map((terms) => ({ id: '', title: '', kind: 'welcome', step: 1, terms })),
          null,
        );
        conditions = nearest && conditionsOf('', 'welcome', 1, nearest.terms, 0);
      }
      // A decimal string: any non-zero digit is a match worth a badge.
      return conditions && /[1-9]/.test(conditions.amountMultiplier)
        ? conditions.amountMultiplier
        : null;
    },

    async quote(
      userId: string,
      query: TDepositBonusQuery,
      now = new Date(),
    ): Promise<TDepositBonusQuote> {
      const [{ amount, precision }, { tiers, welcomeEnabled }, account] = await Promise.all([
        accountAmountOf(query),
        candidatesFor(userId, query.channel, now),
        deps.currencies.get(deps.currencies.accountCurrency),
      ]);
      const digits = precision ?? account.precision;
      let nearest: TCandidate | undefined;
      let chosen: TCandidate | undefined;
      for (const tier of tiers) {
        const { best, nearest: closest } = pick(tier, amount);
        nearest ??= closest;
        if (best) {
          chosen = best;
          break;
        }
      }
      const shown = chosen ?? nearest;
      const template = (candidate: TCandidate): TBonusTemplate => ({
        id: candidate.id,
        title: candidate.title,
        isPersonal: candidate.kind === 'personal',
        isClaimed: false,
        isFirst: candidate.kind === 'welcome' && candidate.step === 1,
        isCurrent: true,
        status: 'active',
        conditions: conditionsOf(
          candidate.id,
          candidate.kind,
          candidate.step,
          candidate.terms,
          digits,
        ),
      });
      const bonusAmount = chosen && amount !== null ? grantAmount(chosen.terms, amount) : null;
      return {
        bonus: shown ? template(shown) : null,
        depositAmount: amount === null ? null : toMoney(amount, digits),
        matches: chosen !== undefined,
        bonusAmount: bonusAmount === null ? null : toMoney(bonusAmount, digits),
        welcomeEnabled,
      };
    },
  };
}

export type DepositQuote = ReturnType<typeof createDepositQuote>;
