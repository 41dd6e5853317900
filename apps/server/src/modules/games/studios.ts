/** What the platform hands a studio to open a game for a player. */
export interface TLaunchInput {
  /** The platform's session token: the studio presents it on every wallet call. */
  token: string;
  /** The platform's player id; undefined for a visitor's demo. */
  playerId: string | undefined;
  demo: boolean;
  /** The studio's own id of the game (the catalogue's external id). */
  gameCode: string;
  title: string;
  currency: { code: string; precision: number };
  language: string;
}

/**
 * A game studio as the platform sees it: it launches games, and signs its seamless-wallet
 * calls with `secret`. External studios implement `launch` over their own API.
 */
export interface GameStudio {
  id: string;
  secret: string;
  /** The game client's URL; throws when the studio does not know the game. */
  launch(input: TLaunchInput): Promise<{ url: string }>;
}
