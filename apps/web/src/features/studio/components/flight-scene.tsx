import { Rocket } from 'lucide-react';
import { cn } from '@/lib/cn';
import { STARS } from '../games/limbo/stars';
import { FLIGHT_VIEW } from '../model/flight-view';

// The flight stages' shared drawing (limbo and crash): stars, the grid, the rocket, the explosion.

export function StarField() {
  return STARS.map((star) => (
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
  ));
}

/** The faint rows and the base line, inside the stage's SVG. */
export function FlightGrid() {
  const { W, LEFT, BOTTOM } = FLIGHT_VIEW;
  return (
    <>
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
    </>
  );
}

/** The rocket at the curve's tip, turned along it; floating while it waits. */
export function FlightRocket({
  angle,
  flying,
  exhaust = flying,
}: {
  angle: number;
  flying: boolean;
  exhaust?: boolean;
}) {
  return (
    <span
      className={cn('relative block', !flying && 'animate-[studio-float_2s_ease-in-out_infinite]')}
      style={{ transform: `rotate(${angle + 45}deg)` }}
    >
      {exhaust && (
        <span className="absolute top-1/2 right-1/2 h-3 w-12 origin-right -translate-y-1/2 -rotate-45 rounded-full bg-linear-to-l from-[#ffb13d] via-[#ff5a3d]/70 to-transparent blur-[2px] sm:h-4 sm:w-20" />
      )}
      <Rocket
        className="relative size-10 fill-[#e8ecf8] text-[#8a94b8] drop-shadow-[0_0_10px_rgb(255_177_61/0.6)] sm:size-14"
        strokeWidth={1.5}
      />
    </span>
  );
}

export function FlightExplosion() {
  return (
    <span className="relative block size-24" aria-hidden>
      <span className="absolute inset-0 animate-[studio-burst_600ms_ease-out_forwards] rounded-full bg-[radial-gradient(circle,#fff4c2_0%,#ffb13d_30%,#ff4d3d_55%,transparent_70%)]" />
      <span className="absolute inset-4 animate-[studio-burst_900ms_ease-out_forwards] rounded-full border-4 border-[#ffb13d]" />
    </span>
  );
}

/** The flown curve, `line` its SVG points, filled below in `tone` (a gradient in its defs). */
export function FlightCurve({
  line,
  tipX,
  tone,
  fillId,
}: {
  line: string;
  tipX: number;
  tone: string;
  fillId: string;
}) {
  const { LEFT, BOTTOM } = FLIGHT_VIEW;
  return (
    <>
      <defs>
        <linearGradient id={fillId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={tone} stopOpacity="0.35" />
          <stop offset="100%" stopColor={tone} stopOpacity="0" />
        </linearGradient>
      </defs>
      <polygon
        points={`${LEFT},${BOTTOM} ${line} ${tipX.toFixed(1)},${BOTTOM}`}
        fill={`url(#${fillId})`}
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
  );
}
