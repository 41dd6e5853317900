import type { TEventSummary } from '@aurum/contracts/sportsbook';
import { useTranslation } from 'react-i18next';
import { formatKickOff, isLive } from '../utils/event-time';

/** Kick-off time before the start; a live badge, the period and the minute during play. */
export function EventClock({
  event,
}: {
  event: Pick<TEventSummary, 'status' | 'score' | 'startsAt'>;
}) {
  const { t, i18n } = useTranslation();
  if (!isLive(event)) {
    const settled = event.status !== 'not_started';
    return (
      <span className="text-xs text-muted tabular-nums">
        {settled
          ? t(`Sportsbook.status.${event.status}`)
          : formatKickOff(event.startsAt, i18n.language)}
      </span>
    );
  }
  const { score } = event;
  return (
    <span className="flex items-center gap-1.5 text-xs" data-testid="event-live-clock">
      <span className="rounded bg-danger/15 px-1.5 py-0.5 font-bold text-danger uppercase">
        {t('Sportsbook.live')}
      </span>
      {score && (
        <span className="text-muted">
          {t(`Sportsbook.periods.${score.period}`, { defaultValue: score.period })}
          {score.minute !== null && ` ${score.minute}'`}
        </span>
      )}
    </span>
  );
}
