import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { showToast } from '@/lib/toast';
import { useUpdateResponsibleGaming } from '../api/update-responsible-gaming';
import { rgErrorMessage } from '../utils/rg-error';

const REALITY_CHECK_MINUTES = [0, 15, 30, 45, 60, 90, 120];
const SESSION_LIMIT_MINUTES = [0, 30, 60, 120, 180, 240, 360, 480];

/** Reality-check reminders and the session time limit, saved as soon as they change. */
export function RgSessionSettings({
  realityCheckMinutes,
  sessionLimitMinutes,
}: {
  realityCheckMinutes: number;
  sessionLimitMinutes: number | null;
}) {
  const { t } = useTranslation();
  const realityCheck = useUpdateResponsibleGaming('realityCheck');
  const sessionLimit = useUpdateResponsibleGaming('sessionLimit');
  const done = {
    onSuccess: () => showToast({ type: 'success', message: t('ResponsibleGaming.saved') }),
    onError: (error: unknown) => showToast({ type: 'error', message: rgErrorMessage(t, error) }),
  };
  const minutesLabel = (minutes: number) =>
    minutes === 0 ? t('ResponsibleGaming.off') : t('ResponsibleGaming.minutes', { count: minutes });
  const sessionOptions = SESSION_LIMIT_MINUTES.includes(sessionLimitMinutes ?? 0)
    ? SESSION_LIMIT_MINUTES
    : [...SESSION_LIMIT_MINUTES, sessionLimitMinutes ?? 0].sort((a, b) => a - b);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <FormField
        label={t('ResponsibleGaming.reality_check')}
        hint={t('ResponsibleGaming.reality_check_help')}
      >
        <Select
          data-testid="rg-reality-check"
          value={realityCheckMinutes}
          disabled={realityCheck.isPending}
          onChange={(event) => realityCheck.mutate({ minutes: Number(event.target.value) }, done)}
        >
          {REALITY_CHECK_MINUTES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutesLabel(minutes)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label={t('ResponsibleGaming.session_limit')}
        hint={t('ResponsibleGaming.session_limit_help')}
      >
        <Select
          data-testid="rg-session-limit"
          value={sessionLimitMinutes ?? 0}
          disabled={sessionLimit.isPending}
          onChange={(event) => {
            const minutes = Number(event.target.value);
            sessionLimit.mutate({ minutes: minutes === 0 ? null : minutes }, done);
          }}
        >
          {sessionOptions.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutesLabel(minutes)}
            </option>
          ))}
        </Select>
      </FormField>
    </div>
  );
}
