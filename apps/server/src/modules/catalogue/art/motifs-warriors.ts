import { darken } from './color';
import { mirrored, polar, type TMotif, type TMotifContext } from './motif-kit';
import { gemSymbol } from './motifs-slots';
import { coin, GOLD } from './shapes';
import { num } from './svg';

/** Samurai: one katana (or two crossed) before a rising sun, cherry blossoms drifting. */
export const samurai: TMotif = ({ rng, defs }) => {
  const sun = defs.rad(['#ff8a6a', '#e8202f', '#a80c1f'], { cx: 0.4, cy: 0.35 });
  const blade = defs.lin(['#ffffff', '#dfe6ef', '#8d9aad']);
  const gold = defs.lin(GOLD);
  const sword = defs.raw(
    'katana',
    (id) =>
      `<g id="${id}">` +
      `<path d="M-18-5L122-8Q148-7 162-1 144 4 122 5L-18 5Z" fill="${blade}" stroke="#5a6474" stroke-width="1"/>` +
      '<path d="M-14 1Q0-3 14 1T42 1T70 1T98 1T122 1" fill="none" stroke="#fff" stroke-width="1.5" opacity=".8"/>' +
      `<rect x="-26" y="-7" width="9" height="14" fill="${gold}"/><ellipse cx="-30" rx="6" ry="19" fill="#2a2a30" stroke="#ffd54a" stroke-width="2"/>` +
      '<rect x="-112" y="-8" width="78" height="16" rx="4" fill="#1c1c24"/>' +
      `<path d="${[-108, -96, -84, -72, -60, -48].map((x) => `M${x}-7l12 14m0-14-12 14`).join('')}" stroke="#e8e0d0" stroke-width="2.2"/>` +
      `<rect x="-118" y="-9" width="9" height="18" rx="3" fill="${gold}"/></g>`,
  );
  const petals = (x: number, y: number, r: number) => {
    const d: string[] = [];
    for (let k = 0; k < 5; k++) {
      const a = k * 72 - 90;
      d.push(
        `M${num(x)} ${num(y)}Q${polar(x, y, r * 1.2, a - 28)} ${polar(x, y, r, a)}Q${polar(x, y, r * 1.2, a + 28)} ${num(x)} ${num(y)}`,
      );
    }
    return `<path d="${d.join('')}" fill="#ffc2d6" stroke="#ff7aa8"/><circle cx="${num(x)}" cy="${num(y)}" r="${num(r * 0.22)}" fill="#ffd36b"/>`;
  };
  const flowers = [0, 1, 2, 3]
    .map(() => petals(rng.range(-95, 95), rng.range(-95, 90), rng.range(7, 13)))
    .join('');
  const swords = rng.chance(0.4)
    ? `<use href="#${sword}" transform="rotate(-35) translate(-22 0) scale(.92)"/><use href="#${sword}" transform="scale(-1 1) rotate(-35) translate(-22 0) scale(.92)"/>`
    : `<use href="#${sword}" transform="rotate(${rng.pick([-32, -38, 32, 38])}) translate(-22 0)"/>`;
  return `<circle cx="8" cy="-14" r="74" fill="${sun}"/>${swords}${flowers}`;
};

/** Pirates: a bandana-wearing skull over a ship's wheel, or an open treasure chest. */
export const pirates: TMotif = (ctx) => (ctx.rng.chance(0.6) ? skull(ctx) : chest(ctx));

