import type { TokenSigner } from '../../lib/signed-token';

/** Whose session a realtime token speaks for. */
export interface TRealtimeClaims {
  globalId: string;
  sessionId: string;
}

/** The realtime token lives a few minutes; the client asks /me again to renew it. */
export const REALTIME_TOKEN_TTL_S = 10 * 60;

/**
 * The websocketToken: the player's global id and their session's id, signed. The gateway
 * checks the session on connect and on every subscribe, so the token dies with the session.
 */
export function issueRealtimeToken(signer: TokenSigner, claims: TRealtimeClaims): string {
  return signer.issue(`${claims.globalId}:${claims.sessionId}`, REALTIME_TOKEN_TTL_S);
}

/** The claims of a genuine, unexpired token; undefined for anything else. */
export function readRealtimeToken(signer: TokenSigner, token: string): TRealtimeClaims | undefined {
  const subject = signer.verify(token);
  const match = subject && /^([0-9a-f-]{36}):([0-9a-f]{64})$/.exec(subject);
  if (!match?.[1] || !match[2]) return undefined;
  return { globalId: match[1], sessionId: match[2] };
}
