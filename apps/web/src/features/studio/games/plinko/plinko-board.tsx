import { MULTIPLIER_SCALE } from '@aurum/games';
import { ballWaypoints, bucketColor, plinkoGeometry } from '../../model/plinko';

const HEIGHT = 108;

/** A bucket's label: 1000, 26, 5.6, 0.2 (no "×": the width is tight on a phone). */
function bucketLabel(multiplier: number): string {
  const value = multiplier / MULTIPLIER_SCALE;
  if (value >= 100) return String(Math.floor(value));
  return String(Math.floor(value * 10) / 10);
}

/** Where the ball is at `progress` of its fall: bouncing off a peg, then falling to the next. */
function ballAt(points: { x: number; y: number }[], progress: number, hop: number) {
  const span = points.length - 1;
  const at = Math.min(span, progress * span);
  const index = Math.min(span - 1, Math.floor(at));
  const from = points[index] ?? { x: 50, y: 0 };
  const to = points[index + 1] ?? from;
  const s = at - index;
  return {
    x: from.x + (to.x - from.x) * s,
    y: from.y + (to.y - from.y) * s * s - hop * s * (1 - s),
    step: index,
  };
}

/**
 * The peg triangle, the ball falling along its path, and the buckets with their multipliers.
 * Drawn in one SVG so everything scales together.
 */
export function PlinkoBoard({
  rows,
  table,
  path,
  slot,
  progress,
  roundKey,
}: {
  rows: number;
  table: readonly number[];
  path: readonly number[] | null;
  slot: number | null;
  progress: number;
  roundKey: string;
}) {
  const { gap, top, rowGap, pegs } = plinkoGeometry(rows);
  const points = path ? ballWaypoints(path, rows) : null;
  const ball = points ? ballAt(points, progress, rowGap * 0.7) : null;
  const landed = path !== null && progress >= 1;
  const bucketY = top + rows * rowGap - rowGap * 0.05;
  const bucketHeight = Math.min(HEIGHT - bucketY - 1, gap * 0.85);
  const hitRow = ball && !landed ? ball.step - 1 : -1;
  const hitPeg = points && hitRow >= 0 ? points[hitRow + 1] : undefined;

  return (
    <svg
      data-testid="plinko-board"
      viewBox={`0 0 100 ${HEIGHT}`}
      className="h-auto w-full overflow-visible"
      role="img"
    >
      <defs>
        <radialGradient id="plinko-ball" cx="35%" cy="30%" r="70%">
          <stop offset="0%" stopColor="#fff6d6" />
          <stop offset="45%" stopColor="#ffcf4a" />
          <stop offset="100%" stopColor="#d9780a" />
        </radialGradient>
        <radialGradient id="plinko-peg" cx="35%" cy="30%" r="70%">
          <stop offset="0%" stopColor="#ffffff" />
          <stop offset="100%" stopColor="#9aa6c8" />
        </radialGradient>
      </defs>
      {pegs.map((peg, index) => (
        <circle
          key={index}
          cx={peg.x}
          cy={peg.y}
          r={Math.max(0.45, gap * 0.09)}
          fill="url(#plinko-peg)"
        />
      ))}
      {hitPeg && (
        <circle
          key={`${roundKey}-${hitRow}`}
          cx={hitPeg.x}
          cy={hitPeg.y + gap * 0.32}
          r={gap * 0.3}
          fill="#ffe27a"
          className="animate-[studio-peg-hit_300ms_ease-out_forwards]"
          style={{ opacity: 0.8 }}
        />
      )}
      {table.map((multiplier, index) => {
        const color = bucketColor(multiplier);
        const x = 50 + (index - rows / 2) * gap;
        const hit = landed && index === slot;
        return (
          <g
            key={`${rows}-${index}`}
            data-testid={`plinko-bucket-${index}`}
            className={hit ? 'animate-[studio-bucket-hit_420ms_ease-out]' : undefined}
            style={{ transformBox: 'fill-box' }}
          >
            <rect
              x={x - gap * 0.45}
              y={bucketY}
              width={gap * 0.9}
              height={bucketHeight}
              rx={gap * 0.14}
              fill={color.to}
            />
            <rect
              x={x - gap * 0.45}
              y={bucketY}
              width={gap * 0.9}
              height={bucketHeight * 0.82}
              rx={gap * 0.14}
              fill={color.from}
              opacity={hit ? 1 : 0.92}
              style={hit ? { filter: `drop-shadow(0 0 2px ${color.from})` } : undefined}
            />
            <text
              x={x}
              y={bucketY + bucketHeight * 0.43}
              textAnchor="middle"
              dominantBaseline="middle"
              fontSize={Math.min(3.2, gap * 0.3)}
              fontWeight={800}
              fill="#1b0f05"
            >
              {bucketLabel(multiplier)}
            </text>
          </g>
        );
      })}
      {ball && (
        <circle
          data-testid="plinko-ball"
          cx={ball.x}
          cy={ball.y}
          r={gap * 0.26}
          fill="url(#plinko-ball)"
          style={{ filter: 'drop-shadow(0 0 1.5px rgb(255 207 74 / 0.9))' }}
          opacity={landed ? 0 : 1}
        />
      )}
    </svg>
  );
}
