import type { TBonusTemplate } from '@aurum/contracts/bonuses';
import { CalendarClock, ChevronRight, TimerReset } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useBonusConditions } from '../hooks/use-bonus-conditions';
import { useNow } from '../hooks/use-now';
import { clockUntil } from '../utils/bonus-figures';
import { matchPercent } from '../utils/condition-lines';
import { StepTerms } from './step-terms';

const SECOND_MS = 1000;

/** A clock ticking down to the end of the UTC day, when the next everyday bonus unlocks. */
function UnlockCountdown({ until }: { until: string }) {
  const { t } = useTranslation();
  const now = useNow(SECOND_MS);
  return (
    <p
      data-testid="everyday-countdown"
      className="flex items-center justify-between gap-3 rounded-xl bg-surface-3/70 px-3 py-2.5 text-sm"
    >
      <span className="flex items-center gap-2 text-muted">
        <TimerReset className="size-4 text-gold-300" />
        {t('Bonuses.drawer.everyday_next_in')}
      </span>
      <span className="font-mono text-base font-bold text-fg tabular-nums">
        {clockUntil(until, now)}
      </span>
    </p>
  );
}

/** Everyday mode (4+ deposits): the bonus a deposit earns once per UTC day. */
export function DrawerEveryday({
  template,
  unlocksAt,
}: {
  template: TBonusTemplate;
  unlocksAt: string | null;
}) {
  const { t } = useTranslation();
  const { open } = useBonusConditions();
  const { conditions } = template;
  const taken = unlocksAt !== null;
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        data-testid="drawer-everyday"
        data-state={taken ? 'claimed' : 'available'}
        onClick={() => open({ id: template.id, title: template.title, conditions })}
        className={cn(
          'flex w-full cursor-pointer items-center gap-3 rounded-2xl border p-4 text-left transition-colors hover:border-gold-500/60',
          taken
            ? 'border-line/70 bg-surface-2/70'
            : 'border-gold-500/50 bg-[linear-gradient(100deg,rgb(245_177_32/0.16),rgb(245_177_32/0.04))]',
        )}
      >
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-gold-500/12 text-gold-300 ring-1 ring-gold-500/30">
          <CalendarClock className="size-6" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="truncate text-sm font-bold text-fg">{template.title}</span>
          <span className="text-2xl leading-tight font-extrabold text-gold-300">
            +{matchPercent(conditions)}%
          </span>
          <StepTerms conditions={conditions} />
        </span>
        <ChevronRight className="size-4 shrink-0 text-subtle" />
      </button>
      {taken ? (
        <UnlockCountdown until={unlocksAt} />
      ) : (
        <p
          data-testid="everyday-ready"
          className="rounded-xl bg-mint-500/10 px-3 py-2.5 text-sm font-semibold text-mint-300"
        >
          {t('Bonuses.everyday_ready')}
        </p>
      )}
    </div>
  );
}
