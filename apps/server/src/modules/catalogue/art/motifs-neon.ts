import { glowing, type TMotif } from './motif-kit';
import { starPath } from './shapes';

/** A neon-tube glyph (seven, bolt or star) inside a neon ring. */
export const neon: TMotif = ({ rng, pal, defs }) => {
  const glyph = rng.pick([
    'M-40-56H42L-4 64M-18 6H30',
    'M14-72-30 6H2L-14 72 32-10H2L20-72Z',
    starPath(0, 4, 5, 70, 30),
    'M0 62C-30 40-66 10-66-22-66-50-36-62 0-34 36-62 66-50 66-22 66 10 30 40 0 62Z',
  ]);
  const frame = rng.pick([
    '<circle r="94"/>',
    '<rect x="-86" y="-86" width="172" height="172" rx="26"/>',
    '<rect x="-70" y="-70" width="140" height="140" rx="18" transform="rotate(45)"/>',
  ]);
  const tube = (markup: string, color: string) =>
    glowing(
      defs,
      `<g fill="none" stroke="${color}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round">${markup}</g>`,
      7,
      1,
    ) +
    `<g fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" opacity=".85">${markup}</g>`;
  return tube(frame, pal.accent2) + tube(`<path d="${glyph}"/>`, pal.accent);
};
