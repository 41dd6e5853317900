import { describe, expect, it } from 'vitest';
import { resolveGameStage } from './game-mode';

describe('resolveGameStage', () => {
  it('plays for real for players unless they pick demo of a game that has it', () => {
    expect(resolveGameStage({ choice: null, isSignedIn: true, hasDemo: true })).toEqual({
      kind: 'play',
      mode: 'real',
    });
    expect(resolveGameStage({ choice: 'demo', isSignedIn: true, hasDemo: true })).toEqual({
      kind: 'play',
      mode: 'demo',
    });
    expect(resolveGameStage({ choice: 'demo', isSignedIn: true, hasDemo: false })).toEqual({
      kind: 'play',
      mode: 'real',
    });
  });

  it('gives visitors demo only, and a sign-in for a game without demo', () => {
    expect(resolveGameStage({ choice: 'real', isSignedIn: false, hasDemo: true })).toEqual({
      kind: 'play',
      mode: 'demo',
    });
    expect(resolveGameStage({ choice: null, isSignedIn: false, hasDemo: false })).toEqual({
      kind: 'sign-in',
    });
  });
});
