import { darken, lighten } from './color';
import type { TMotif } from './motif-kit';
import { sparklePath, sphere } from './shapes';
import { num } from './svg';

const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  1: [[0.5, 0.5]],
  2: [
    [0.27, 0.27],
    [0.73, 0.73],
  ],
  3: [
    [0.25, 0.25],
    [0.5, 0.5],
    [0.75, 0.75],
  ],
  4: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  5: [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.5, 0.5],
    [0.25, 0.75],
    [0.75, 0.75],
  ],
  6: [
    [0.27, 0.23],
    [0.73, 0.23],
    [0.27, 0.5],
    [0.73, 0.5],
    [0.27, 0.77],
    [0.73, 0.77],
  ],
};

/** Two isometric dice. */
export const dice: TMotif = ({ rng }) => {
  const style = rng.pick([
    ['#ff5a6a', '#d8182e', '#9a0a1c', '#ffffff'],
    ['#ffffff', '#dde2ea', '#aab2c0', '#161a26'],
    ['#ffffff', '#dde2ea', '#aab2c0', '#d8182e'],
  ] as const);
  const die = (x: number, y: number, s: number) => {
    const c = 0.866 * s;
    const values = [rng.int(1, 6), rng.int(1, 6), rng.int(1, 6)];
    const faces: [string, string][] = [
      [`${num(c)} ${num(-s / 2)} ${num(c)} ${num(s / 2)} ${num(-c)} ${num(-s / 2)}`, style[0]],
      [`${num(c)} ${num(s / 2)} 0 ${num(s)} ${num(-c)} ${num(-s / 2)}`, style[1]],
      [`${num(c)} ${num(-s / 2)} 0 ${num(s)} 0 0`, style[2]],
    ];
    const body = faces
      .map(([m, fill], i) => {
        const pips = (PIPS[values[i] ?? 1] ?? [])
          .map(([u, v]) => `<circle cx="${u}" cy="${v}" r=".1"/>`)
          .join('');
        return `<g transform="matrix(${m})"><rect width="1" height="1" rx=".14" fill="${fill}"/><g fill="${style[3]}">${pips}</g></g>`;
      })
      .join('');
    return (
      `<g transform="translate(${num(x)} ${num(y)})">` +
      `<path d="M0-${s}L${num(c)}-${num(s / 2)}V${num(s / 2)}L0 ${s}L${num(-c)} ${num(s / 2)}V-${num(s / 2)}Z" fill="${style[2]}" stroke="${style[2]}" stroke-width="6" stroke-linejoin="round"/>` +
      body +
      '</g>'
    );
  };
  return (
    `<ellipse cx="6" cy="92" rx="96" ry="12" fill="#000" opacity=".35"/>` +
    die(-36, -22, 62) +
    die(48, 38, 54) +
    `<path d="${sparklePath(-80, -70, 10)}" fill="#fff"/>`
  );
};

/** A keno card: a grid of numbered balls with the drawn ones lit. */
export const keno: TMotif = ({ rng, pal, defs }) => {
  const numbers = new Set<number>();
  while (numbers.size < 20) numbers.add(rng.int(1, 80));
  const sorted = [...numbers].sort((a, b) => a - b);
  const hits = new Set<number>();
  while (hits.size < 7) hits.add(rng.int(0, 19));
  const hitColors = [pal.accent, pal.accent2, '#ff4f6a', '#4fdc6a'];
  const spheres: string[] = [];
  const plain: string[] = [];
  const hitLabels: string[] = [];
  const labels: string[] = [];
  sorted.forEach((value, i) => {
    const x = -84 + (i % 5) * 42;
    const y = -66 + Math.floor(i / 5) * 44;
    if (hits.has(i)) {
      spheres.push(sphere(defs, x, y, 19, hitColors[i % hitColors.length] ?? pal.accent));
      plain.push(`<circle cx="${x}" cy="${y + 1}" r="10" fill="#fff" stroke="none"/>`);
      hitLabels.push(`<text x="${x}" y="${y + 5.5}">${value}</text>`);
    } else {
      plain.push(`<circle cx="${x}" cy="${y}" r="17"/>`);
      labels.push(`<text x="${x}" y="${y + 5}">${value}</text>`);
    }
  });
  return (
    `<rect x="-110" y="-92" width="220" height="180" rx="18" fill="${darken(pal.bgBottom, 0.02)}" fill-opacity=".7" stroke="${lighten(pal.glow, 0.1)}" stroke-opacity=".5" stroke-width="2"/>` +
    spheres.join('') +
    `<g fill="#fff" fill-opacity=".06" stroke="#fff" stroke-opacity=".3" stroke-width="1.5">${plain.join('')}</g>` +
    `<g font-weight="700" text-anchor="middle"><g fill="#111" font-size="12">${hitLabels.join('')}</g><g fill="#fff" fill-opacity=".7" font-size="13">${labels.join('')}</g></g>`
  );
};
