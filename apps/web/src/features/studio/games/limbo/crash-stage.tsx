import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatHundredths } from '../../model/format';
import { curveAt, multiplierAt } from '../../model/limbo';
import {
  FlightCurve,
  FlightExplosion,
  FlightGrid,
  FlightRocket,
  StarField,
} from '../../components/flight-scene';

const W = 1000;
const H = 600;
const LEFT = 70;
const BOTTOM = 540;
const SAMPLES = 48;

/** Where the flight is at time `s` (0..1), in a view that follows the rocket. */
function viewOf(progress: number, result: number) {
  const span = Math.max(progress, 0.35);
  const top = Math.max(200, curveAt(progress, result) * 1.3);
  const y = (multiplier: number) => BOTTOM - ((multiplier - 100) / (top - 100)) * 430;
  const point = (s: number) => ({ x: LEFT + (s / span) * 780, y: y(curveAt(s, result)) });
  return { point, y };
}

/**
 * The crash stage: a rocket climbing along an exponential curve while the multiplier counts
 * up, exploding at the result. The dashed line is the auto cash-out target.
 */
export function CrashStage({
  result,
  win,
  target,
  roundTarget,
  progress,
  roundKey,
}: {
  result: number | null;
  win: boolean;
  target: number;
  roundTarget: number;
  progress: number;
  roundKey: string;
}) {
  const { t } = useTranslation();
  const flying = result !== null && progress < 1;
  const crashed = result !== null && progress >= 1;
  const current = result === null ? 100 : multiplierAt(progress, result);
  const passed = result !== null && win && current >= roundTarget;
  const { point, y } = viewOf(progress, result ?? 100);
  const samples = Array.from({ length: SAMPLES + 1 }, (_, index) =>
    point((index / SAMPLES) * (result === null ? 0 : progress)),
  );
  const tip = samples[samples.length - 1] ?? { x: LEFT, y: BOTTOM };
  const before = samples[samples.length - 4] ?? { x: LEFT - 10, y: BOTTOM };
  const angle =
    result === null ? -35 : (Math.atan2(tip.y - before.y, tip.x - before.x) * 180) / Math.PI;
  const line = samples.map(({ x, y: py }) => `${x.toFixed(1)},${py.toFixed(1)}`).join(' ');
  const targetY = y(target);
  const tone = crashed ? (win ? '#2ff0a0' : '#ff4d6a') : passed ? '#2ff0a0' : '#fcc945';

  return (
    <div
      key={crashed && !win ? `${roundKey}-crash` : 'stage'}
      className={cn(
        'absolute inset-0 overflow-hidden',
        crashed && !win && 'animate-[studio-shake_380ms_ease-out]',
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
        {targetY >= 60 && targetY <= BOTTOM && (
          <line
            data-testid="limbo-target-line"
            x1={LEFT}
            x2={W - 40}
            y1={targetY}
            y2={targetY}
            stroke="#2ff0a0"
            strokeOpacity="0.6"
            strokeDasharray="6 6"
            vectorEffect="non-scaling-stroke"
          />
        )}
        {result !== null && (
          <FlightCurve line={line} tipX={tip.x} tone={tone} fillId="crash-fill" />
        )}
      </svg>
      {targetY >= 60 && targetY <= BOTTOM && (
        <span
          className="absolute right-3 -translate-y-full rounded-md bg-mint-500/15 px-1.5 py-0.5 text-[10px] font-bold text-mint-300"
          style={{ top: `${(targetY / H) * 100}%` }}
        >
          {formatHundredths(target)}×
        </span>
      )}
      <div
        className="absolute z-10 -translate-x-1/2 -translate-y-1/2"
        style={{ left: `${(tip.x / W) * 100}%`, top: `${(tip.y / H) * 100}%` }}
      >
        {crashed ? (
          <span key={roundKey} className="block">
            <FlightExplosion />
          </span>
        ) : (
          <FlightRocket angle={angle} flying={flying} exhaust />
        )}
      </div>
      <div className="pointer-events-none absolute inset-x-0 top-[18%] flex flex-col items-center gap-2">
        <span
          data-testid="limbo-multiplier"
          className="font-mono text-5xl font-black tracking-tight tabular-nums drop-shadow-[0_4px_24px_rgb(0_0_0/0.6)] transition-colors sm:text-7xl"
          style={{ color: crashed || passed ? tone : '#eef1f8' }}
        >
          {formatHundredths(current)}×
        </span>
        <span
          className={cn(
            'rounded-full border px-3 py-1 text-xs font-bold tracking-wide uppercase',
            crashed && !win && 'border-danger/40 bg-danger/15 text-[#ff8da0]',
            (passed || (crashed && win)) && 'border-mint-500/40 bg-mint-500/15 text-mint-300',
            !crashed && !passed && 'border-line bg-surface/70 text-muted',
          )}
        >
          {crashed && !win
            ? t('Studio.limbo.crashed')
            : passed || (crashed && win)
              ? t('Studio.limbo.cashed_out', { target: formatHundredths(roundTarget) })
              : t('Studio.limbo.auto_cashout', { target: formatHundredths(target) })}
        </span>
      </div>
    </div>
  );
}
