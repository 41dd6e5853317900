export type TGameMode = 'real' | 'demo';

/** What the game page can do now: play in a mode, or ask a visitor to sign in first. */
export type TGameStage = { kind: 'play'; mode: TGameMode } | { kind: 'sign-in' };

/**
 * Players play for real unless they picked demo (and the game has one); visitors play demo
 * only, and a game without demo asks them to sign in.
 */
export function resolveGameStage({
  choice,
  isSignedIn,
  hasDemo,
}: {
  choice: TGameMode | null;
  isSignedIn: boolean;
  hasDemo: boolean;
}): TGameStage {
  if (!isSignedIn) return hasDemo ? { kind: 'play', mode: 'demo' } : { kind: 'sign-in' };
  return { kind: 'play', mode: choice === 'demo' && hasDemo ? 'demo' : 'real' };
}
