import { darken, lighten } from './color';
import { mirrored, type TMotif } from './motif-kit';
import { sparklePath, sphere } from './shapes';
import { num, type TDefs } from './svg';

const leafGreen = (defs: TDefs) => defs.lin(['#b6f25c', '#3f9a2a', '#1c5a14'], [0, 0, 1, 1]);

/** A pointed leaf from (0, 0) towards +x, 100 long at scale 1, with its midrib; stored once. */
function leaf(defs: TDefs, len: number, x: number, y: number, rotate: number): string {
  const id = defs.raw(
    'leaf',
    (lid) =>
      `<g id="${lid}"><path d="M0 0Q35-42 100 0 35 42 0 0Z" fill="${leafGreen(defs)}" stroke="#123d0c" stroke-width="1.2"/><path d="M2 0Q50-4 92 0" fill="none" stroke="#e6ffb0" stroke-width="1.6" opacity=".7"/></g>`,
  );
  return `<use href="#${id}" transform="translate(${num(x)} ${num(y)}) rotate(${num(rotate)}) scale(${num(len) === '100' ? 1 : Math.round(len) / 100})"/>`;
}

/** Cherries in front of a second fruit (lemon, orange slice or grapes). */
export const fruits: TMotif = ({ rng, defs }) => {
  const side = rng.pick([-1, 1]);
  const kind = rng.pick(['lemon', 'orange', 'grapes'] as const);
  const bx = side * 50;
  let back: string;
  if (kind === 'lemon') {
    back = `<g transform="translate(${bx} -30) rotate(${side * 28})"><path d="M-50 0Q-44-34 0-34 44-34 50 0 44 34 0 34-44 34-50 0Z" fill="${defs.rad(['#fff6a0', '#ffd91a', '#d99a00'], { cx: 0.4, cy: 0.3 })}"/><ellipse cx="-14" cy="-14" rx="16" ry="7" fill="#fff" opacity=".55"/></g>`;
  } else if (kind === 'orange') {
    back = `<g transform="translate(${bx} -30)"><circle r="44" fill="#f57c00"/><circle r="38" fill="#ffb347"/><circle r="34" fill="${defs.rad(['#ffe0a0', '#ff9d1a'])}"/><path d="M0-34V34M-34 0H34M-24-24 24 24M24-24-24 24" stroke="#fff3d6" stroke-width="3"/><circle r="5" fill="#fff3d6"/></g>`;
  } else {
    const grapes = [
      [0, -62],
      [-16, -48],
      [16, -48],
      [-30, -32],
      [0, -32],
      [30, -32],
      [-16, -16],
      [16, -16],
      [0, 0],
    ]
      .map(([x = 0, y = 0]) => sphere(defs, bx + x, y - 8, 15, '#8a3ad8'))
      .join('');
    back = grapes;
  }
  const stemColor = '#3f7a1f';
  return (
    back +
    `<path d="M-30 6Q-22-44 8-72M28 22Q34-26 8-72" fill="none" stroke="${stemColor}" stroke-width="5" stroke-linecap="round"/>` +
    leaf(defs, 74, 8, -72, -28) +
    sphere(defs, -32, 40, 36, '#e3122f') +
    sphere(defs, 30, 54, 31, '#d90f2a') +
    `<path d="${sparklePath(-44, 20, 9)}" fill="#fff"/>`
  );
};

