import { describe, expect, it } from 'vitest';
import { aBonusTemplate } from '@/testing/bonus-fixtures';
import { welcomeStepsOf } from './welcome-steps';

const step = (number: number, isClaimed: boolean) =>
  aBonusTemplate({ id: `step-${number}`, isClaimed, step: number });

describe('welcome steps', () => {
  it('orders the steps by deposit number and leaves personal and everyday offers out', () => {
    const steps = welcomeStepsOf([
      step(3, false),
      aBonusTemplate({ id: 'personal', kind: 'personal', isPersonal: true }),
      step(1, true),
      aBonusTemplate({ id: 'everyday', kind: 'everyday' }),
      step(2, false),
    ]);
    expect(steps.map(({ template }) => template.id)).toEqual(['step-1', 'step-2', 'step-3']);
  });

  it('makes the first unclaimed step available and locks the ones after it', () => {
    const steps = welcomeStepsOf([step(1, true), step(2, false), step(3, false), step(4, false)]);
    expect(steps.map(({ state }) => state)).toEqual([
      'claimed',
      'available',
      'disabled',
      'disabled',
    ]);
  });

  it('makes the first step available to a player who has claimed nothing', () => {
    const steps = welcomeStepsOf([step(1, false), step(2, false)]);
    expect(steps.map(({ state }) => state)).toEqual(['available', 'disabled']);
  });
});
