import { darken, lighten } from './color';
import { mirrored, type TMotif, type TMotifContext } from './motif-kit';
import { GOLD, starPath } from './shapes';
import { num } from './svg';

/** Egypt: a pyramid bearing the Eye of Horus, or a winged golden scarab lifting the sun. */
export const egypt: TMotif = (ctx) => (ctx.rng.chance(0.55) ? pyramid(ctx) : scarab(ctx));

function pyramid({ rng, pal, defs }: TMotifContext): string {
  const lit = defs.lin(['#fff0b8', '#f2bb45', '#b8741a'], [0, 0, 1, 1]);
  const shade = defs.lin(['#a8661a', '#6e3c0e', '#3e2006'], [0, 0, 1, 1]);
  const sun = defs.rad([
    [0, '#fffbe6'],
    [0.45, pal.accent],
    [1, pal.glow, 0],
  ]);
  const courses = [-48, -16, 16, 48]
    .map((y) => {
      const half = (105 * (y + 80)) / 142;
      return `M${num(-half)} ${y}H${num(half)}`;
    })
    .join('');
  const side = rng.chance(0.6)
    ? `<path d="M-72 0-128 62H-16ZM76 6 22 62H132Z" fill="${shade}" opacity=".85"/>`
    : '';
  return (
    `<circle cy="-44" r="${num(rng.range(62, 76))}" fill="${sun}"/>` +
    side +
    `<path d="M0-80-105 62H30Z" fill="${lit}"/><path d="M0-80 30 62H105Z" fill="${shade}"/>` +
    `<path d="${courses}" stroke="#4a2606" stroke-opacity=".35" stroke-width="1.6"/>` +
    `<path d="M0-80-105 62" stroke="#fff6cc" stroke-width="2" opacity=".7"/>` +
    '<path d="M0-80-15-59H15Z" fill="#fffbe6"/>' +
    '<g transform="translate(-4 12) scale(.95)" fill="none" stroke="#10307a" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">' +
    '<path d="M-32 0Q0-24 32 0 0 18-32 0Z" fill="#fff8df"/><circle cx="2" cy="-1" r="9" fill="#10307a"/>' +
    '<path d="M-32-17Q0-38 34-15M32 0H46M-4 16-7 38M8 16Q14 38 28 32 34 25 25 21"/></g>' +
    `<ellipse cy="64" rx="124" ry="9" fill="#2a1404" opacity=".55"/>`
  );
}

function scarab({ rng, pal, defs }: TMotifContext): string {
  const lapis = defs.lin(['#5a9aff', '#1a3f9a', '#0c1f5a'], [0, 0, 1, 1]);
  const gold = defs.lin(GOLD, [0, 0, 1, 1]);
  const sun = defs.rad(['#ffd08a', '#ff6a2a', '#b8101f'], { cx: 0.4, cy: 0.35 });
  const spread = rng.range(-6, 6);
  const wing =
    `<g transform="rotate(${num(spread)} -16 0)"><path d="M-16-6C-44-36-86-46-110-40-100-26-98-12-102 2-90 4-82 10-78 16-58 10-38 12-16 14Z" fill="${lapis}" stroke="${gold}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M-28-2-98-30M-32 6-100-12M-38 11-92 6" stroke="${gold}" stroke-width="2.5" opacity=".85"/></g>`;
  return (
    `<path d="M0-30-96 70H96Z" fill="${darken(pal.bgTop, 0.08)}" opacity=".55"/>` +
    `<circle cy="-64" r="26" fill="${sun}" stroke="${gold}" stroke-width="3"/>` +
    mirrored(defs, wing) +
    `<g stroke="${gold}" stroke-width="4" stroke-linecap="round" fill="none"><path d="M-8-34Q-20-46-14-58M8-34Q20-46 14-58M-22 20-42 36-36 58M22 20 42 36 36 58"/></g>` +
    `<ellipse cy="28" rx="27" ry="38" fill="${lapis}" stroke="${gold}" stroke-width="3.5"/><path d="M0-6V64" stroke="${gold}" stroke-width="3"/>` +
    `<path d="M-24-22Q0-32 24-22 26-6 0-2-26-6-24-22Z" fill="${gold}"/><ellipse cy="-33" rx="12" ry="9" fill="${gold}"/>` +
    `<circle cy="-15" r="5" fill="${pal.accent2}"/><path d="M-14 8Q-10 36-4 54" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".35"/>`
  );
}

/** Stepped temple in front of a sun stone. */
export const aztec: TMotif = ({ rng, pal, defs }) => {
  const gold = defs.lin(GOLD, [0, 0, 1, 1]);
  const stone = defs.lin(['#e6d7ae', '#b09a6c', '#6e5a3a']);
  const jade = pal.accent2;
  const tiers = [0, 1, 2, 3, 4]
    .map((i) => {
      const w = 196 - i * 32;
      const y = 66 - i * 18;
      return `<rect x="${num(-w / 2)}" y="${y}" width="${w}" height="18" fill="${stone}"/><path d="M${num(-w / 2)} ${y + 1}h${w}" stroke="#fff3d0" stroke-width="2" opacity=".7"/>`;
    })
    .join('');
  const spin = rng.range(0, 22);
  return (
    `<g transform="translate(0 -30) rotate(${num(spin)})">` +
    `<path d="${starPath(0, 0, 16, 98, 82)}" fill="${gold}" opacity=".9"/>` +
    `<circle r="80" fill="${gold}"/><circle r="66" fill="none" stroke="#7a4a10" stroke-width="4" stroke-dasharray="8 5"/>` +
    `<circle r="50" fill="none" stroke="#7a4a10" stroke-width="2"/>` +
    `<path d="${starPath(0, 0, 8, 44, 22)}" fill="#b8741a"/><circle r="16" fill="${jade}" stroke="#7a4a10" stroke-width="3"/></g>` +
    tiers +
    `<rect x="-16" y="-6" width="32" height="90" fill="#8a7550"/>` +
    `<path d="M0-6V84" stroke="#f5e6bd" stroke-width="30" stroke-dasharray="3 3"/>` +
    `<rect x="-30" y="-34" width="60" height="30" rx="2" fill="${stone}"/>` +
    `<rect x="-34" y="-40" width="68" height="9" fill="${jade}"/><rect x="-9" y="-26" width="18" height="22" fill="#1e140a"/>` +
    `<path d="M-34-31.5h68" stroke="${lighten(jade, 0.25)}" stroke-width="2" stroke-dasharray="4 4"/>`
  );
};
