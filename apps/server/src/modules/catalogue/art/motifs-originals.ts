import { glowing, mirrored, type TMotif } from './motif-kit';
import { gemSymbol } from './motifs-slots';
import { sparklePath, sphere } from './shapes';
import { num } from './svg';

/** A rocket riding an exponential curve, with the multiplier it reached. */
export const crash: TMotif = ({ rng, pal, defs }) => {
  const area = defs.lin([
    [0, pal.accent, 0.45],
    [1, pal.accent, 0],
  ]);
  const line = defs.lin([pal.accent2, pal.accent], [0, 1, 1, 0]);
  const hull = defs.lin(['#ffffff', '#d5dde8', '#8d9aad'], [0, 0, 1, 0]);
  const flame = defs.lin(['#fffbd0', '#ffb21a', '#ff4a0a']);
  const bend = rng.range(0, 30);
  const curve = `M-98 92C${num(-10 + bend)} 90 ${num(40 - bend / 2)} 50 66-44`;
  const multiplier = rng.pick(['2.45', '5.12', '12.40', '37.05', '100.00', '1.87']);
  const rocket =
    '<path d="M-9 26Q0 74 9 26Z" fill="' +
    flame +
    '"/>' +
    mirrored(defs, '<path d="M-14 2-30 30-14 24Z" fill="#e8223a"/>') +
    `<path d="M0-48C17-31 19 0 14 26H-14C-19 0-17-31 0-48Z" fill="${hull}"/>` +
    '<path d="M0-48C10-38 13-28 14-21H-14C-13-28-10-38 0-48Z" fill="#e8223a"/>' +
    `<circle cy="-4" r="8" fill="${defs.rad(['#bff4ff', '#1a6fd8'])}" stroke="#fff" stroke-width="3"/>`;
  return (
    '<path d="M-100-60H100M-100-10H100M-100 40H100M-60-100V100M-10-100V100M40-100V100" stroke="#fff" stroke-opacity=".08" stroke-width="1.5"/>' +
    `<path d="${curve}L66 100H-98Z" fill="${area}"/>` +
    glowing(
      defs,
      `<path d="${curve}" fill="none" stroke="${line}" stroke-width="5" stroke-linecap="round"/>`,
      5,
      1,
    ) +
    `<g transform="translate(72 -56) rotate(28) scale(.95)">${glowing(defs, rocket, 6, 0.6)}</g>` +
    `<text x="-92" y="-62" font-weight="700" font-size="30" fill="#fff" stroke="${pal.accent}" stroke-width="1" paint-order="stroke">${multiplier}×</text>`
  );
};

/** A mines board: revealed gems, one bomb, and a lit bomb in front. */
export const mines: TMotif = ({ rng, pal, defs }) => {
  const tile = defs.lin(['#3a4a70', '#243052', '#182038']);
  const open = defs.lin(['#0a101e', '#121a2e']);
  const shape = defs.raw('tile', (id) => `<rect id="${id}" width="38" height="38" rx="8"/>`);
  const closed = defs.raw(
    'closed',
    (id) =>
      `<g id="${id}"><use href="#${shape}" fill="${tile}"/><path d="M8 4h22" stroke="#fff" stroke-opacity=".25" stroke-width="2" stroke-linecap="round"/></g>`,
  );
  const hits = new Set<number>();
  while (hits.size < 6) hits.add(rng.int(0, 15));
  const bombAt = rng.pick([...hits]);
  const cells = Array.from({ length: 16 }, (_, i) => {
    const x = -92 + (i % 4) * 44;
    const y = -96 + Math.floor(i / 4) * 44;
    if (!hits.has(i)) {
      return `<use href="#${closed}" x="${x}" y="${y}"/>`;
    }
    const inner =
      i === bombAt
        ? `<use href="#${shape}" x="${x}" y="${y}" fill="${pal.accent2}" opacity=".45"/><circle cx="${x + 18}" cy="${y + 21}" r="10" fill="#000"/><path d="M${x + 24} ${y + 13}q4-6 9-4" fill="none" stroke="#d8b070" stroke-width="2.5"/><circle cx="${x + 14}" cy="${y + 17}" r="3" fill="#fff" opacity=".4"/>`
        : `<use href="#${gemSymbol(defs, pal.accent, 0.16)}" x="${x + 19}" y="${y + 20}"/>`;
    const edge = i === bombAt ? pal.accent2 : pal.accent;
    return `<use href="#${shape}" x="${x}" y="${y}" fill="${open}" stroke="${edge}" stroke-opacity=".6" stroke-width="1.5"/>${inner}`;
  }).join('');
  const fuse = '#d8b070';
  return (
    cells +
    `<g transform="translate(62 62) rotate(${num(rng.range(-15, 15))})">` +
    `<circle r="36" fill="${defs.rad(['#6a7080', '#22252e', '#000'], { cx: 0.35, cy: 0.3 })}" stroke="#000" stroke-width="2"/>` +
    '<rect x="14" y="-40" width="16" height="12" rx="2" fill="#3a3e48" transform="rotate(40 22 -34)"/>' +
    `<path d="M26-38Q34-56 48-50" fill="none" stroke="${fuse}" stroke-width="4" stroke-linecap="round"/>` +
    '<ellipse cx="-13" cy="-14" rx="10" ry="6" fill="#fff" opacity=".35" transform="rotate(-40 -13 -14)"/>' +
    glowing(
      defs,
      `<path d="${sparklePath(50, -52, 14)}" fill="#ffe14f"/><circle cx="50" cy="-52" r="4" fill="#fff"/>`,
      4,
      1,
    ) +
    '</g>'
  );
};

/** A plinko peg pyramid with a ball bouncing down into coloured buckets. */
export const plinko: TMotif = ({ rng, pal, defs }) => {
  const rows = 8;
  const pegs = Array.from({ length: rows }, (_, i) => {
    const count = i + 3;
    const half = ((count - 1) * 22) / 2;
    return `M${num(-half)} ${-80 + i * 20}h${num(half * 2 + 0.01)}`;
  }).join('');
  const colors = [
    '#ff3b5a',
    '#ff6a3c',
    '#ff9a2e',
    '#ffc23a',
    '#ffe14f',
    '#ffe14f',
    '#ffc23a',
    '#ff9a2e',
    '#ff6a3c',
    '#ff3b5a',
  ];
  const buckets = colors
    .map(
      (color, i) =>
        `<rect x="${-110 + i * 22 + 1.5}" y="82" width="19" height="16" rx="4" fill="${color}"/>`,
    )
    .join('');
  const path: string[] = ['M0-98'];
  let x = 0;
  for (let i = 0; i < 5; i++) {
    x += rng.pick([-11, 11]);
    path.push(`L${x} ${-90 + i * 20 + 10}`);
  }
  return (
    glowing(
      defs,
      `<path d="${pegs}" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-dasharray="0 22"/>`,
      3,
      0.9,
    ) +
    `<path d="${path.join('')}" fill="none" stroke="${pal.accent2}" stroke-width="3" stroke-dasharray="3 5" opacity=".7"/>` +
    glowing(defs, sphere(defs, x, -80 + 5 * 20, 10, pal.accent2), 6, 0.8) +
    glowing(defs, buckets, 4, 0.7)
  );
};
