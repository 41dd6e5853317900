import type { TBonusTemplate } from '@aurum/contracts/bonuses';

export type TWelcomeStepState = 'claimed' | 'available' | 'disabled';

export interface TWelcomeStep {
  step: number;
  template: TBonusTemplate;
  state: TWelcomeStepState;
}

/**
 * The welcome steps in deposit order with their state: claimed if claimed; available if it is
 * the step the player's next deposit gets (`isCurrent`: the first step before any deposit, the
 * next once one is claimed, as spec 4 puts it); otherwise disabled, which also covers a step
 * whose deposit went without it (a promo code or a personal bonus took it, or the player
 * declined): the server never grants it later. Personal bonuses are not steps.
 */
export function welcomeStepsOf(templates: TBonusTemplate[]): TWelcomeStep[] {
  const steps = templates
    .filter((template) => template.conditions.type === 'welcome' && !template.isPersonal)
    .sort((a, b) => a.conditions.minDepositNumber - b.conditions.minDepositNumber);
  return steps.map((template, index) => {
    const state: TWelcomeStepState = template.isClaimed
      ? 'claimed'
      : template.isCurrent
        ? 'available'
        : 'disabled';
    return { step: template.conditions.minDepositNumber || index + 1, template, state };
  });
}
