import { signBody } from '../lib/body-signature';
import type { App } from '../lib/http';
import type { GameStudio } from '../modules/games/studios';

/** The in-house provider's id: tests stand their own studio in for it. */
export const TEST_STUDIO_ID = 'aurum-originals';

/**
 * A studio integration a test plays through the signed seamless wallet: it keeps the session
 * token of every launch (the latest is `lastToken()`) and signs its calls with its secret.
 */
export function createTestStudio(secret: string) {
  const tokens: string[] = [];
  const studio: GameStudio = {
    id: TEST_STUDIO_ID,
    secret,
    launch: (input) => {
      tokens.push(input.token);
      return Promise.resolve({ url: '/test-client' });
    },
  };

  return {
    studio,
    lastToken: () => tokens.at(-1) ?? '',

    /** A seamless call as the studio makes it; options forge what a test needs forged. */
    call(
      app: App,
      path: string,
      body: Record<string, unknown>,
      options: { secret?: string; studio?: string; timestamp?: number; signature?: string } = {},
    ) {
      const raw = JSON.stringify({ ...body, timestamp: options.timestamp ?? Date.now() });
      return app.inject({
        method: 'POST',
        url: path,
        payload: raw,
        headers: {
          'content-type': 'application/json',
          'x-studio-id': options.studio ?? TEST_STUDIO_ID,
          'x-signature': options.signature ?? signBody(options.secret ?? secret, raw),
        },
      });
    },

    /**
     * A player's sandbox deposit of `amount` USD and a real-money session at game `gameId`:
     * the session's token.
     */
    async depositAndLaunch(
      app: App,
      player: { cookie: string; me: { globalId: number | string } },
      amount: string,
      gameId: number,
    ): Promise<string> {
      const deposit = await app.inject({
        method: 'POST',
        url: '/api/sandbox/deposits',
        payload: { globalId: player.me.globalId, currency: 'USD', amount, method: 'crypto' },
      });
      if (deposit.statusCode !== 200) throw new Error(`deposit failed: ${deposit.body}`);
      const launch = await app.inject({
        method: 'POST',
        url: `/api/v2/games/${gameId}/session`,
        headers: { cookie: player.cookie },
        payload: { demo: false },
      });
      if (launch.statusCode !== 200) throw new Error(`launch failed: ${launch.body}`);
      return tokens.at(-1) ?? '';
    },
  };
}
