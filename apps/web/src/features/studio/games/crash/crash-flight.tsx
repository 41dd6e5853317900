import type { TCrashRound } from '@aurum/contracts/crash';
import { crashMultiplierAt } from '@aurum/games';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { FLIGHT_VIEW } from '../../model/flight-view';
import { formatHundredths } from '../../model/format';
import {
  FlightCurve,
  FlightExplosion,
  FlightGrid,
  FlightRocket,
  StarField,
} from '../../components/flight-scene';
import type { TFlightClock } from './use-flight-clock';

const { W, H, LEFT, BOTTOM } = FLIGHT_VIEW;
const SAMPLES = 48;

/** The stage of the shared round: the countdown, then the rocket's climb, then the crash. */
export function CrashFlight({
  round,
  clock,
  bettingMs,
  cashedAt,
}: {
  round: TCrashRound | null;
  clock: TFlightClock;
  /** The betting phase's length, for the countdown bar. */
  bettingMs: number;
  /** The player's own cash-out in this round (hundredths), marked on the curve. */
  cashedAt: number | null;
}) {
  const { t } = useTranslation();
  const status = round?.status ?? 'waiting';
  const crashed = status === 'crashed';
  const flying = status === 'running';
  const span = Math.max(clock.elapsed, 8000);
  const top = Math.max(200, clock.multiplier * 1.25);
  const y = (multiplier: number) => BOTTOM - ((multiplier - 100) / (top - 100)) * 430;
  const point = (ms: number) => ({ x: LEFT + (ms / span) * 780, y: y(crashMultiplierAt(ms)) });
  const samples = Array.from({ length: SAMPLES + 1 }, (_, index) =>
    point((index / SAMPLES) * clock.elapsed),
  );
  const tip = samples[samples.length - 1] ?? { x: LEFT, y: BOTTOM };
  const before = samples[samples.length - 4] ?? { x: LEFT - 10, y: BOTTOM };
  const angle = flying ? (Math.atan2(tip.y - before.y, tip.x - before.x) * 180) / Math.PI : -35;
  const line = samples.map(({ x, y: py }) => `${x.toFixed(1)},${py.toFixed(1)}`).join(' ');
  const tone = crashed ? '#ff4d6a' : cashedAt !== null ? '#2ff0a0' : '#fcc945';
  const seconds = Math.ceil(clock.untilStart / 1000);
  const showCurve = flying || crashed;

  return (
    <div
      data-testid="crash-stage"
      data-status={status}
      className={cn(
        'absolute inset-0 overflow-hidden',
        crashed && 'animate-[studio-shake_380ms_ease-out]',
      )}
    >
      <StarField />
      <svg
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        className="absolute inset-0 size-full"
        aria-hidden
      >
        <FlightGrid />
        {showCurve && (
          <FlightCurve line={line} tipX={tip.x} tone={tone} fillId="crash-round-fill" />
        )}
      </svg>
      <div
        className="absolute z-10 -translate-x-1/2 -translate-y-1/2"
        style={{ left: `${(tip.x / W) * 100}%`, top: `${(tip.y / H) * 100}%` }}
      >
        {crashed ? <FlightExplosion /> : <FlightRocket angle={angle} flying={flying} />}
      </div>
      <div className="pointer-events-none absolute inset-x-0 top-[16%] flex flex-col items-center gap-2 px-4 text-center">
        {status === 'betting' ? (
          <>
            <span className="text-xs font-bold tracking-[0.2em] text-muted uppercase">
              {t('Studio.crash.next_round')}
            </span>
            <span
              data-testid="crash-countdown"
              className="font-mono text-5xl font-black text-gold-300 tabular-nums drop-shadow-[0_4px_24px_rgb(0_0_0/0.6)] sm:text-7xl"
            >
              {t('Studio.crash.seconds', { count: seconds })}
            </span>
            <span className="h-1.5 w-48 overflow-hidden rounded-full bg-white/10">
              <span
                className="block h-full rounded-full bg-linear-to-r from-gold-300 to-gold-500"
                style={{ width: `${Math.min(100, (clock.untilStart / bettingMs) * 100)}%` }}
              />
            </span>
          </>
        ) : status === 'waiting' ? (
          <span className="text-sm font-semibold text-muted">{t('Studio.crash.waiting')}</span>
        ) : (
          <>
            <span
              data-testid="crash-multiplier"
              data-value={clock.multiplier}
              className="font-mono text-5xl font-black tracking-tight tabular-nums drop-shadow-[0_4px_24px_rgb(0_0_0/0.6)] transition-colors sm:text-7xl"
              style={{ color: crashed || cashedAt !== null ? tone : '#eef1f8' }}
            >
              {formatHundredths(clock.multiplier)}×
            </span>
            <span
              className={cn(
                'rounded-full border px-3 py-1 text-xs font-bold tracking-wide uppercase',
                crashed && 'border-danger/40 bg-danger/15 text-[#ff8da0]',
                !crashed && cashedAt !== null && 'border-mint-500/40 bg-mint-500/15 text-mint-300',
                !crashed && cashedAt === null && 'border-line bg-surface/70 text-muted',
              )}
            >
              {crashed
                ? t('Studio.crash.crashed_at', { point: formatHundredths(clock.multiplier) })
                : cashedAt !== null
                  ? t('Studio.crash.you_cashed', { point: formatHundredths(cashedAt) })
                  : t('Studio.crash.flying')}
            </span>
          </>
        )}
      </div>
    </div>
  );
}
