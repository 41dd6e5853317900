import { BonusErrorDetail } from '@aurum/contracts/bonuses';
import { formatMinor } from '@aurum/contracts/money';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { Ledger } from '../wallet/ledger.service';
import type { TBonusMoney, TGrantDestination } from '../wallet/wallet-hooks';
import { createBonusesRepo } from './bonuses.repo';
import type { Grants } from './grants';
import { contribution, readTerms } from './terms';

/** The key a bonus's `gamesWagers` names to set the contribution of sport bets (100 unnamed). */
export const SPORTSBOOK_CATEGORY = 'sportsbook';

/**
 * Grant money in play, lent to the wallet's stakes. Every call runs in the stake's transaction
 * under the player's money lock, so the grants read here cannot move under it. A stake spends
 * active grants soonest-expiring first; one above an active grant's max bet is refused before
 * anything moves; the whole stake, weighted by the game's contribution, counts toward the
 * soonest-expiring active grant, which converts in the same transaction once its wagering is
 * complete.
 */
export function createBonusMoney(deps: {
  ledger: Ledger;
  grants: Grants;
  catalogue: Pick<CatalogueService, 'categoryKeysOf'>;
  precision: number;
}): TBonusMoney {
  const active = (tx: Tx, userId: string) => createBonusesRepo(tx).activeOf(userId);

  return {
    async forStake(tx, userId, amount) {
      const grants = await active(tx, userId);
      for (const grant of grants) {
        const { wagerMaxBet } = readTerms(grant.terms);
        if (wagerMaxBet !== null && amount > wagerMaxBet)
          throw new AppError(BonusErrorDetail.maxBetExceeded, 422, {
            maxBet: formatMinor(wagerMaxBet, deps.precision),
            bonus: grant.title,
          });
      }
      const balances =
        grants.length > 0 ? await deps.ledger.grantBalances(tx, userId) : new Map<string, bigint>();
      return {
        grants: grants.map((grant) => ({
          grantId: grant.id,
          balance: balances.get(grant.id) ?? 0n,
        })),
        // The grants read above: the money lock keeps them as they were until the stake commits.
        async wager(stake, gameId) {
          const current = grants[0];
          if (!current) return null;
          const categories =
            gameId === 'sportsbook'
              ? [SPORTSBOOK_CATEGORY]
              : await deps.catalogue.categoryKeysOf(gameId, tx);
          const counted = contribution(readTerms(current.terms), categories, stake);
          if (counted === 0n) return null;
          const progressed = await createBonusesRepo(tx).addWager(current.id, counted);
          if (progressed && progressed.wagerCurrent >= progressed.wagerTotal)
            await deps.grants.end(current.id, 'completed', { reason: 'wagered', userId, tx });
          return { grantId: current.id, amount: counted };
        },
      };
    },

    async unwager(tx, progress) {
      await createBonusesRepo(tx).addWager(progress.grantId, -progress.amount);
    },

    async destinations(tx, grantIds) {
      const rows = await createBonusesRepo(tx).grantsByIds(grantIds);
      const where = new Map<string, TGrantDestination>();
      for (const grant of rows) {
        where.set(
          grant.id,
          grant.status === 'active' || grant.status === 'pending'
            ? 'grant'
            : grant.status === 'completed'
              ? 'main'
              : 'written_off',
        );
      }
      return where;
    },
  };
}