function skull({ rng, pal, defs }: TMotifContext): string {
  const wood = defs.lin(['#c8884a', '#8a5424', '#4a280c'], [0, 0, 1, 1]);
  const bone = defs.lin(['#fffbef', '#e6dcc4', '#a89a7a']);
  const spokes = [0, 45, 90, 135]
    .map((a) => {
      const r = (a * Math.PI) / 180;
      return `M${num(-100 * Math.cos(r))} ${num(-100 * Math.sin(r))}L${num(100 * Math.cos(r))} ${num(100 * Math.sin(r))}`;
    })
    .join('');
  const crossbone =
    '<g transform="rotate(35)"><rect x="-86" y="-6" width="172" height="12" rx="6" fill="#e6dcc4"/><circle cx="-88" cy="-8" r="9" fill="#e6dcc4"/><circle cx="-88" cy="8" r="9" fill="#e6dcc4"/><circle cx="88" cy="-8" r="9" fill="#e6dcc4"/><circle cx="88" cy="8" r="9" fill="#e6dcc4"/></g>';
  const bandana = rng.pick(['#d8202f', '#1f3a8a', '#101014']);
  return (
    `<g transform="rotate(${num(rng.range(0, 45))})" fill="none">` +
    `<path d="${spokes}" stroke="${wood}" stroke-width="9" stroke-linecap="round"/>` +
    `<circle r="102" stroke="#6a3c14" stroke-width="15" stroke-linecap="round" stroke-dasharray="0 80.1"/>` +
    `<circle r="80" stroke="${wood}" stroke-width="13"/><circle r="80" stroke="#2a1606" stroke-width="1.5" stroke-dasharray="6 4"/>` +
    `<circle r="18" fill="${defs.lin(GOLD)}"/></g>` +
    mirrored(defs, crossbone) +
    '<g transform="translate(0 4) scale(.86)">' +
    `<path d="M0-62C38-62 58-36 58-4 58 18 46 30 36 36V52Q36 60 28 60H-28Q-36 60-36 52V36C-46 30-58 18-58-4-58-36-38-62 0-62Z" fill="${bone}" stroke="#5a4a30" stroke-width="2"/>` +
    mirrored(
      defs,
      '<path d="M-38 0Q-38-20-20-19-6-18-8 0-10 14-23 14-38 14-38 0Z" fill="#14100c"/>',
    ) +
    `<circle cx="-22" cy="-1" r="4" fill="${pal.accent}"/><circle cx="22" cy="-1" r="4" fill="${pal.accent}"/>` +
    '<path d="M0 16-7 30H7Z" fill="#14100c"/><path d="M-26 42H26M-17 42V60M-6 42V60M6 42V60M17 42V60" stroke="#5a4a30" stroke-width="2.5"/>' +
    `<path d="M-60-8C-60-52-30-70 0-70 30-70 60-52 60-8 40-32-40-32-60-8Z" fill="${bandana}"/>` +
    `<path d="M56-24 84-34 76-12ZM56-24 88-10 70 2Z" fill="${darken(bandana, 0.08)}"/>` +
    '<path d="M-40-44h.1M-16-56h.1M10-58h.1M34-48h.1M-28-34h.1M0-42h.1M26-36h.1" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".85"/></g>'
  );
}

function chest({ rng, pal, defs }: TMotifContext): string {
  const wood = defs.lin(['#a86a34', '#6e3e16', '#3a1e08']);
  const inner = defs.lin(['#2a1206', '#4a2410']);
  const gold = defs.lin(GOLD, [0, 0, 1, 1]);
  const heap = defs.rad(['#fffbe0', '#ffd54a', '#c88a1a'], { cy: 0.7, r: 0.7 });
  const coins = [
    [-50, -12, 11],
    [-24, -24, 12],
    [6, -26, 12],
    [34, -18, 11],
    [56, -6, 10],
    [-8, -8, 10],
  ]
    .map(([x = 0, y = 0, r = 10]) => coin(defs, x, y, r))
    .join('');
  const gemA = gemSymbol(defs, rng.pick(['#e8114f', '#12c26e']), 0.18);
  const gemB = gemSymbol(defs, rng.pick(['#1e6fff', '#9b4dff']), 0.16);
  return (
    `<path d="M-82-6-72-74Q0-90 72-74L82-6Z" fill="${wood}" stroke="#2a1206" stroke-width="2"/>` +
    `<path d="M-72-12-64-64Q0-78 64-64L72-12Z" fill="${inner}"/>` +
    `<path d="M-66-74-74-6M54-77 62-6" stroke="${gold}" stroke-width="9"/>` +
    `<ellipse cy="-6" rx="88" ry="30" fill="${darken(pal.glow, 0.1)}" opacity=".5"/>` +
    `<path d="M-82 4Q-66-38 0-42 66-38 82 4Z" fill="${heap}"/>` +
    coins +
    `<use href="#${gemA}" x="-34" y="-2"/><use href="#${gemB}" x="30" y="-34"/>` +
    `<rect x="-86" y="0" width="172" height="74" rx="6" fill="${wood}" stroke="#2a1206" stroke-width="2"/>` +
    '<path d="M-86 20H86M-86 46H86" stroke="#2a1206" stroke-opacity=".4" stroke-width="2"/>' +
    `<path d="M-66 0V74M66 0V74" stroke="${gold}" stroke-width="10"/>` +
    `<rect x="-14" y="4" width="28" height="30" rx="4" fill="${gold}" stroke="#7a4a10" stroke-width="1.5"/>` +
    '<path d="M0 12a4 4 0 0 1 2.5 7L4 27H-4L-2.5 19A4 4 0 0 1 0 12Z" fill="#2a1206"/>' +
    '<path d="M-80 6H74" stroke="#fff" stroke-opacity=".3" stroke-width="2"/>'
  );
}
