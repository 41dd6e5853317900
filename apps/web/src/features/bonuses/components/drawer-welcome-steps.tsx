import type { TBonusTemplate } from '@aurum/contracts/bonuses';
import { Check, ChevronRight, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useBonusConditions } from '../hooks/use-bonus-conditions';
import { matchPercent } from '../utils/condition-lines';
import { StepTerms } from './step-terms';
import { welcomeStepsOf, type TWelcomeStep } from '../utils/welcome-steps';

const rowStyles = {
  claimed: 'border-mint-500/25 bg-mint-500/[0.04]',
  available:
    'border-gold-500/50 bg-[linear-gradient(100deg,rgb(245_177_32/0.16),rgb(245_177_32/0.04))] shadow-[0_0_24px_-8px_rgb(245_177_32/0.5)]',
  disabled: 'border-line/70 bg-surface-2/70',
} as const;

function StepMark({ step, state }: Pick<TWelcomeStep, 'step' | 'state'>) {
  return (
    <span
      className={cn(
        'grid size-11 shrink-0 place-items-center rounded-full text-lg font-extrabold tabular-nums',
        state === 'claimed' && 'bg-mint-500/15 text-mint-300 ring-1 ring-mint-500/40',
        state === 'available' &&
          'bg-linear-to-b from-gold-300 to-gold-600 text-[#1c1303] shadow-gold',
        state === 'disabled' && 'bg-surface-3 text-subtle ring-1 ring-line',
      )}
    >
      {state === 'claimed' ? <Check className="size-5" strokeWidth={3} /> : step}
    </span>
  );
}

function StepRow({ step, template, state }: TWelcomeStep) {
  const { t } = useTranslation();
  const { open } = useBonusConditions();
  const { conditions } = template;
  const percent = matchPercent(conditions);
  return (
    <li>
      <button
        type="button"
        data-testid="drawer-step"
        data-state={state}
        onClick={() => open({ id: template.id, title: template.title, conditions })}
        className={cn(
          'flex w-full cursor-pointer items-center gap-3 rounded-2xl border p-3 text-left transition-colors hover:border-gold-500/60',
          rowStyles[state],
        )}
      >
        <StepMark step={step} state={state} />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-center gap-2 text-[11px] font-semibold tracking-wide text-subtle uppercase">
            {t('Bonuses.drawer.deposit_number', { step })}
            {state === 'disabled' && <Lock className="size-3" />}
          </span>
          <span className="flex flex-wrap items-baseline gap-x-2">
            {percent > 0 && (
              <span
                className={cn(
                  'text-xl leading-tight font-extrabold',
                  state === 'available' ? 'text-gold-300' : 'text-fg',
                )}
              >
                +{percent}%
              </span>
            )}
            {conditions.freespinsCount > 0 && (
              <span className="text-sm font-bold text-violet-300">
                {t('Bonuses.drawer.freespins', { count: conditions.freespinsCount })}
              </span>
            )}
          </span>
          <StepTerms conditions={conditions} />
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-[11px] font-semibold',
              state === 'claimed' && 'bg-mint-500/15 text-mint-300',
              state === 'available' && 'bg-gold-500/20 text-gold-200',
              state === 'disabled' && 'bg-surface-3 text-muted',
            )}
          >
            {t(`Bonuses.step_state.${state}`)}
          </span>
          <ChevronRight className="size-4 text-subtle" />
        </span>
      </button>
    </li>
  );
}

/** The four welcome deposits: claimed, available next, or locked; each opens its conditions. */
export function DrawerWelcomeSteps({ templates }: { templates: TBonusTemplate[] }) {
  const { t } = useTranslation();
  const steps = welcomeStepsOf(templates);
  return (
    <ol className="flex flex-col gap-2.5" aria-label={t('Bonuses.welcome_title')}>
      {steps.map((step) => (
        <StepRow key={step.template.id} {...step} />
      ))}
    </ol>
  );
}
