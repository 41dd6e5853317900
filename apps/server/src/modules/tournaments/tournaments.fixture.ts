import { randomUUID } from 'node:crypto';
import { SEAMLESS_PATHS } from '@aurum/contracts/seamless';
import type { TAdminTournament } from '@aurum/contracts/tournaments';
import { expect } from 'vitest';
import type { App } from '../../lib/http';
import { playerIdOf, signUp } from '../../test/players';
import type { createTestStudio } from '../../test/test-studio';

export type TTournamentPlayer = Awaited<ReturnType<typeof signUp>> & { token: string; id: string };

/**
 * Players at the test studio and the operator's tournaments, for the tournament tests: a funded
 * player with a session, a round (bet then finished win) and cancelling every open tournament
 * (so only the test's own prizes move money).
 */
export function tournamentCalls(
  app: () => App,
  studio: ReturnType<typeof createTestStudio>,
  context: () => { gameId: number; operator: string },
) {
  const seamless = (path: string, body: Record<string, unknown>) =>
    studio.call(app(), path, { currency: 'USD', ...body });
  const admin = (method: 'POST' | 'PUT', url: string, payload?: object, cookie?: string) =>
    app().inject({
      method,
      url,
      headers: { cookie: cookie ?? context().operator },
      ...(payload ? { payload } : {}),
    });

  return {
    seamless,
    admin,

    player: async (deposit = '100'): Promise<TTournamentPlayer> => {
      const signed = await signUp(app());
      const token = await studio.depositAndLaunch(app(), signed, deposit, context().gameId);
      return { ...signed, token, id: await playerIdOf(app(), context().operator, signed.email) };
    },

    /** A round: a bet of `stake` minor units, then its win (`win`, finished). */
    round: async (p: { token: string }, stake: number, win: number) => {
      const roundId = randomUUID();
      const bet = await seamless(SEAMLESS_PATHS.bet, {
        sessionToken: p.token,
        roundId,
        transactionId: randomUUID(),
        amount: String(stake),
      });
      expect(bet.statusCode, bet.body).toBe(200);
      const paid = await seamless(SEAMLESS_PATHS.win, {
        sessionToken: p.token,
        roundId,
        transactionId: randomUUID(),
        amount: String(win),
        finished: true,
      });
      expect(paid.statusCode, paid.body).toBe(200);
    },

    cancelOpen: async (): Promise<void> => {
      const listed = await app().inject({
        method: 'GET',
        url: '/api/admin/tournaments',
        headers: { cookie: context().operator },
      });
      for (const other of listed.json<{ items: TAdminTournament[] }>().items)
        if (['scheduled', 'running'].includes(other.status))
          await admin('POST', `/api/admin/tournaments/${other.id}/cancel`);
    },
  };
}
