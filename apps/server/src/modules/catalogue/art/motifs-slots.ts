import { darken, lighten } from './color';
import { glowing, type TMotif } from './motif-kit';
import { GOLD, sparklePath } from './shapes';
import { num, type TDefs } from './svg';

export const GEM_COLORS = [
  '#e8114f',
  '#12c26e',
  '#1e6fff',
  '#9b4dff',
  '#ffb01a',
  '#16d0f0',
] as const;

/** A brilliant-cut gem in side view, flat-shaded facets, centred at (x, y), 180 × 136 at scale 1. */
export function gem(color: string, x: number, y: number, scale: number, rotate = 0): string {
  const s = [
    lighten(color, 0.34),
    lighten(color, 0.16),
    color,
    darken(color, 0.14),
    darken(color, 0.28),
  ];
  const facets: [string, number][] = [
    ['-48-58-88-22-30-22', 1],
    ['-48-58-30-22 0-58', 0],
    ['0-58-30-22 30-22', 1],
    ['0-58 30-22 48-58', 2],
    ['48-58 30-22 88-22', 3],
    ['-88-22-30-22 0 78', 3],
    ['-30-22 30-22 0 78', 1],
    ['30-22 88-22 0 78', 4],
  ];
  return (
    `<g transform="translate(${num(x)} ${num(y)}) rotate(${num(rotate)}) scale(${Math.round(scale * 100) / 100})" stroke="${lighten(color, 0.42)}" stroke-width="1.4" stroke-linejoin="round">` +
    facets
      .map(([points, shade]) => `<path d="M${points}Z" fill="${s[shade] ?? color}"/>`)
      .join('') +
    '<path d="M-40-52-28-28-8-52Z" fill="#fff" opacity=".55" stroke="none"/></g>'
  );
}

/** `gem` registered once in <defs>; returns its id for `<use href>` at many places. */
export function gemSymbol(defs: TDefs, color: string, scale: number): string {
  return defs.raw(`gem${color}${scale}`, (id) =>
    gem(color, 0, 0, scale).replace('<g ', `<g id="${id}" `),
  );
}

/** A large faceted gem with smaller gems around it. */
export const gems: TMotif = ({ rng }) => {
  const main = rng.pick(GEM_COLORS);
  const others = GEM_COLORS.filter((color) => color !== main);
  const left = rng.pick(others);
  const right = rng.pick(others.filter((color) => color !== left));
  return (
    gem(left, -70, 62, 0.36, -18) +
    gem(right, 74, 58, 0.4, 16) +
    gem(main, 0, -2, 1.02, rng.range(-6, 6)) +
    `<path d="${sparklePath(-58, -60, 14)}${sparklePath(66, -40, 9)}${sparklePath(20, 70, 7)}" fill="#fff"/>`
  );
};

const SEVEN = 'M-46-62H50V-42L2 66H-26L20-38H-46Z';

function seven(defs: TDefs, x: number, y: number, scale: number, rotate = 0): string {
  const red = defs.lin(['#ff8080', '#e8102a', '#8a0010']);
  const rim = defs.lin(GOLD, [0, 0, 1, 1]);
  return (
    `<g transform="translate(${num(x)} ${num(y)}) rotate(${num(rotate)}) scale(${Math.round(scale * 100) / 100})">` +
    `<path d="${SEVEN}" fill="#4a0006" transform="translate(7 7)"/>` +
    `<path d="${SEVEN}" fill="${red}" stroke="${rim}" stroke-width="5" stroke-linejoin="round"/>` +
    '<path d="M-40-56H44" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".55"/></g>'
  );
}

function barPlate(defs: TDefs, x: number, y: number, w: number): string {
  const rim = defs.lin(GOLD, [0, 0, 1, 1]);
  return (
    `<rect x="${num(x - w / 2)}" y="${num(y - w * 0.16)}" width="${num(w)}" height="${num(w * 0.32)}" rx="${num(w * 0.06)}" fill="#0c0c12" stroke="${rim}" stroke-width="3"/>` +
    `<text x="${num(x)}" y="${num(y + w * 0.1)}" text-anchor="middle" font-weight="700" font-size="${num(w * 0.27)}" fill="${rim}">BAR</text>`
  );
}

/** Classic fruit-machine sevens: either three reels showing 7-7-7 or one big 7 over a BAR. */
export const classicSevens: TMotif = ({ rng, pal, defs }) => {
  if (rng.chance(0.5)) {
    const frame = defs.lin(GOLD, [0, 0, 1, 1]);
    const reel = defs.lin(['#d8dce6', '#ffffff', '#d8dce6']);
    return (
      `<rect x="-104" y="-66" width="208" height="132" rx="16" fill="#14060a" stroke="${frame}" stroke-width="7"/>` +
      [-66, 0, 66]
        .map(
          (x) =>
            `<rect x="${x - 30}" y="-56" width="60" height="112" rx="6" fill="${reel}"/>${seven(defs, x, 0, 0.5)}`,
        )
        .join('') +
      glowing(
        defs,
        `<path d="M-98 0H98" stroke="${pal.accent}" stroke-width="3" opacity=".8"/>`,
        3,
        1,
      ) +
      barPlate(defs, 0, 88, 90) +
      `<path d="${sparklePath(-96, -74, 12)}${sparklePath(92, 72, 9)}" fill="#fff"/>`
    );
  }
  return (
    seven(defs, -70, -20, 0.48, -14) +
    seven(defs, 72, -24, 0.48, 14) +
    seven(defs, 0, -12, 1.16) +
    barPlate(defs, 0, 82, 112) +
    `<path d="${sparklePath(-40, -84, 12)}${sparklePath(58, 30, 8)}" fill="#fff"/>`
  );
};
