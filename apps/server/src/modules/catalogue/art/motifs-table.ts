import { darken, lighten } from './color';
import { card, cardBack, SUITS, type TSuit } from './cards';
import { sectorPath, type TMotif } from './motif-kit';
import { chip, chipStack, GOLD, sphere } from './shapes';
import { num } from './svg';

const CHIP_COLORS = ['#e0182d', '#1e6fff', '#12a35a', '#111827', '#9b4dff'] as const;

/** A roulette wheel from above: 37 pockets, fret ring, cone and turret, ball in a pocket. */
export const roulette: TMotif = ({ rng, defs }) => {
  const wood = defs.rad(['#a8642a', '#6a3812', '#2e1404'], { r: 0.55 });
  const cone = defs.rad(['#c88a4a', '#7a4418', '#3a1c06']);
  const gold = defs.lin(GOLD, [0, 0, 1, 1]);
  const pocket = (2 * Math.PI * 70) / 37;
  const ballAngle = (rng.range(0, 360) * Math.PI) / 180;
  const wheel =
    `<g transform="rotate(${num(rng.range(0, 360))})">` +
    `<circle r="102" fill="${wood}"/><circle r="88" fill="none" stroke="${gold}" stroke-width="4"/>` +
    '<circle r="70" fill="none" stroke="#111" stroke-width="28"/>' +
    `<circle r="70" fill="none" stroke="#d8122a" stroke-width="28" stroke-dasharray="${num(pocket)}"/>` +
    `<circle r="70" fill="none" stroke="#0c9a4a" stroke-width="28" stroke-dasharray="${num(pocket)} 999"/>` +
    `<circle r="70" fill="none" stroke="${gold}" stroke-width="28" stroke-dasharray="1 ${num(pocket - 1)}"/>` +
    `<circle r="56" fill="${cone}" stroke="${gold}" stroke-width="3"/>` +
    `<path d="M-40 0H40M0-40V40" stroke="${gold}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M42 0h.1M-42 0h.1M0 42v.1M0-42v.1" stroke="${gold}" stroke-width="14" stroke-linecap="round"/>` +
    `<circle r="14" fill="${gold}" stroke="#7a4a10" stroke-width="2"/></g>` +
    sphere(defs, 70 * Math.cos(ballAngle), 70 * Math.sin(ballAngle), 9, '#f4f6fa');
  if (rng.chance(0.5)) return wheel;
  return (
    `<g transform="translate(0 4) scale(1.08 .74)"><path d="M-102 0V18A102 102 0 0 0 102 18V0Z" fill="#2e1404"/>` +
    `<path d="M-102 18A102 102 0 0 0 102 18" fill="none" stroke="${gold}" stroke-width="3"/>${wheel}</g>`
  );
};

const HIGH = ['K', 'Q', 'J', '10'] as const;

/** An ace and a ten-value card making blackjack, with a chip. */
export const blackjack: TMotif = ({ rng, defs }) => {
  const aceSuit = rng.pick(SUITS);
  const other: TSuit = rng.pick(SUITS.filter((s) => s !== aceSuit));
  const color = rng.pick(CHIP_COLORS);
  return (
    card(defs, { x: -34, y: -16, w: 104, rank: 'A', suit: aceSuit, rotate: -14 }) +
    card(defs, { x: 34, y: -6, w: 104, rank: rng.pick(HIGH), suit: other, rotate: 12 }) +
    chip(defs, 56, 70, 34, color) +
    chip(defs, -60, 78, 24, rng.pick(CHIP_COLORS.filter((c) => c !== color)))
  );
};

