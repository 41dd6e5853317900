import type { TRgBlock } from '@aurum/contracts/responsible-gaming';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { showToast } from '@/lib/toast';
import { useUpdateResponsibleGaming } from '../api/update-responsible-gaming';
import { rgErrorMessage } from '../utils/rg-error';
import { RgBreakDialog } from './rg-break-dialog';

/** Time-out lengths offered, in hours (24 hours to 6 weeks). */
const TIME_OUT_HOURS = [24, 72, 168, 336, 672, 1008];
/** Self-exclusion lengths offered, in months; `permanent` never ends. */
const EXCLUSION_MONTHS = ['6', '12', '24', '60', 'permanent'];

type TChoice = { kind: 'time_out'; hours: number } | { kind: 'self_exclusion'; months: string };

/** The running break, or the time-out and self-exclusion choices, each asked again in a dialog. */
export function RgBreaks({ block }: { block: TRgBlock | null }) {
  const { t, i18n } = useTranslation();
  const timeOut = useUpdateResponsibleGaming('timeOut');
  const exclude = useUpdateResponsibleGaming('selfExclusion');
  const [hours, setHours] = useState(TIME_OUT_HOURS[0] ?? 24);
  const [months, setMonths] = useState(EXCLUSION_MONTHS[0] ?? '6');
  const [asking, setAsking] = useState<TChoice | null>(null);

  const durationOf = (choice: TChoice) =>
    t(
      `ResponsibleGaming.durations.${
        choice.kind === 'time_out'
          ? `h${choice.hours}`
          : choice.months === 'permanent'
            ? 'permanent'
            : `m${choice.months}`
      }`,
    );
  const done = {
    onSuccess: () => {
      setAsking(null);
      showToast({ type: 'success', message: t('ResponsibleGaming.break_started') });
    },
    onError: (error: unknown) => showToast({ type: 'error', message: rgErrorMessage(t, error) }),
  };
  const start = () => {
    if (!asking) return;
    if (asking.kind === 'time_out') timeOut.mutate({ hours: asking.hours }, done);
    else
      exclude.mutate(
        asking.months === 'permanent' ? { permanent: true } : { months: Number(asking.months) },
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
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-fg">{t('ResponsibleGaming.time_out')}</h4>
          <p className="text-xs leading-relaxed text-muted">
            {t('ResponsibleGaming.time_out_help')}
          </p>
          <div className="flex items-end gap-2">
            <FormField label={t('ResponsibleGaming.duration')} className="flex-1">
              <Select
                data-testid="rg-time-out-hours"
                value={hours}
                onChange={(event) => setHours(Number(event.target.value))}
              >
                {TIME_OUT_HOURS.map((value) => (
                  <option key={value} value={value}>
                    {durationOf({ kind: 'time_out', hours: value })}
                  </option>
                ))}
              </Select>
            </FormField>
            <Button
              onClick={() => setAsking({ kind: 'time_out', hours })}
              data-testid="rg-time-out"
            >
              {t('ResponsibleGaming.take_break')}
            </Button>
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-fg">{t('ResponsibleGaming.self_exclusion')}</h4>
          <p className="text-xs leading-relaxed text-muted">
            {t('ResponsibleGaming.self_exclusion_help')}
          </p>
          <div className="flex items-end gap-2">
            <FormField label={t('ResponsibleGaming.duration')} className="flex-1">
              <Select
                data-testid="rg-exclusion-months"
                value={months}
                onChange={(event) => setMonths(event.target.value)}
              >
                {EXCLUSION_MONTHS.map((value) => (
                  <option key={value} value={value}>
                    {durationOf({ kind: 'self_exclusion', months: value })}
                  </option>
                ))}
              </Select>
            </FormField>
            <Button
              onClick={() => setAsking({ kind: 'self_exclusion', months })}
              data-testid="rg-exclude"
            >
              {t('ResponsibleGaming.exclude')}
            </Button>
          </div>
        </div>
      </div>
      <RgBreakDialog
        open={asking !== null}
        title={asking ? t(`ResponsibleGaming.confirm_${asking.kind}`) : ''}
        consequences={
          asking
            ? t(`ResponsibleGaming.consequences_${asking.kind}`, { duration: durationOf(asking) })
            : ''
        }
        busy={timeOut.isPending || exclude.isPending}
        onConfirm={start}
        onClose={() => setAsking(null)}
      />
    </div>
  );
}
