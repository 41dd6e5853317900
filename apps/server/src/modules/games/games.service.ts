import { randomBytes } from 'node:crypto';
import type { TGamePage } from '@aurum/contracts/catalogue';
import { GameErrorDetail, type TLaunch } from '@aurum/contracts/games';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  blockedFor,
  type CatalogueService,
  type TGameRow,
  type TViewer,
} from '../catalogue/catalogue.service';
import type { TUserRow } from '../users/users.service';
import { createGamesRepo } from './games.repo';
import type { GameStudio } from './studios';

const SESSION_HOURS = 12;

/**
 * Launching games and what the player played: a session token per launch, handed to the
 * game's studio, which answers the game client's URL.
 */
export function createGamesService(deps: {
  db: Db;
  catalogue: CatalogueService;
  /** The studio that runs a game here, if any does. */
  studioFor: (game: TGameRow) => GameStudio | undefined;
  currency: { code: string; precision: number };
}) {
  const repo = createGamesRepo(deps.db);

  return {
    async launch(
      gameId: number,
      demo: boolean,
      viewer: TViewer & { language: string },
    ): Promise<TLaunch> {
      const game = await deps.catalogue.launchable(gameId);
      if (!game) throw AppError.notFound('game_not_found');
      if (!demo && !viewer.user) throw AppError.unauthorized(GameErrorDetail.signInRequired);
      if (demo && !game.hasDemo) throw AppError.conflict(GameErrorDetail.demoUnavailable);
      const blocked = blockedFor(game, viewer);
      if (blocked) throw AppError.forbidden(GameErrorDetail.blocked, { reason: blocked });
      const studio = deps.studioFor(game);
      if (!studio) throw new AppError(GameErrorDetail.unavailable, 503);

      const token = randomBytes(32).toString('hex');
      await repo.insertSession({
        token,
        userId: viewer.user?.id ?? null,
        gameId: game.id,
        studio: studio.id,
        demo,
        expiresAt: new Date(Date.now() + SESSION_HOURS * 3_600_000),
      });
      const { url } = await studio.launch({
        token,
        playerId: viewer.user?.id,
        demo,
        gameCode: game.externalId,
        title: game.title,
        currency: deps.currency,
        language: viewer.language,
      });
      return { url, demo };
    },

    /** The player's games, the latest launched first. */
    async lastPlayed(
      user: TUserRow,
      page: { limit: number; offset: number },
      viewer: TViewer,
    ): Promise<TGamePage> {
      const { ids, total } = await repo.lastGameIds(user.id, page);
      if (ids.length === 0) return { items: [], meta: { ...page, total } };
      const found = await deps.catalogue.listGames(
        { ids, limit: ids.length, offset: 0, sort: 'popularity' },
        viewer,
      );
      const byId = new Map(found.items.map((item) => [item.id, item]));
      return {
        items: ids.flatMap((id) => byId.get(id) ?? []),
        meta: { ...page, total },
      };
    },
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
