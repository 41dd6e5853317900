import { describe, expect, it } from 'vitest';
import { aBonusTemplate } from '@/testing/bonus-fixtures';
import { welcomeStepsOf } from './welcome-steps';

const step = (number: number, isClaimed: boolean, isCurrent = false) =>
  aBonusTemplate({ id: `step-${number}`, isClaimed, isCurrent, step: number });

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

  it('makes the step the next deposit gets available and locks the ones after it', () => {
    const steps = welcomeStepsOf([
      step(1, true),
      step(2, false, true),
      step(3, false),
      step(4, false),
    ]);
    expect(steps.map(({ state }) => state)).toEqual([
      'claimed',
      'available',
      'disabled',
      'disabled',
    ]);
  });

  it('makes the first step available to a player who has claimed nothing', () => {
    const steps = welcomeStepsOf([step(1, false, true), step(2, false)]);
    expect(steps.map(({ state }) => state)).toEqual(['available', 'disabled']);
  });

  it('locks a step whose deposit went without it, and offers the next deposit’s step', () => {
    // The first deposit took a promo code's bonus: the second deposit gets step 2.
    const steps = welcomeStepsOf([step(1, false), step(2, false, true), step(3, false)]);
    expect(steps.map(({ state }) => state)).toEqual(['disabled', 'available', 'disabled']);
  });
});
