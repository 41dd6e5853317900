import type { TFreeSpins } from '@aurum/contracts/bonuses';
import { toMoney } from '@aurum/contracts/money';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { TGrantRow } from './bonuses.repo';
import type { TAwardRow } from './free-spins.repo';

/** A player's free-spin awards as `GET /api/v2/bonuses` lists them, with their slots' titles. */
export async function presentFreeSpins(
  awards: TAwardRow[],
  grants: TGrantRow[],
  catalogue: Pick<CatalogueService, 'gameCard'>,
  digits: number,
): Promise<TFreeSpins[]> {
  const gameIds = [...new Set(awards.map((award) => award.gameId))];
  const cards = await Promise.all(gameIds.map((id) => catalogue.gameCard(id)));
  const titles = new Map(gameIds.map((id, index) => [id, cards[index]?.title ?? '']));
  const grantTitles = new Map(grants.map((grant) => [grant.id, grant.title]));
  const money = (value: bigint) => toMoney(value, digits);
  return awards.map((award) => ({
    id: award.id,
    bonusId: award.grantId,
    title: grantTitles.get(award.grantId) ?? '',
    gameId: award.gameId,
    gameTitle: titles.get(award.gameId) ?? '',
    total: award.total,
    remaining: award.remaining,
    stake: money(award.stake),
    winnings: money(award.winnings),
    status: award.status as TFreeSpins['status'],
    expiresAt: award.expiresAt.toISOString(),
    winningsBonusId: award.winningsGrantId,
    granted: award.granted === null ? null : money(award.granted),
    createdAt: award.createdAt.toISOString(),
  }));
}
