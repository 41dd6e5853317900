/**
 * Per-tab (sessionStorage) values that belong to the signed-in player. They are kept here so the
 * feature writing one and the sign-out clearing all of them do not need each other.
 */
export const PLAYER_SESSION_KEYS = {
  /** When the timed first-deposit offer's countdown started (epoch ms). */
  timedModalStartedAt: 'aurum.timedModalStartedAt',
} as const;

type TPlayerSessionKey = keyof typeof PLAYER_SESSION_KEYS;

export function readPlayerSessionValue(key: TPlayerSessionKey): string | null {
  try {
    return window.sessionStorage.getItem(PLAYER_SESSION_KEYS[key]);
  } catch {
    return null;
  }
}

export function writePlayerSessionValue(key: TPlayerSessionKey, value: string): void {
  try {
    window.sessionStorage.setItem(PLAYER_SESSION_KEYS[key], value);
  } catch {
    // Storage can be disabled; the value then lives as long as the page.
  }
}

export function removePlayerSessionValue(key: TPlayerSessionKey): void {
  try {
    window.sessionStorage.removeItem(PLAYER_SESSION_KEYS[key]);
  } catch {
    // Nothing stored.
  }
}

/** Sign-out forgets everything of the player's kept in this tab. */
export function clearPlayerSessionStorage(): void {
  for (const key of Object.keys(PLAYER_SESSION_KEYS) as TPlayerSessionKey[]) {
    removePlayerSessionValue(key);
  }
}
