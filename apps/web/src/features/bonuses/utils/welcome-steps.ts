import type { TBonusTemplate } from '@aurum/contracts/bonuses';

export type TWelcomeStepState = 'claimed' | 'available' | 'disabled';

export interface TWelcomeStep {
  step: number;
  template: TBonusTemplate;
  state: TWelcomeStepState;
}

/**
 * The welcome steps in deposit order with their state (spec 4): claimed if claimed; available
 * if it is the first step and unclaimed, or the previous step is claimed; otherwise disabled.
 * Personal bonuses are not steps; only active and inactive offers are shown.
 */
export function welcomeStepsOf(templates: TBonusTemplate[]): TWelcomeStep[] {
  const steps = templates
    .filter((template) => template.conditions.type === 'welcome' && !template.isPersonal)
    .sort((a, b) => a.conditions.minDepositNumber - b.conditions.minDepositNumber);
  return steps.map((template, index) => {
    const previous = steps[index - 1];
    const isFirst = previous === undefined;
    const state: TWelcomeStepState = template.isClaimed
      ? 'claimed'
      : isFirst || previous.isClaimed
        ? 'available'
        : 'disabled';
    return { step: template.conditions.minDepositNumber || index + 1, template, state };
  });
}
