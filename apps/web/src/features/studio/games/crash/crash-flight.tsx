import type { TCrashRound } from '@aurum/contracts/crash';
import { crashMultiplierAt } from '@aurum/games';
import { Rocket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatHundredths } from '../../model/format';
import { STARS } from '../limbo/stars';
import type { TFlightClock } from './use-flight-clock';

const W = 1000;
const H = 600;
const LEFT = 70;
const BOTTOM = 540;
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
      {STARS.map((star) => (
        <span
          key={star.id}
          aria-hidden
          className="absolute rounded-full bg-white animate-[studio-twinkle_3s_ease-in-out_infinite]"
          style={{
            left: `${star.x}%`,
            top: `${star.y}%`,
            width: star.size,
            height: star.size,
            animationDelay: `${star.delay}ms`,
          }}
        />
      ))}
      <svg
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        className="absolute inset-0 size-full"
        aria-hidden
      >
        <defs>
          <linearGradient id="crash-round-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={tone} stopOpacity="0.35" />
            <stop offset="100%" stopColor={tone} stopOpacity="0" />
          </linearGradient>
        </defs>
        {[0.25, 0.5, 0.75].map((row) => (
          <line
            key={row}
            x1={LEFT}
            x2={W - 40}
            y1={BOTTOM - row * 430}
            y2={BOTTOM - row * 430}
            stroke="white"
            strokeOpacity="0.05"
            vectorEffect="non-scaling-stroke"
          />
        ))}
        <line
          x1={LEFT}
          x2={W - 40}
          y1={BOTTOM}
          y2={BOTTOM}
          stroke="white"
          strokeOpacity="0.15"
          vectorEffect="non-scaling-stroke"
        />
        {showCurve && (
          <>
            <polygon
              points={`${LEFT},${BOTTOM} ${line} ${tip.x.toFixed(1)},${BOTTOM}`}
              fill="url(#crash-round-fill)"
            />
            <polyline
              points={line}
              fill="none"
              stroke={tone}
              strokeWidth="4"
              strokeLinecap="round"
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
              style={{ filter: `drop-shadow(0 0 6px ${tone})` }}
            />
          </>
        )}
      </svg>
      <div
        className="absolute z-10 -translate-x-1/2 -translate-y-1/2"
        style={{ left: `${(tip.x / W) * 100}%`, top: `${(tip.y / H) * 100}%` }}
      >
        {crashed ? (
          <span className="relative block size-24" aria-hidden>
            <span className="absolute inset-0 animate-[studio-burst_600ms_ease-out_forwards] rounded-full bg-[radial-gradient(circle,#fff4c2_0%,#ffb13d_30%,#ff4d3d_55%,transparent_70%)]" />
            <span className="absolute inset-4 animate-[studio-burst_900ms_ease-out_forwards] rounded-full border-4 border-[#ffb13d]" />
          </span>
        ) : (
          <span
            className={cn(
              'relative block',
              !flying && 'animate-[studio-float_2s_ease-in-out_infinite]',
            )}
            style={{ transform: `rotate(${angle + 45}deg)` }}
          >
            {flying && (
              <span className="absolute top-1/2 right-1/2 h-3 w-12 origin-right -translate-y-1/2 -rotate-45 rounded-full bg-linear-to-l from-[#ffb13d] via-[#ff5a3d]/70 to-transparent blur-[2px] sm:h-4 sm:w-20" />
            )}
            <Rocket
              className="relative size-10 fill-[#e8ecf8] text-[#8a94b8] drop-shadow-[0_0_10px_rgb(255_177_61/0.6)] sm:size-14"
              strokeWidth={1.5}
            />
          </span>
        )}
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
