import { signBody } from '../lib/body-signature';
import type { App } from '../lib/http';
import type { GameStudio } from '../modules/games/studios';

/**
 * A studio integration a test plays the seamless wallet through: it stands in for the in-house
 * studio's provider, keeps the session tokens the platform hands it at launch, and signs calls.
 */
export function createTestStudio(secret: string, id = 'aurum-originals') {
  const tokens: string[] = [];
  const studio: GameStudio = {
    id,
    secret,
    launch: (input) => {
      tokens.push(input.token);
      return Promise.resolve({ url: '/test-client' });
    },
  };
  return {
    studio,
    /** The token of the latest launch. */
    lastToken: () => tokens.at(-1) ?? '',
    /** A signed seamless-wallet call. */
    call(app: App, path: string, body: Record<string, unknown>) {
      const raw = JSON.stringify({ ...body, timestamp: Date.now() });
      return app.inject({
        method: 'POST',
        url: path,
        payload: raw,
        headers: {
          'content-type': 'application/json',
          'x-studio-id': id,
          'x-signature': signBody(secret, raw),
        },
      });
    },
  };
}
