import type { TWheelSegment } from '../utils/wheel-segments';

/** The wheel's drawing in a viewBox centred on 0,0: radii of its rings. */
export const RIM = 198;
const FACE = 182;
const BULB_RING = 190;
const BULBS = 30;
const LABEL_RADIUS = 122;

/** Segment fills cycle through three gradients: 15 segments never put two alike side by side. */
const FILLS = ['wheel-violet', 'wheel-gold', 'wheel-night'] as const;
const TEXT_FILL: Record<(typeof FILLS)[number], string> = {
  'wheel-violet': '#f6f1ff',
  'wheel-gold': '#2a1a02',
  'wheel-night': '#ffdb7a',
};

const point = (radius: number, degrees: number) => {
  const radians = (degrees * Math.PI) / 180;
  return `${(radius * Math.sin(radians)).toFixed(3)} ${(-radius * Math.cos(radians)).toFixed(3)}`;
};

/** A wedge from the centre between two angles, clockwise from the top. */
const wedge = (from: number, to: number) =>
  `M 0 0 L ${point(FACE, from)} A ${FACE} ${FACE} 0 0 1 ${point(FACE, to)} Z`;

/** The gradients and glow the wheel's parts share. */
export function WheelDefs() {
  return (
    <defs>
      <radialGradient id="wheel-violet" cx="0" cy="0" r={FACE} gradientUnits="userSpaceOnUse">
        <stop offset="0.2" stopColor="#2a1466" />
        <stop offset="0.75" stopColor="#6a45f0" />
        <stop offset="1" stopColor="#9b86ff" />
      </radialGradient>
      <radialGradient id="wheel-gold" cx="0" cy="0" r={FACE} gradientUnits="userSpaceOnUse">
        <stop offset="0.2" stopColor="#a86a05" />
        <stop offset="0.7" stopColor="#f5b120" />
        <stop offset="1" stopColor="#ffe39a" />
      </radialGradient>
      <radialGradient id="wheel-night" cx="0" cy="0" r={FACE} gradientUnits="userSpaceOnUse">
        <stop offset="0.2" stopColor="#0d0a24" />
        <stop offset="0.8" stopColor="#2b1f5c" />
        <stop offset="1" stopColor="#433089" />
      </radialGradient>
      <linearGradient
        id="wheel-rim"
        x1="0"
        y1="-200"
        x2="0"
        y2="200"
        gradientUnits="userSpaceOnUse"
      >
        <stop offset="0" stopColor="#ffeab0" />
        <stop offset="0.35" stopColor="#f5b120" />
        <stop offset="0.7" stopColor="#a86a05" />
        <stop offset="1" stopColor="#ffdb7a" />
      </linearGradient>
      <radialGradient id="wheel-hub" cx="-12" cy="-16" r="60" gradientUnits="userSpaceOnUse">
        <stop offset="0" stopColor="#fff3cf" />
        <stop offset="0.45" stopColor="#fcc945" />
        <stop offset="1" stopColor="#a86a05" />
      </radialGradient>
      <radialGradient id="wheel-sheen" cx="-60" cy="-120" r="260" gradientUnits="userSpaceOnUse">
        <stop offset="0" stopColor="#ffffff" stopOpacity="0.22" />
        <stop offset="0.5" stopColor="#ffffff" stopOpacity="0.04" />
        <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
      </radialGradient>
    </defs>
  );
}

/** The gold rim with its ring of bulbs (still: only the face turns). */
export function WheelRim({ lit }: { lit: boolean }) {
  return (
    <g>
      <circle r={RIM} fill="url(#wheel-rim)" />
      <circle r={FACE + 4} fill="#150d2e" />
      {Array.from({ length: BULBS }, (_, index) => {
        const [x = '0', y = '0'] = point(BULB_RING, (index * 360) / BULBS).split(' ');
        return (
          <circle
            key={index}
            cx={x}
            cy={y}
            r={3.2}
            fill={index % 2 ? '#fff6d8' : '#ffd25e'}
            className={lit ? 'motion-safe:animate-bulb-twinkle' : undefined}
            style={{ animationDelay: `${(index % 2) * 600}ms` }}
          />
        );
      })}
    </g>
  );
}

/** "No prize": a circular try-again arrow. */
function NoPrizeMark({ color }: { color: string }) {
  return (
    <g transform={`translate(0 -${LABEL_RADIUS}) rotate(-90)`} data-no-prize>
      <path
        d="M 9 -6 A 11 11 0 1 0 11 3"
        fill="none"
        stroke={color}
        strokeWidth={3.2}
        strokeLinecap="round"
      />
      <path
        d="M 13 -12 L 10 -4 L 3 -8"
        fill="none"
        stroke={color}
        strokeWidth={3.2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

/** A prize without an amount but with a code: a small ticket star. */
function PromoMark({ color }: { color: string }) {
  return (
    <text
      transform={`translate(0 -${LABEL_RADIUS}) rotate(-90)`}
      textAnchor="middle"
      dominantBaseline="central"
      fontSize={24}
      fill={color}
    >
      ★
    </text>
  );
}

/** The turning face: one wedge per prize, its amount written along the radius. */
export function WheelFace({
  segments,
  landedIndex,
}: {
  segments: TWheelSegment[];
  landedIndex: number | null;
}) {
  const angle = 360 / Math.max(1, segments.length);
  return (
    <g>
      {segments.map((segment) => {
        const fill = FILLS[segment.displayIndex % FILLS.length] ?? 'wheel-violet';
        const color = TEXT_FILL[fill];
        const from = segment.displayIndex * angle;
        const landed = landedIndex === segment.displayIndex;
        return (
          <g
            key={segment.displayIndex}
            data-testid={`wheel-segment-${segment.displayIndex}`}
            data-prize-index={segment.prizeIndex}
          >
            <path
              d={
                segments.length === 1
                  ? `M 0 -${FACE} A ${FACE} ${FACE} 0 1 1 0 ${FACE} A ${FACE} ${FACE} 0 1 1 0 -${FACE} Z`
                  : wedge(from, from + angle)
              }
              fill={`url(#${fill})`}
              stroke="#ffd25e"
              strokeOpacity={0.55}
              strokeWidth={1.2}
            />
            {landed && <path d={wedge(from, from + angle)} fill="#fff6d8" fillOpacity={0.22} />}
            <g transform={`rotate(${from + angle / 2})`}>
              {segment.label ? (
                <text
                  transform={`translate(0 -${LABEL_RADIUS}) rotate(-90)`}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={segment.label.length > 5 ? 17 : 19}
                  fontWeight={800}
                  fill={color}
                  style={{ fontVariantNumeric: 'tabular-nums', letterSpacing: '-0.02em' }}
                >
                  {segment.label}
                </text>
              ) : segment.kind === 'promo' ? (
                <PromoMark color={color} />
              ) : (
                <NoPrizeMark color={color} />
              )}
            </g>
          </g>
        );
      })}
    </g>
  );
}

/** The hub under the spin button, and a gloss over the face that does not turn. */
export function WheelHubAndSheen() {
  return (
    <g pointerEvents="none">
      <circle r={FACE} fill="url(#wheel-sheen)" />
      <circle r={54} fill="#150d2e" opacity={0.55} />
      <circle r={48} fill="url(#wheel-rim)" />
    </g>
  );
}
