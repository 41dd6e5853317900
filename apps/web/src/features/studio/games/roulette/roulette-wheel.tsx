import { pocketColor, WHEEL_ORDER } from '../../model/roulette';
import { POCKET_ANGLE as STEP } from './wheel-math';
const FILL = { red: '#d42a44', black: '#1b2030', green: '#13a86b' };
const R = 100;

function wedge(index: number): string {
  const start = ((index - 0.5) * STEP * Math.PI) / 180;
  const end = ((index + 0.5) * STEP * Math.PI) / 180;
  const outer = 92;
  const inner = 64;
  const point = (radius: number, angle: number) =>
    `${(radius * Math.sin(angle)).toFixed(2)},${(-radius * Math.cos(angle)).toFixed(2)}`;
  return `M${point(inner, start)} L${point(outer, start)} A${outer},${outer} 0 0 1 ${point(outer, end)} L${point(inner, end)} A${inner},${inner} 0 0 0 ${point(inner, start)} Z`;
}

/**
 * The wheel: it turns by `wheelAngle` while the ball orbits to `ballAngle` and drops from the
 * rim into the pocket. Both move with CSS (restarted by `spinKey`), not at all in turbo.
 */
export function RouletteWheel({
  wheelAngle,
  ballAngle,
  spinKey,
  durationMs,
  showBall,
}: {
  wheelAngle: number;
  ballAngle: number;
  spinKey: string;
  durationMs: number;
  showBall: boolean;
}) {
  const easing = 'cubic-bezier(0.15, 0.6, 0.15, 1)';
  return (
    <div className="relative aspect-square w-full" data-testid="roulette-wheel">
      <svg
        viewBox="-110 -110 220 220"
        className="absolute inset-0 size-full drop-shadow-[0_12px_30px_rgb(0_0_0/0.6)]"
      >
        <defs>
          <radialGradient id="wheel-rim" r="1">
            <stop offset="85%" stopColor="#5a3a12" />
            <stop offset="92%" stopColor="#f5c451" />
            <stop offset="100%" stopColor="#8a5a12" />
          </radialGradient>
          <radialGradient id="wheel-cone" r="1">
            <stop offset="0%" stopColor="#f5c451" />
            <stop offset="18%" stopColor="#a8741a" />
            <stop offset="22%" stopColor="#2a1d10" />
            <stop offset="100%" stopColor="#4a3218" />
          </radialGradient>
        </defs>
        <circle r={R + 8} fill="url(#wheel-rim)" />
        <circle r={R} fill="#1a120a" />
        <g
          style={{
            transform: `rotate(${wheelAngle}deg)`,
            transition: durationMs > 0 ? `transform ${durationMs}ms ${easing}` : 'none',
          }}
        >
          {WHEEL_ORDER.map((number, index) => (
            <g key={number}>
              <path
                d={wedge(index)}
                fill={FILL[pocketColor(number)]}
                stroke="#c9a24a"
                strokeWidth="0.6"
              />
              <text
                x="0"
                y="-80"
                transform={`rotate(${index * STEP})`}
                textAnchor="middle"
                dominantBaseline="middle"
                fontSize="8"
                fontWeight="800"
                fill="#fff"
              >
                {number}
              </text>
            </g>
          ))}
          <circle r="64" fill="url(#wheel-cone)" />
          {[0, 90, 180, 270].map((angle) => (
            <rect
              key={angle}
              x="-3"
              y="-44"
              width="6"
              height="44"
              rx="3"
              fill="#e8c25a"
              transform={`rotate(${angle})`}
            />
          ))}
          <circle r="9" fill="#f5c451" stroke="#8a5a12" strokeWidth="2" />
        </g>
        {showBall && (
          <g
            style={{
              transform: `rotate(${ballAngle}deg)`,
              transition: durationMs > 0 ? `transform ${durationMs}ms ${easing}` : 'none',
            }}
          >
            <circle
              key={spinKey}
              cx="0"
              cy={durationMs > 0 ? -97 : -70}
              r="5"
              fill="#f8f9fc"
              stroke="#aab4cf"
              strokeWidth="0.8"
              style={{
                animation:
                  durationMs > 0
                    ? `studio-ball-drop ${durationMs * 0.3}ms ease-in ${durationMs * 0.65}ms both`
                    : undefined,
                filter: 'drop-shadow(0 1px 1.5px rgb(0 0 0 / 0.6))',
              }}
            />
          </g>
        )}
        <path d="M0,-104 L-6,-114 L6,-114 Z" fill="#fcc945" stroke="#8a5a12" strokeWidth="1" />
      </svg>
    </div>
  );
}