/** A tiger's face peering out between jungle leaves. */
export const jungle: TMotif = ({ rng, defs }) => {
  const white = rng.chance(0.3);
  const fur = defs.rad(
    white ? ['#ffffff', '#e6e2da', '#a8a298'] : ['#ffc34d', '#f07a12', '#a8400a'],
    {
      cx: 0.5,
      cy: 0.4,
      r: 0.65,
    },
  );
  const ear = white ? '#d8d2c8' : '#e8700f';
  const eye = defs.rad(
    rng.pick([
      ['#f4ff8a', '#b8e01a', '#5a8a00'],
      ['#fff0a0', '#ffb01a', '#a85a00'],
      ['#e0ffff', '#4fd1ff', '#0a5a9a'],
    ]),
  );
  const stripe = '#1a0c06';
  const half =
    `<circle cx="-52" cy="-58" r="22" fill="${ear}"/><circle cx="-52" cy="-56" r="12" fill="#3a1408"/>` +
    '<path d="M-74 2-96 14-76 20-92 36-70 34-78 52-50 52Z" fill="#fff4e0"/>';
  const marks =
    `<path d="M-22-66Q-18-48-8-42-22-46-28-62ZM-76-20Q-58-14-44-14-58-6-78-8ZM-78 8Q-60 10-48 18-62 20-76 20ZM-46-24Q-30-32-12-22-30-27-46-24Z" fill="${stripe}"/>` +
    '<ellipse cx="-16" cy="34" rx="20" ry="15" fill="#fff4e0"/>' +
    `<path d="M-45-6Q-30-21-11-4-30 4-45-6Z" fill="${eye}" stroke="${stripe}" stroke-width="2.5"/><ellipse cx="-27" cy="-6" rx="3.2" ry="7" fill="#000"/><circle cx="-31" cy="-9" r="2" fill="#fff"/>`;
  const tilt = rng.range(-5, 5);
  return (
    `<g transform="rotate(${num(tilt)})">` +
    mirrored(defs, half) +
    `<path d="M0-70C45-70 72-45 76-10 80 20 70 45 50 58 34 70 14 76 0 76-14 76-34 70-50 58-70 45-80 20-76-10-72-45-45-70 0-70Z" fill="${fur}"/>` +
    mirrored(defs, marks) +
    `<path d="M0-66-6-42 0-32 6-42Z" fill="${stripe}"/><ellipse cy="56" rx="15" ry="10" fill="#fff4e0"/>` +
    '<path d="M-13 17Q0 12 13 17L2 30Q0 32-2 30Z" fill="#c8506a" stroke="#3a1408" stroke-width="1.5"/>' +
    `<path d="M0 31V38Q-8 46-17 42M0 38Q8 46 17 42" fill="none" stroke="#3a1408" stroke-width="2" stroke-linecap="round"/></g>` +
    leaf(defs, 92, -18, 100, -160) +
    leaf(defs, 92, 18, 100, -20) +
    leaf(defs, 70, -10, 96, -118) +
    leaf(defs, 64, -104, -70, rng.range(10, 30)) +
    leaf(defs, 64, 104, -74, rng.range(150, 170))
  );
};

/** An open clam holding a pearl, riding a curling wave. */
export const ocean: TMotif = ({ rng, pal, defs }) => {
  const water = defs.lin([lighten(pal.glow, 0.15), '#1a6fd8', '#0a2a6e']);
  const [light, base, deep] = rng.pick([
    ['#fff0f4', '#ffb3c8', '#d46a8a'],
    ['#fffbe0', '#ffd54a', '#b8741a'],
    ['#e6fff8', '#7df0d8', '#1a8a7a'],
  ] as const);
  const shell = defs.lin([light, base, deep]);
  const lower = defs.lin([base, deep, darken(deep, 0.2)]);
  const ribs: string[] = [];
  const edge: string[] = [];
  for (let i = 0; i <= 8; i++) {
    const a = ((200 + i * 17.5) * Math.PI) / 180;
    const [x, y] = [84 * Math.cos(a), 40 + 84 * Math.sin(a)];
    edge.push(i === 0 ? `M${num(x)} ${num(y)}` : `A10 10 0 0 1 ${num(x)} ${num(y)}`);
    if (i > 0 && i < 8) ribs.push(`M0 40L${num(x * 0.95)} ${num(40 + (y - 40) * 0.95)}`);
  }
  const bubbles = [0, 1, 2, 3, 4]
    .map(
      () =>
        `<circle cx="${num(rng.range(-90, 90))}" cy="${num(rng.range(-95, -50))}" r="${num(rng.range(3, 8))}" fill="none" stroke="#e6fbff" stroke-width="1.6" opacity=".75"/>`,
    )
    .join('');
  return (
    `<path d="M-112 80C-104-6-58-84 12-86 64-88 100-56 96-22 93 2 72 12 56 4 42-4 42-24 56-28 66-30 72-22 68-14 78-30 70-48 50-50 22-52-4-30-14 4-22 30-18 60-8 80Z" fill="${water}"/>` +
    '<path d="M-104 30C-92-30-52-78 12-80 60-82 94-52 90-22" fill="none" stroke="#e6fbff" stroke-width="5" stroke-linecap="round" opacity=".85"/>' +
    '<path d="M-60-52Q-50-36-38-44M-30-70Q-22-54-8-62M6-80Q14-64 28-72" fill="none" stroke="#e6fbff" stroke-width="3" stroke-linecap="round" opacity=".7"/>' +
    `<path d="M0 40${edge.join('').replace(/^M/, 'L')}Z" fill="${shell}" stroke="#b04a6e" stroke-width="2"/>` +
    `<path d="${ribs.join('')}" stroke="#c8587e" stroke-width="2" opacity=".7"/>` +
    sphere(defs, 0, 26, 26, rng.pick(['#efe6ff', '#ffe6b0', '#4a4f6a'])) +
    `<path d="M-80 36Q-64 86 0 88 64 86 80 36 0 58-80 36Z" fill="${lower}" stroke="#8a2a4a" stroke-width="2"/>` +
    '<path d="M-112 96Q-84 80-56 96T0 96 56 96 112 96" fill="none" stroke="#bff4ff" stroke-width="5" stroke-linecap="round" opacity=".8"/>' +
    bubbles
  );
};
