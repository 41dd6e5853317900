import { lighten } from './color';
import { glowing, type TMotif } from './motif-kit';
import { num } from './svg';

const SEGMENT_COLORS = ['#3a4256', '#4fdc6a', '#4fa8ff', '#ffd23f', '#b07dff', '#ff4f6a'] as const;

/** A flat multiplier wheel: a ring of coloured segments, a pointer and the result in the hub. */
export const wheel: TMotif = ({ rng, pal, defs }) => {
  const n = 30;
  const circumference = 2 * Math.PI * 80;
  const step = circumference / n;
  const period = rng.pick([3, 4, 5]);
  const colors = [SEGMENT_COLORS[0], pal.accent2, ...SEGMENT_COLORS.slice(1)].slice(0, period);
  const rings = colors
    .map(
      (color, k) =>
        `<circle r="80" stroke="${color}" stroke-dasharray="${num(step)} ${num(step * (period - 1))}" stroke-dashoffset="${num(-k * step)}"/>`,
    )
    .join('');
  const hub = defs.rad(['#2a3048', '#0c0f1a']);
  const multiplier = rng.pick(['2.00', '1.50', '3.00', '5.00', '9.90', '49.50']);
  return (
    glowing(defs, `<circle r="100" fill="none" stroke="${pal.glow}" stroke-width="3"/>`, 6, 1) +
    `<g transform="rotate(${num(rng.range(0, 360))})" fill="none" stroke-width="28">${rings}` +
    `<circle r="80" stroke="#0c0f1a" stroke-dasharray="1.6 ${num(step - 1.6)}"/></g>` +
    `<circle r="64" fill="${hub}" stroke="#fff" stroke-opacity=".15" stroke-width="2"/>` +
    `<text y="11" text-anchor="middle" font-weight="700" font-size="30" fill="#fff">${multiplier}×</text>` +
    glowing(
      defs,
      `<path d="M-13-110H13L0-80Z" fill="${lighten(pal.accent, 0.1)}" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>`,
      4,
      1,
    )
  );
};

/** A limbo gauge: a target ring partly filled, an arrow shooting up, the target multiplier. */
export const limbo: TMotif = ({ rng, pal, defs }) => {
  const r = 84;
  const c = 2 * Math.PI * r;
  const sweep = c * 0.75;
  const fill = sweep * rng.range(0.45, 0.85);
  const arc = defs.lin([pal.accent2, pal.accent], [0, 1, 1, 0]);
  const arrow = defs.lin(['#ffffff', lighten(pal.accent2, 0.2), pal.accent2]);
  const target = rng.pick(['2.00', '10.00', '100.00', '1000.00', '3.33', '25.00']);
  const size = target.length > 6 ? 24 : 30;
  return (
    '<g transform="rotate(135)" fill="none" stroke-linecap="round">' +
    `<circle r="${r}" stroke="#fff" stroke-opacity=".1" stroke-width="16" stroke-dasharray="${num(sweep)} ${num(c)}"/>` +
    glowing(
      defs,
      `<circle r="${r}" stroke="${arc}" stroke-width="16" stroke-dasharray="${num(fill)} ${num(c)}"/>`,
      6,
      1,
    ) +
    `<circle r="66" stroke="#fff" stroke-opacity=".35" stroke-width="6" stroke-dasharray="1.5 ${num((2 * Math.PI * 66 * 0.75) / 24 - 1.5)}" stroke-linecap="butt"/>` +
    '</g>' +
    glowing(
      defs,
      `<path d="M0-62 32-24H12V8H-12V-24H-32Z" fill="${arrow}" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>`,
      6,
      0.9,
    ) +
    `<text y="46" text-anchor="middle" font-weight="700" font-size="${size}" fill="#fff">${target}×</text>`
  );
};