/** Baccarat: a natural nine on a felt table between chip stacks. */
export const baccarat: TMotif = ({ rng, pal, defs }) => {
  const felt = defs.rad([lighten(pal.glow, 0.05), darken(pal.glow, 0.25), darken(pal.glow, 0.5)]);
  const gold = defs.lin(GOLD, [0, 0, 1, 0]);
  const [a, b] = rng.pick([
    ['9', 'K'],
    ['4', '5'],
    ['6', '3'],
    ['8', 'Q'],
  ] as const);
  return (
    `<ellipse cy="56" rx="112" ry="40" fill="${felt}" stroke="${gold}" stroke-width="5"/>` +
    cardBack(defs, -4, -44, 70, -24, darken(pal.glow, 0.4)) +
    card(defs, { x: -26, y: -16, w: 84, rank: a, suit: rng.pick(SUITS), rotate: -9 }) +
    card(defs, { x: 32, y: -8, w: 84, rank: b, suit: rng.pick(SUITS), rotate: 11 }) +
    chipStack(defs, -78, 72, 22, 4, rng.pick(CHIP_COLORS)) +
    chipStack(defs, 80, 78, 22, 3, rng.pick(CHIP_COLORS))
  );
};

/** A royal flush fanned out over a chip. */
export const poker: TMotif = ({ rng, defs }) => {
  const kind = rng.pick(SUITS);
  const ranks = ['10', 'J', 'Q', 'K', 'A'];
  const cards = ranks
    .map((rank, i) => {
      const a = (i - 2) * 15;
      const rad = (a * Math.PI) / 180;
      return card(defs, {
        x: 150 * Math.sin(rad),
        y: 130 - 150 * Math.cos(rad) + 8,
        w: 74,
        rank,
        suit: kind,
        rotate: a,
      });
    })
    .join('');
  const color = rng.pick(CHIP_COLORS);
  return (
    cards +
    chip(defs, -52, 76, 30, color) +
    chip(defs, 58, 80, 26, rng.pick(CHIP_COLORS.filter((c) => c !== color)))
  );
};

/** A game-show money wheel with marquee bulbs, a pointer and stage lights. */
export const gameShow: TMotif = ({ rng, pal, defs }) => {
  const colors = [pal.accent2, '#ff4f6a', '#ffd23f', '#4fdc6a', '#4fa8ff', '#b07dff'];
  const n = 12;
  const segments = Array.from({ length: n }, (_, i) => {
    const color = colors[i % colors.length] ?? '#fff';
    return `<path d="${sectorPath(0, 84, (i * 360) / n, ((i + 1) * 360) / n)}" fill="${color}"/>`;
  }).join('');
  const beam = defs.lin([
    [0, '#fff', 0.5],
    [1, '#fff', 0],
  ]);
  const gold = defs.lin(GOLD, [0, 0, 1, 1]);
  const labels = ['x2', '50', 'x5', '10', '$', '20']
    .map((label, i) => {
      const a = (i * 60 + 15 + 90) * (Math.PI / 180);
      return `<text transform="translate(${num(62 * Math.cos(a))} ${num(62 * Math.sin(a))}) rotate(${num(i * 60 + 15 + 180)})" text-anchor="middle" dominant-baseline="central">${label}</text>`;
    })
    .join('');
  return (
    `<path d="M-120-120-40 40H20ZM120-120 40 40H-20Z" fill="${beam}" opacity=".6"/>` +
    `<path d="M-40 84-60 112H60L40 84Z" fill="${gold}"/>` +
    `<g transform="rotate(${num(rng.range(0, 30))})">${segments}` +
    `<g font-weight="700" font-size="15" fill="#fff" stroke="#000" stroke-opacity=".35" stroke-width="2" paint-order="stroke">${labels}</g>` +
    '<path d="M0 0V-84" stroke="#fff" stroke-opacity=".4"/></g>' +
    `<circle r="92" fill="none" stroke="${gold}" stroke-width="14"/>` +
    `<circle r="92" fill="none" stroke="#fffbe0" stroke-width="6" stroke-linecap="round" stroke-dasharray="0 16.06"/>` +
    `<circle r="18" fill="${gold}" stroke="#7a4a10" stroke-width="2"/>` +
    `<path d="M-14-104H14L0-76Z" fill="${pal.accent2}" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/>`
  );
};
