import { darken, lighten } from './color';
import { glowing, type TMotif } from './motif-kit';
import { GOLD, sparklePath, sphere, starPath } from './shapes';
import { num } from './svg';

const FLAME =
  'M0 92C-52 92-86 60-84 14-82-22-56-40-60-82-38-62-30-44-26-28-24-60-8-86 2-112 18-80 30-64 28-34 40-48 48-62 46-84 74-56 88-22 84 14 82 60 50 92 0 92Z';

/** A slit-pupilled dragon eye in scaled hide, wreathed in fire. */
export const dragon: TMotif = ({ rng, pal, defs }) => {
  const classic = rng.chance(0.6);
  const outer = defs.lin(
    classic
      ? ['#ffcf3a', '#ff5a0a', '#a80c0c']
      : [lighten(pal.glow, 0.25), pal.glow, darken(pal.glow, 0.35)],
  );
  const mid = defs.lin(
    classic ? ['#fff3a0', '#ffb21a', '#ff5a0a'] : ['#ffffff', lighten(pal.glow, 0.3), pal.glow],
  );
  const iris = defs.rad([
    [0, '#fffbd0'],
    [0.25, lighten(pal.accent, 0.1)],
    [0.7, '#ff6a00'],
    [1, '#7a1000'],
  ]);
  const hide = defs.lin([darken(pal.bgTop, 0.05), '#120404'], [0, 0, 1, 1]);
  const scales = defs.raw(
    'scales',
    (id) =>
      `<pattern id="${id}" width="16" height="12" patternUnits="userSpaceOnUse"><path d="M0 12A8 8 0 0 1 16 12M-8 6A8 8 0 0 1 8 6 8 8 0 0 1 24 6" fill="none" stroke="#ff8a3c" stroke-opacity=".35" stroke-width="1.5"/></pattern>`,
  );
  const squint = rng.range(0.85, 1.05);
  return (
    `<path d="${FLAME}" fill="${outer}"/>` +
    `<path d="${FLAME}" fill="${mid}" transform="translate(0 26) scale(.7)"/>` +
    `<g transform="translate(0 26) scale(1 ${num(squint)})">` +
    `<path d="M-100 8Q-22-80 100-16 22 70-100 8Z" fill="${hide}" stroke="#ff8a3c" stroke-width="2"/>` +
    `<path d="M-100 8Q-22-80 100-16 22 70-100 8Z" fill="url(#${scales})"/>` +
    `<path d="M-70 4Q-16-52 70-10 16 42-70 4Z" fill="${iris}" stroke="#2a0604" stroke-width="4"/>` +
    '<path d="M2-36Q16-2 2 34-12-2 2-36Z" fill="#0a0202"/>' +
    '<ellipse cx="-22" cy="-12" rx="10" ry="5" fill="#fff" opacity=".75" transform="rotate(-20 -22 -12)"/>' +
    '<path d="M-104 0Q-30-96 104-24 20-74-104 0Z" fill="#0a0202" opacity=".8"/></g>'
  );
};

/** A ringed planet with a small moon and twinkling stars. */
export const space: TMotif = ({ rng, pal, defs }) => {
  const body = defs.rad([lighten(pal.accent, 0.15), pal.glow, darken(pal.glow, 0.35)], {
    cx: 0.35,
    cy: 0.3,
    r: 0.8,
  });
  const shade = defs.rad(
    [
      [0.55, '#000', 0],
      [1, '#000', 0.6],
    ],
    { cx: 0.35, cy: 0.3, r: 0.85 },
  );
  const ring = defs.lin(
    [lighten(pal.accent2, 0.3), pal.accent2, '#ffffff', pal.accent2],
    [0, 0, 1, 0],
  );
  const clip = defs.raw('planet', (id) => `<clipPath id="${id}"><circle r="60"/></clipPath>`);
  const tilt = rng.range(-24, -10) * rng.pick([1, -1]);
  const moon = rng.pick([
    [74, -70],
    [-78, -66],
    [80, 62],
  ] as const);
  const stars = `<path d="${[0, 1, 2, 3].map(() => sparklePath(rng.range(-96, 96), rng.range(-96, 96), rng.range(4, 9))).join('')}" fill="#fff"/>`;
  const ringArc = (sweep: 0 | 1) =>
    `<path d="M-108 0A108 28 0 0 ${sweep} 108 0" fill="none" stroke="${ring}" stroke-width="10"/><path d="M-92 0A92 22 0 0 ${sweep} 92 0" fill="none" stroke="${ring}" stroke-width="4" opacity=".7"/>`;
  return (
    stars +
    sphere(defs, moon[0], moon[1], 14, '#b8c4dc') +
    `<g transform="rotate(${num(tilt)})">` +
    ringArc(1) +
    `<circle r="60" fill="${body}"/>` +
    `<g clip-path="url(#${clip})" fill="#fff" opacity=".16"><path d="M-70-24Q0-14 70-30V-18Q0-2-70-12ZM-70 14Q0 26 70 8V18Q0 38-70 26Z"/></g>` +
    `<circle r="60" fill="${shade}"/>` +
    ringArc(0) +
    '</g>'
  );
};

