import {
  SEAMLESS_MAX_SKEW_MS,
  SEAMLESS_PATHS,
  SeamlessErrorDetail as Detail,
  ZSeamlessAnswer,
  ZSeamlessBalanceRequest,
  ZSeamlessBetRequest,
  ZSeamlessFreeRounds,
  ZSeamlessFreeRoundsRequest,
  ZSeamlessRollbackRequest,
  ZSeamlessWinRequest,
} from '@aurum/contracts/seamless';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { signatureMatches, SIGNATURE_HEADER, STUDIO_HEADER } from '../../lib/body-signature';
import type { App } from '../../lib/http';
import { keepRawJsonBody } from '../../lib/raw-json-body';
import type { SeamlessWallet } from './seamless.service';

/**
 * `POST /api/provider/v1/{balance,bet,win,rollback}`: studios call these. The signature is
 * checked over the raw body before anything is parsed into a movement; a stale timestamp is
 * refused, so a captured request cannot be replayed later (and a prompt replay is caught by
 * the transaction id).
 */
export function seamlessRoutes(
  app: App,
  deps: { seamless: SeamlessWallet; secretOf: (studioId: string) => string | undefined },
) {
  void app.register((scope, _options, done) => {
    keepRawJsonBody(scope);

    /** The calling studio, once its signature and clock check out. */
    function studioOf(request: FastifyRequest, body: { timestamp: number }): string {
      const studioId = request.headers[STUDIO_HEADER];
      const secret = typeof studioId === 'string' ? deps.secretOf(studioId) : undefined;
      if (typeof studioId !== 'string' || !secret)
        throw AppError.unauthorized(Detail.unknownStudio);
      if (!signatureMatches(secret, request.rawBody ?? '', request.headers[SIGNATURE_HEADER]))
        throw AppError.unauthorized(Detail.invalidSignature);
      if (Math.abs(Date.now() - body.timestamp) > SEAMLESS_MAX_SKEW_MS)
        throw AppError.unauthorized(Detail.staleRequest);
      return studioId;
    }

    const route = <TBody extends z.ZodType<{ timestamp: number }>>(
      url: string,
      body: TBody,
      summary: string,
      handle: (studio: string, body: z.output<TBody>) => Promise<z.output<typeof ZSeamlessAnswer>>,
    ) =>
      scope.route({
        method: 'POST',
        url,
        schema: { body, response: { 200: ZSeamlessAnswer }, summary, tags: ['seamless wallet'] },
        async handler(request) {
          const parsed = request.body as z.output<TBody>;
          return handle(studioOf(request, parsed), parsed);
        },
      });

    route(SEAMLESS_PATHS.balance, ZSeamlessBalanceRequest, "The player's balance", (studio, body) =>
      deps.seamless.balance(studio, body.sessionToken),
    );
    route(SEAMLESS_PATHS.bet, ZSeamlessBetRequest, 'Take a stake', (studio, body) =>
      deps.seamless.bet(studio, body),
    );
    route(
      SEAMLESS_PATHS.win,
      ZSeamlessWinRequest,
      'Pay a win; `finished` closes the round',
      (studio, body) => deps.seamless.win(studio, body),
    );
    route(SEAMLESS_PATHS.rollback, ZSeamlessRollbackRequest, 'Cancel a stake', (studio, body) =>
      deps.seamless.rollback(studio, body),
    );
    scope.route({
      method: 'POST',
      url: SEAMLESS_PATHS.freeRounds,
      schema: {
        body: ZSeamlessFreeRoundsRequest,
        response: { 200: ZSeamlessFreeRounds },
        summary: "The session player's free rounds (free spins a bonus awarded) for its game",
        tags: ['seamless wallet'],
      },
      async handler(request) {
        const body = request.body as z.output<typeof ZSeamlessFreeRoundsRequest>;
        return deps.seamless.freeRounds(studioOf(request, body), body.sessionToken);
      },
    });
    done();
  });
}
