import type { TWheelSegment } from '@aurum/games';
import { segmentColors, segmentLabel } from './wheel-palette';

const R = 200;
const INNER = 62;

function point(radius: number, degrees: number): [number, number] {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [radius * Math.cos(radians), radius * Math.sin(radians)];
}

/** The show's big wheel in SVG: coloured segments, a rim of lights, a pointer at the top. */
export function MoneyWheel({
  segments,
  angle,
  durationMs,
  landed,
}: {
  segments: readonly TWheelSegment[];
  /** Clockwise rotation in degrees. */
  angle: number;
  durationMs: number;
  /** The segment under the pointer once the wheel stopped, for highlighting and tests. */
  landed: number | null;
}) {
  const step = 360 / segments.length;
  return (
    <div
      className="relative aspect-square w-full"
      data-testid="wheel-show-wheel"
      data-landed-index={landed ?? ''}
    >
      <svg
        viewBox="-215 -225 430 440"
        className="size-full drop-shadow-[0_12px_30px_rgb(0_0_0/0.55)]"
      >
        <defs>
          <radialGradient id="wheel-show-hub" cx="50%" cy="40%" r="60%">
            <stop offset="0%" stopColor="#fff1b8" />
            <stop offset="55%" stopColor="#d4a72c" />
            <stop offset="100%" stopColor="#7a5a0e" />
          </radialGradient>
          <linearGradient id="wheel-show-rim" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" stopColor="#f7d774" />
            <stop offset="50%" stopColor="#8a6514" />
            <stop offset="100%" stopColor="#f7d774" />
          </linearGradient>
        </defs>
        <circle r={R + 12} fill="url(#wheel-show-rim)" />
        <circle r={R + 4} fill="#14101f" />
        <g
          style={{
            transform: `rotate(${angle}deg)`,
            transition:
              durationMs > 0
                ? `transform ${durationMs}ms cubic-bezier(0.15, 0.7, 0.15, 1)`
                : 'none',
          }}
        >
          {segments.map((segment, index) => {
            const from = index * step - step / 2;
            const to = from + step;
            const [x1, y1] = point(R, from);
            const [x2, y2] = point(R, to);
            const [x3, y3] = point(INNER, to);
            const [x4, y4] = point(INNER, from);
            const [fill, edge] = segmentColors(segment);
            const [tx, ty] = point(R - 30, index * step);
            return (
              <g key={index}>
                <path
                  d={`M${x1},${y1} A${R},${R} 0 0 1 ${x2},${y2} L${x3},${y3} A${INNER},${INNER} 0 0 0 ${x4},${y4} Z`}
                  fill={fill}
                  stroke={edge}
                  strokeWidth={1.2}
                  opacity={landed === null || landed === index ? 1 : 0.78}
                />
                <text
                  x={tx}
                  y={ty}
                  transform={`rotate(${index * step + 90} ${tx} ${ty})`}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={segment.kind === 'multiplier' ? 15 : 17}
                  fontWeight={900}
                  fill={segment.kind === 'multiplier' ? '#5b3d00' : '#ffffff'}
                  style={{ paintOrder: 'stroke' }}
                  stroke={segment.kind === 'multiplier' ? 'none' : 'rgb(0 0 0 / 0.35)'}
                  strokeWidth={2}
                >
                  {segmentLabel(segment)}
                </text>
              </g>
            );
          })}
        </g>
        {Array.from({ length: 27 }, (_, i) => {
          const [x, y] = point(R + 8, i * (360 / 27));
          return <circle key={i} cx={x} cy={y} r={2.6} fill={i % 2 ? '#fff7d6' : '#ffd25e'} />;
        })}
        <circle r={INNER} fill="url(#wheel-show-hub)" stroke="#5b420a" strokeWidth={3} />
        <text
          y={6}
          textAnchor="middle"
          fontSize={20}
          fontWeight={900}
          fill="#4a3300"
          letterSpacing={1}
        >
          AURUM
        </text>
        <path d="M-16,-222 L16,-222 L0,-188 Z" fill="#fff" stroke="#c9a227" strokeWidth={3} />
      </svg>
    </div>
  );
}
