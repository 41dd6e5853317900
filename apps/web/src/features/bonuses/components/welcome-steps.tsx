import type { TBonusTemplate } from '@aurum/contracts/bonuses';
import { Check, Lock, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useBonusConditions } from '../hooks/use-bonus-conditions';
import { welcomeStepsOf, type TWelcomeStep } from '../utils/welcome-steps';
import { OfferSummary } from './offer-summary';

const stateStyles = {
  claimed: 'border-mint-500/30 bg-mint-500/5',
  available: 'border-gold-500/50 bg-gold-500/10 shadow-[0_0_0_1px_rgb(245_177_32/0.15)]',
  disabled: 'border-line/80 bg-surface-2 opacity-60',
} as const;

const stateIcons = { claimed: Check, available: Sparkles, disabled: Lock } as const;

function WelcomeStepTile({ step, template, state }: TWelcomeStep) {
  const { t } = useTranslation();
  const Icon = stateIcons[state];
  const { open } = useBonusConditions();
  return (
    <li
      data-testid="welcome-step"
      data-state={state}
      className={cn('flex min-w-0 flex-col gap-2 rounded-xl border p-4', stateStyles[state])}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="text-[11px] font-semibold tracking-wide text-subtle uppercase">
          {t('Bonuses.step', { step })}
        </span>
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-semibold',
            state === 'claimed' && 'bg-mint-500/15 text-mint-300',
            state === 'available' && 'bg-gold-500/20 text-gold-300',
            state === 'disabled' && 'bg-surface-3 text-muted',
          )}
        >
          <Icon className="size-3" />
          {t(`Bonuses.step_state.${state}`)}
        </span>
      </div>
      <OfferSummary conditions={template.conditions} gistClassName="text-base text-fg" />
      <button
        type="button"
        data-testid="welcome-step-conditions"
        className="cursor-pointer self-start text-xs font-semibold text-gold-300 underline-offset-2 hover:underline"
        onClick={() =>
          open({ id: template.id, title: template.title, conditions: template.conditions })
        }
      >
        {t('Bonuses.conditions_button')}
      </button>
    </li>
  );
}

/** The four welcome deposits and which of them the player has had, can have next, or not yet. */
export function WelcomeSteps({ templates }: { templates: TBonusTemplate[] }) {
  const { t } = useTranslation();
  const steps = welcomeStepsOf(templates);
  if (steps.length === 0) return null;
  return (
    <Card title={t('Bonuses.welcome_title')} description={t('Bonuses.welcome_description')}>
      <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {steps.map((step) => (
          <WelcomeStepTile key={step.template.id} {...step} />
        ))}
      </ol>
    </Card>
  );
}
