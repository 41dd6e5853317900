import { lighten } from './color';
import { glowing, mirrored, polar, sectorPath, type TMotif, type TMotifContext } from './motif-kit';
import type { TPalette } from './palette';
import { GOLD, SILVER } from './shapes';
import { num, type TDefs } from './svg';

/** Greek: a lightning bolt in a laurel wreath, or a marble temple struck by lightning. */
export const greek: TMotif = (ctx) => (ctx.rng.chance(0.55) ? wreath(ctx) : temple(ctx));

const boltFill = (defs: TDefs, pal: TPalette) =>
  defs.lin(['#ffffff', lighten(pal.accent, 0.15), '#f0a51f']);
const BOLT = 'M14-76-32 8H-4L-18 78 34-14H6L24-76Z';

function wreath({ rng, pal, defs }: TMotifContext): string {
  const gold = defs.lin(GOLD, [0, 0, 1, 1]);
  const leaves: string[] = [];
  for (let i = 0; i < 9; i++) {
    const theta = 100 + i * 14.5;
    const a = (theta * Math.PI) / 180;
    const [bx, by] = [84 * Math.cos(a), 84 * Math.sin(a) - 4];
    for (const turn of [-38, 38]) {
      const d = ((theta + 90 + turn) * Math.PI) / 180;
      const [dx, dy] = [Math.cos(d), Math.sin(d)];
      const len = 26 - i * 0.8;
      const w = 8;
      const p = (t: number, s: number) =>
        `${num(bx + dx * len * t - dy * w * s)} ${num(by + dy * len * t + dx * w * s)}`;
      leaves.push(`M${p(0, 0)}Q${p(0.5, 1)} ${p(1, 0)}Q${p(0.5, -1)} ${p(0, 0)}`);
    }
  }
  const branch =
    `<path d="M${polar(0, -4, 84, 96)}A84 84 0 0 1 ${polar(0, -4, 84, 226)}" fill="none" stroke="#b8741a" stroke-width="3"/>` +
    `<path d="${leaves.join('')}" fill="${gold}" stroke="#7a4a10" stroke-width=".8"/>`;
  const bolt = `<path d="${BOLT}" fill="${boltFill(defs, pal)}" stroke="#fff" stroke-width="1.5" stroke-linejoin="round"/>`;
  return (
    `<g transform="rotate(${num(rng.range(-6, 6))})">${mirrored(defs, branch)}</g>` +
    glowing(defs, bolt, 7, 1)
  );
}

function temple({ rng, pal, defs }: TMotifContext): string {
  const marble = defs.lin(['#ffffff', '#dfe6f0', '#9aa8bc']);
  const column = defs.lin(['#9aa8bc', '#ffffff', '#c8d2e0', '#8a98ac'], [0, 0, 1, 0]);
  const columns = [-66, -22, 22, 66]
    .map(
      (x) =>
        `<rect x="${x - 11}" y="-14" width="22" height="74" fill="${column}"/><rect x="${x - 15}" y="-18" width="30" height="7" rx="2" fill="${marble}"/>`,
    )
    .join('');
  const flutes = [-66, -22, 22, 66].map((x) => `M${x - 4}-10v68M${x + 4}-10v68`).join('');
  const side = rng.pick([1, -1]);
  return (
    glowing(
      defs,
      `<path d="${BOLT}" fill="${boltFill(defs, pal)}" transform="translate(${side * 58} -72) rotate(${side * 18}) scale(.62)"/>`,
      6,
      1,
    ) +
    `<path d="M-100-26 0-80 100-26Z" fill="${marble}" stroke="#7a8aa0" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M-62-34 0-68 62-34Z" fill="${pal.accent}" opacity=".35"/>` +
    `<rect x="-96" y="-28" width="192" height="12" fill="${marble}"/>` +
    columns +
    `<path d="${flutes}" stroke="#7a8aa0" stroke-opacity=".45" stroke-width="1.5"/>` +
    `<rect x="-102" y="60" width="204" height="10" fill="${marble}"/><rect x="-112" y="70" width="224" height="12" fill="${marble}"/>` +
    `<path d="M-112 70H112M-102 60H102" stroke="#7a8aa0" stroke-opacity=".6"/>`
  );
}

/** A horned helmet in front of a painted round shield or crossed axes. */
export const viking: TMotif = ({ rng, defs }) => {
  const steel = defs.lin(SILVER, [0, 0, 1, 1]);
  const gold = defs.lin(GOLD);
  const horn = defs.lin(['#fffbef', '#e6d3aa', '#9c8458'], [0, 0, 1, 1]);
  let back: string;
  if (rng.chance(0.6)) {
    const wood = defs.rad(['#b07a40', '#7a4a1e', '#3e220a']);
    const paint = rng.pick(['#c8202f', '#1f4fa8', '#1f7a3a', '#e0a020']);
    const quarters = [0, 90, 180, 270]
      .filter((_, i) => i % 2 === 0)
      .map((a) => `<path d="${sectorPath(0, 88, a, a + 90)}" fill="${paint}" opacity=".85"/>`)
      .join('');
    back =
      `<circle r="98" fill="${wood}"/>${quarters}` +
      '<path d="M-60-70V70M-30-88V88M0-94V94M30-88V88M60-70V70" stroke="#2a1606" stroke-opacity=".35" stroke-width="2"/>' +
      `<circle r="93" fill="none" stroke="${steel}" stroke-width="10"/>` +
      '<circle r="93" fill="none" stroke="#3a4556" stroke-width="3" stroke-dasharray="0 24.3" stroke-linecap="round"/>';
  } else {
    const wood = defs.lin(['#8a5a2b', '#5a3616', '#3a200a'], [0, 0, 1, 0]);
    const axe = `<rect x="-4" y="-70" width="8" height="176" rx="3" fill="${wood}"/><path d="M4-66Q30-70 42-96 60-60 56-18 40-34 4-30Z" fill="${steel}" stroke="#3a4556" stroke-width="2"/><path d="M42-96Q60-60 56-18" fill="none" stroke="#fff" stroke-width="2.5"/>`;
    const spread = rng.range(34, 44);
    back = `<g transform="rotate(${num(-spread)})">${axe}</g><g transform="rotate(${num(spread)}) scale(-1 1)">${axe}</g>`;
  }
  const hornPath = `<path d="M-54-12Q-98-20-96-84-80-40-50 10Z" fill="${horn}" stroke="#6e5a3a" stroke-width="1.5"/><path d="M-66-12Q-68-4-55 0M-80-30Q-86-20-72-17" fill="none" stroke="#8c7448" stroke-width="3"/>`;
  return (
    back +
    '<g transform="translate(0 10)">' +
    mirrored(defs, hornPath) +
    `<path d="M-62 24Q-62-60 0-62 62-60 62 24Z" fill="${steel}" stroke="#3a4556" stroke-width="2"/>` +
    `<path d="M-7-61Q0-63 7-61V24H-7Z" fill="${gold}"/>` +
    `<rect x="-66" y="10" width="132" height="18" rx="4" fill="${gold}" stroke="#7a4a10" stroke-width="1.5"/>` +
    '<path d="M-56 19H57" stroke="#fff3c4" stroke-width="5" stroke-linecap="round" stroke-dasharray="0 16"/>' +
    `<path d="M-9 27H9L6 64 0 72-6 64Z" fill="${steel}" stroke="#3a4556" stroke-width="1.5"/>` +
    '<path d="M-40-36Q-30-52-8-54" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".6"/></g>'
  );
};
