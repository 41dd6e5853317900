import { HeartHandshake } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useResponsibleGaming } from '../api/get-responsible-gaming';
import { RgBreaks } from './rg-breaks';
import { RgLimitForm } from './rg-limit-form';
import { RgLimitRow } from './rg-limit-row';
import { RgSessionSettings } from './rg-session-settings';

function Part({ title, help, children }: { title: string; help: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 border-t border-line pt-5 first:border-t-0 first:pt-0">
      <div>
        <h3 className="text-base font-bold text-fg">{title}</h3>
        <p className="mt-1 text-sm leading-relaxed text-muted">{help}</p>
      </div>
      {children}
    </section>
  );
}

/**
 * Responsible gaming on the profile: limits with their use, breaks (time-out, self-exclusion),
 * reality checks and the session limit, each with what it does in plain words.
 */
export function ResponsibleGamingSection({ className }: { className?: string }) {
  const { t } = useTranslation();
  const state = useResponsibleGaming();

  let body: ReactNode;
  if (state.isPending)
    body = (
      <div data-testid="rg-loading">
        <Skeleton className="h-72 rounded-xl" />
      </div>
    );
  else if (state.isError)
    body = (
      <LoadErrorState
        testId="rg-error"
        description={t('ResponsibleGaming.load_error')}
        onRetry={() => void state.refetch()}
      />
    );
  else
    body = (
      <div className="flex flex-col gap-5">
        <Part title={t('ResponsibleGaming.limits')} help={t('ResponsibleGaming.limits_help')}>
          {state.data.limits.length === 0 ? (
            <p
              data-testid="rg-no-limits"
              className="rounded-xl bg-surface-2 p-3 text-sm text-muted"
            >
              {t('ResponsibleGaming.no_limits')}
            </p>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2" data-testid="rg-limits">
              {state.data.limits.map((limit) => (
                <RgLimitRow key={`${limit.kind}-${limit.period}`} limit={limit} />
              ))}
            </ul>
          )}
          <RgLimitForm />
        </Part>
        <Part title={t('ResponsibleGaming.breaks')} help={t('ResponsibleGaming.breaks_help')}>
          <RgBreaks block={state.data.block} />
        </Part>
        <Part title={t('ResponsibleGaming.session')} help={t('ResponsibleGaming.session_help')}>
          <RgSessionSettings
            realityCheckMinutes={state.data.realityCheckMinutes}
            sessionLimitMinutes={state.data.sessionLimitMinutes}
          />
        </Part>
      </div>
    );

  return (
    <Card
      title={t('ResponsibleGaming.title')}
      description={t('ResponsibleGaming.description')}
      icon={HeartHandshake}
      testId="responsible-gaming"
      className={className}
    >
      {body}
    </Card>
  );
}
