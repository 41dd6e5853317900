import type { TRgBlock } from '@aurum/contracts/responsible-gaming';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/toast';
import { useUpdateResponsibleGaming } from '../api/update-responsible-gaming';
import { rgErrorMessage } from '../utils/rg-error';
import { RgBreakChoice } from './rg-break-choice';
import { RgBreakDialog } from './rg-break-dialog';

/** Time-out lengths offered (`h` and hours: 24 hours to 6 weeks). */
const TIME_OUTS = ['h24', 'h72', 'h168', 'h336', 'h672', 'h1008'] as const;
/** Self-exclusion lengths offered (`m` and months), or for good. */
const EXCLUSIONS = ['m6', 'm12', 'm24', 'm60', 'permanent'] as const;

type TChoice = { kind: 'time_out' | 'self_exclusion'; duration: string };
const numberIn = (duration: string) => Number(duration.slice(1));

/** The running break, or the time-out and self-exclusion choices, each asked again in a dialog. */
export function RgBreaks({ block }: { block: TRgBlock | null }) {
  const { t, i18n } = useTranslation();
  const timeOut = useUpdateResponsibleGaming('timeOut');
  const exclude = useUpdateResponsibleGaming('selfExclusion');
  const [timeOutFor, setTimeOutFor] = useState<string>(TIME_OUTS[0]);
  const [excludeFor, setExcludeFor] = useState<string>(EXCLUSIONS[0]);
  const [asking, setAsking] = useState<TChoice | null>(null);

  const done = {
    onSuccess: () => {
      setAsking(null);
      showToast({ type: 'success', message: t('ResponsibleGaming.break_started') });
    },
    onError: (error: unknown) => showToast({ type: 'error', message: rgErrorMessage(t, error) }),
  };
  const start = () => {
    if (asking?.kind === 'time_out') timeOut.mutate({ hours: numberIn(asking.duration) }, done);
    else if (asking)
      exclude.mutate(
        asking.duration === 'permanent'
          ? { permanent: true }
          : { months: numberIn(asking.duration) },
        done,
      );
  };

  return (
    <div className="flex flex-col gap-4">
      {block && (
        <p
          data-testid="rg-block"
          className="rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm text-fg"
        >
          {block.until
            ? t(`ResponsibleGaming.block.${block.kind}`, {
                until: new Date(block.until).toLocaleString(i18n.language),
              })
            : t('ResponsibleGaming.block.permanent')}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <RgBreakChoice
          title={t('ResponsibleGaming.time_out')}
          help={t('ResponsibleGaming.time_out_help')}
          durations={TIME_OUTS}
          value={timeOutFor}
          onChange={setTimeOutFor}
          action={t('ResponsibleGaming.take_break')}
          onStart={() => setAsking({ kind: 'time_out', duration: timeOutFor })}
          testId="rg-time-out"
        />
        <RgBreakChoice
          title={t('ResponsibleGaming.self_exclusion')}
          help={t('ResponsibleGaming.self_exclusion_help')}
          durations={EXCLUSIONS}
          value={excludeFor}
          onChange={setExcludeFor}
          action={t('ResponsibleGaming.exclude')}
          onStart={() => setAsking({ kind: 'self_exclusion', duration: excludeFor })}
          testId="rg-exclude"
        />
      </div>
      <RgBreakDialog
        open={asking !== null}
        title={asking ? t(`ResponsibleGaming.confirm_${asking.kind}`) : ''}
        consequences={
          asking
            ? t(`ResponsibleGaming.consequences_${asking.kind}`, {
                duration: t(`ResponsibleGaming.durations.${asking.duration}`),
              })
            : ''
        }
        busy={timeOut.isPending || exclude.isPending}
        onConfirm={start}
        onClose={() => setAsking(null)}
      />
    </div>
  );
}
