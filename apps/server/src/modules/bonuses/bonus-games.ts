import {
  BonusErrorDetail,
  type TBonusConditions,
  type TBonusGames,
  type TBonusGamesQuery,
} from '@aurum/contracts/bonuses';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { CatalogueService, TViewer } from '../catalogue/catalogue.service';
import { createBonusesRepo, type TGrantRow } from './bonuses.repo';
import { conditionsOf, contributionPercent, readTerms } from './terms';

/** Offers a player can look at by id: the welcome steps and the everyday bonus. */
const VISIBLE_OFFER_KINDS = new Set(['welcome', 'everyday']);
const isUuid = (id: string) => z.uuid().safeParse(id).success;

const grantKind = (grant: TGrantRow): TBonusConditions['type'] =>
  grant.source === 'personal' ? 'personal' : grant.source === 'promo' ? 'promo' : 'welcome';

/**
 * The games that count toward a bonus's wagering: for one of the player's own grants (its
 * copied terms) or an offer every player sees, each active game with the percent of a stake on
 * it that counts (the terms' `gamesWagers` by the game's categories; 100 when none is named).
 */
export function createBonusGames(deps: {
  db: Db;
  catalogue: Pick<CatalogueService, 'weighedGames'>;
  precision: () => Promise<number>;
}) {
  async function bonusOf(userId: string, id: string) {
    if (!isUuid(id)) return undefined;
    const repo = createBonusesRepo(deps.db);
    const grant = await repo.findGrant(id);
    if (grant?.userId === userId) {
      const terms = readTerms(grant.terms);
      return { title: grant.title, terms, kind: grantKind(grant), step: null };
    }
    const offer = await repo.findOffer(id);
    if (offer?.enabled && VISIBLE_OFFER_KINDS.has(offer.kind))
      return {
        title: offer.title,
        terms: readTerms(offer.terms),
        kind: offer.kind as TBonusConditions['type'],
        step: offer.step,
      };
    return undefined;
  }

  return {
    async list(
      userId: string,
      id: string,
      page: TBonusGamesQuery,
      viewer: TViewer,
    ): Promise<TBonusGames> {
      const bonus = await bonusOf(userId, id);
      if (!bonus) throw AppError.notFound(BonusErrorDetail.grantNotFound);
      const { items, total } = await deps.catalogue.weighedGames(
        (keys) => contributionPercent(bonus.terms, keys),
        page,
        viewer,
      );
      return {
        bonus: {
          id,
          title: bonus.title,
          conditions: conditionsOf(id, bonus.kind, bonus.step, bonus.terms, await deps.precision()),
        },
        items: items.map(({ game, weight }) => ({ ...game, contribution: weight })),
        meta: { offset: page.offset, limit: page.limit, total },
      };
    },
  };
}

export type BonusGames = ReturnType<typeof createBonusGames>;