const FACES = [
  'M-38 16H-10L-22-6ZM38 16H10L22-6ZM-7 34H7L0 24ZM-46 42Q-30 52-14 53V63H-4V54H6V63H16V53Q30 52 46 42 38 82 0 84-38 82-46 42Z',
  'M-34 8a11 11 0 1 0 22 0 11 11 0 1 0-22 0ZM12 8a11 11 0 1 0 22 0 11 11 0 1 0-22 0ZM-7 34H7L0 24ZM-42 42Q0 70 42 42 36 74 0 80-36 74-42 42Z',
  'M-42 2-10 14-18-4ZM42 2 10 14 18-4ZM-7 34H7L0 24ZM-46 44-33 52-22 44-11 54 0 46 11 54 22 44 33 52 46 44Q38 80 0 84-38 80-46 44Z',
] as const;

/** A carved, glowing jack-o'-lantern under a full moon and bats. */
export const halloween: TMotif = ({ rng, defs }) => {
  const side = defs.rad(['#ffa040', '#e0600a', '#8a2a04'], { cx: 0.5, cy: 0.4 });
  const front = defs.rad(['#ffc070', '#ff8a1a', '#b8400a'], { cx: 0.5, cy: 0.35 });
  const flame = defs.lin(['#fffbd0', '#ffd02a', '#ff7a00']);
  const bat =
    'M0 0Q-6-7-14-4-20-10-32-8-25-2-27 5-18 0-12 6-6 2 0 6 6 2 12 6 18 0 27 5 25-2 32-8 20-10 14-4 6-7 0 0Z';
  const spots = [
    [-84, -92],
    [-62, -62],
    [76, -96],
    [92, -58],
  ] as const;
  const skip = rng.int(0, 3);
  const bats = spots
    .filter((_, i) => i !== skip)
    .map(
      ([x, y]) =>
        `<path d="${bat}" fill="#0a0410" transform="translate(${x} ${y}) rotate(${num(rng.range(-15, 15))}) scale(${num(rng.range(0.7, 1.1))})"/>`,
    )
    .join('');
  const face = `<path d="${rng.pick(FACES)}" fill="${flame}"/>`;
  const mx = skip < 2 ? rng.range(-40, -10) : rng.range(10, 40);
  return (
    `<circle cx="${num(mx)}" cy="-58" r="46" fill="#fff4c8" opacity=".95"/><circle cx="${num(mx + 14)}" cy="-66" r="8" fill="#e6d7a0" opacity=".6"/>` +
    bats +
    '<path d="M-6-24Q-4-44 8-54L16-48Q6-40 8-24Z" fill="#4a6a1a" stroke="#22330a" stroke-width="2"/>' +
    `<ellipse cx="-40" cy="30" rx="48" ry="58" fill="${side}"/><ellipse cx="40" cy="30" rx="48" ry="58" fill="${side}"/>` +
    `<ellipse cy="30" rx="44" ry="62" fill="${front}"/>` +
    '<path d="M-20-28Q-30 30-20 88M20-28Q30 30 20 88" fill="none" stroke="#8a2a04" stroke-width="2" opacity=".6"/>' +
    glowing(defs, face, 5, 1)
  );
};

/** A sheriff's star against a desert sunset and saguaro cacti. */
export const wildWest: TMotif = ({ rng, pal, defs }) => {
  const sun = defs.lin(['#ffe08a', '#ff8a3c', '#d8402a']);
  const gold = defs.lin(GOLD, [0, 0, 1, 1]);
  const deep = defs.lin(['#e3a21f', '#9a5b10'], [0, 0, 1, 1]);
  const tips: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (i * 60 - 90) * (Math.PI / 180);
    tips.push(`<circle cx="${num(84 * Math.cos(a))}" cy="${num(84 * Math.sin(a))}" r="9"/>`);
  }
  const cactus =
    '<path d="M-92 100V10Q-92-2-82-2-72-2-72 10V100ZM-92 54H-104Q-112 54-112 44V20Q-112 12-106 12-100 12-100 20V42H-92ZM-72 40H-62V14Q-62 8-56 8-50 8-50 14V40Q-50 50-60 50H-72Z"' +
    ' fill="#2a1208"/>';
  const flip = rng.chance(0.5) ? ' transform="scale(-1 1)"' : '';
  return (
    `<circle cy="-6" r="86" fill="${sun}" opacity=".85"/>` +
    `<path d="M-110 100Q-40 60 10 76T110 66V100Z" fill="${darken(pal.bgBottom, 0.02)}" opacity=".9"/>` +
    `<g${flip}>${cactus}<g transform="translate(176 8) scale(.8)">${cactus}</g></g>` +
    `<g transform="rotate(${num(rng.range(-10, 10))}) scale(.9)">` +
    `<g fill="${gold}" stroke="#7a4a10" stroke-width="2">${tips.join('')}<path d="${starPath(0, 0, 6, 84, 46)}"/></g>` +
    `<path d="${starPath(0, 0, 6, 68, 38)}" fill="${deep}"/>` +
    `<circle r="30" fill="${gold}" stroke="#7a4a10" stroke-width="2"/><path d="${starPath(0, 0, 5, 20, 9)}" fill="#b8741a"/>` +
    '<path d="M-40-30-10-52" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".6"/></g>'
  );
};
