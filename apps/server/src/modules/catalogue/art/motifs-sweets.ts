import { suit } from './cards';
import { darken, lighten } from './color';
import type { TMotif } from './motif-kit';
import { coin, GOLD } from './shapes';
import { num } from './svg';

/** Pot of gold under a rainbow, a four-leaf clover beside it. */
export const irish: TMotif = ({ rng, defs }) => {
  const bands = ['#ff4d4d', '#ff9a2e', '#ffe14f', '#4fdc6a', '#4fa8ff', '#9a6aff']
    .map((color, i) => {
      const r = 104 - i * 10;
      return `<path d="M-${r} 30A${r} ${r} 0 0 1 ${r} 30" fill="none" stroke="${color}" stroke-width="10.5"/>`;
    })
    .join('');
  const pot = defs.lin(['#4a505e', '#1c1f26', '#08090c'], [0, 0, 1, 0]);
  const heap = defs.lin(GOLD);
  const coins = [
    [-34, -4, 12],
    [-8, -14, 13],
    [20, -8, 12],
    [42, 2, 10],
    [4, 2, 11],
  ]
    .map(([x = 0, y = 0, r = 10]) => coin(defs, x, y, r))
    .join('');
  const clover = defs.lin(['#9dff6a', '#2fae3a', '#146a20'], [0, 0, 1, 1]);
  const leaves = [45, 135, 225, 315]
    .map((a) =>
      suit(defs, 'heart', 0, 0, 22, clover).replace(
        'transform="',
        `transform="rotate(${a}) translate(0 -21) `,
      ),
    )
    .join('');
  const cx = rng.pick([-70, 70]);
  return (
    `<g opacity=".9">${bands}</g>` +
    `<path d="M-58 14Q-76 84-28 92H28Q76 84 58 14Z" fill="${pot}"/>` +
    '<path d="M-44 92-50 102M44 92 50 102" stroke="#1c1f26" stroke-width="7" stroke-linecap="round"/>' +
    `<path d="M-60 14Q-52-30 0-34 52-30 60 14Z" fill="${heap}"/>` +
    coins +
    '<ellipse cy="14" rx="66" ry="12" fill="#2a2e38" stroke="#6a7080" stroke-width="2"/>' +
    '<path d="M-40 40Q-44 66-24 80" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".25"/>' +
    `<g transform="translate(${cx} -62) rotate(${num(rng.range(-20, 20))})"><path d="M0 0Q6 30-6 52" fill="none" stroke="#1f7a2a" stroke-width="4" stroke-linecap="round"/>${leaves}</g>`
  );
};

/** A swirl lollipop with wrapped sweets and sprinkles. */
export const candy: TMotif = ({ rng, pal, defs }) => {
  const disc = defs.rad([lighten(pal.glow, 0.2), pal.glow, darken(pal.glow, 0.22)], {
    cx: 0.4,
    cy: 0.35,
  });
  const spiral: string[] = [];
  for (let t = 0; t <= 4.6 * Math.PI; t += Math.PI / 9) {
    const r = 4.3 * t;
    spiral.push(`${num(r * Math.cos(t))} ${num(r * Math.sin(t))}`);
  }
  const sweet = (x: number, y: number, rotate: number, color: string) =>
    `<g transform="translate(${num(x)} ${num(y)}) rotate(${num(rotate)})"><path d="M-22 0-44-16-40 0-44 16ZM22 0 44-16 40 0 44 16Z" fill="${darken(color, 0.1)}"/><ellipse rx="26" ry="19" fill="${defs.rad([lighten(color, 0.3), color, darken(color, 0.2)], { cx: 0.4, cy: 0.3 })}"/><path d="M-12-16Q-4 0-12 16M4-18Q12 0 4 18" fill="none" stroke="#fff" stroke-width="4" opacity=".8"/></g>`;
  const colors = ['#ff4d8a', '#ffe14f', '#7df9ff', '#9dff6a', '#b07dff'];
  const sprinkles = [0, 1, 2, 3, 4, 5, 6]
    .map((i) => {
      const x = rng.range(-95, 95);
      const y = rng.range(-95, 95);
      const a = rng.range(0, Math.PI);
      return `<path d="M${num(x)} ${num(y)}l${num(8 * Math.cos(a))} ${num(8 * Math.sin(a))}" stroke="${colors[i % colors.length] ?? '#fff'}" stroke-width="5" stroke-linecap="round"/>`;
    })
    .join('');
  return (
    sprinkles +
    '<rect x="-6" y="30" width="12" height="74" rx="5" fill="#f4f0ea" stroke="#c8c0b4"/>' +
    `<circle cy="-18" r="66" fill="${disc}" stroke="#fff" stroke-width="4"/>` +
    `<path d="M${spiral.join('L')}" transform="translate(0 -18) rotate(${num(rng.range(0, 360))})" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round" opacity=".92"/>` +
    '<ellipse cx="-26" cy="-52" rx="20" ry="10" fill="#fff" opacity=".45" transform="rotate(-35 -26 -52)"/>' +
    sweet(-64, 62, -24, pal.accent2) +
    sweet(68, 48, 22, pal.accent)
  );
};
