import { darken, lighten } from './color';
import { num, type TDefs } from './svg';

/** Path data of a regular star: `points` tips, outer radius `r1`, inner radius `r2`. */
export function starPath(cx: number, cy: number, points: number, r1: number, r2: number): string {
  const parts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? r1 : r2;
    const a = (Math.PI * i) / points - Math.PI / 2;
    parts.push(`${num(cx + r * Math.cos(a))} ${num(cy + r * Math.sin(a))}`);
  }
  return `M${parts.join('L')}Z`;
}

/** Path data of a four-pointed twinkle with concave sides. */
export function sparklePath(x: number, y: number, r: number): string {
  const [k, m, n] = [num(r * 0.14), num(r * 0.86), num(r)];
  return `M${num(x)} ${num(y - r)}q${k} ${m} ${n} ${n}q-${m} ${k}-${n} ${n}q-${k}-${m}-${n}-${n}q${m}-${k} ${n}-${n}z`;
}

/** A glossy sphere: a radial body with its specular highlight baked into the gradient. */
export function sphere(defs: TDefs, x: number, y: number, r: number, color: string): string {
  const fill = defs.rad(
    [
      [0, '#fff'],
      [0.16, lighten(color, 0.28)],
      [0.62, color],
      [1, darken(color, 0.3)],
    ],
    { cx: 0.4, cy: 0.36, r: 0.72, fx: 0.32, fy: 0.26 },
  );
  return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="${fill}"/>`;
}

export const GOLD = ['#fff6c8', '#ffd54a', '#e3a21f', '#9a5b10'] as const;
export const SILVER = ['#ffffff', '#d5dde8', '#8d9aad', '#4a5566'] as const;

/** A gold coin seen face-on, with a rim and an embossed star. */
export function coin(defs: TDefs, x: number, y: number, r: number): string {
  const id = defs.raw('coin', (cid) => {
    const face = defs.lin(GOLD, [0, 0, 1, 1]);
    const rim = defs.lin(['#9a5b10', '#ffd54a', '#fff6c8'], [0, 0, 1, 1]);
    return `<g id="${cid}"><circle r="10" fill="${rim}"/><circle r="8" fill="${face}"/><path d="${starPath(0, 0, 5, 4.5, 2)}" fill="#fff3b0" opacity=".55"/></g>`;
  });
  return `<use href="#${id}" transform="translate(${num(x)} ${num(y)}) scale(${num(r / 10)})"/>`;
}

/** A casino chip seen from above: body, six edge inserts, inner ring. */
export function chip(defs: TDefs, x: number, y: number, r: number, color: string): string {
  const body = defs.rad([lighten(color, 0.12), color, darken(color, 0.2)], { cx: 0.4, cy: 0.35 });
  const edge = 2 * Math.PI * r * 0.86;
  return (
    `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="${body}" stroke="${darken(color, 0.3)}" stroke-width="${num(r * 0.04)}"/>` +
    `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r * 0.86)}" fill="none" stroke="#fff" stroke-width="${num(r * 0.22)}" stroke-dasharray="${num(edge / 12)}" opacity=".92"/>` +
    `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r * 0.56)}" fill="${darken(color, 0.06)}" stroke="#fff" stroke-opacity=".75" stroke-width="${num(r * 0.04)}" stroke-dasharray="${num(r * 0.12)} ${num(r * 0.08)}"/>`
  );
}

/** A stack of chips seen from the side, `count` high, bottom centre at (x, y). */
export function chipStack(
  defs: TDefs,
  x: number,
  y: number,
  r: number,
  count: number,
  color: string,
): string {
  const side = defs.lin(
    [darken(color, 0.25), lighten(color, 0.1), darken(color, 0.3)],
    [0, 0, 1, 0],
  );
  const ry = r * 0.36;
  const h = r * 0.2;
  const top = y - count * h;
  const [l, R, rr] = [num(x - r), num(r), num(ry)];
  const arcs = (dy: number) =>
    Array.from(
      { length: count },
      (_, i) => `M${l} ${num(y - i * h - dy)}a${R} ${rr} 0 0 0 ${num(2 * r)} 0`,
    ).join('');
  return (
    `<path d="M${l} ${num(top)}V${num(y)}a${R} ${rr} 0 0 0 ${num(2 * r)} 0V${num(top)}z" fill="${side}"/>` +
    `<path d="${arcs(h / 2)}" fill="none" stroke="#fff" stroke-width="${num(h * 0.4)}" stroke-dasharray="${num(r * 0.3)}" opacity=".8"/>` +
    `<path d="${arcs(h)}" fill="none" stroke="#000" stroke-opacity=".3"/>` +
    `<ellipse cx="${num(x)}" cy="${num(top)}" rx="${R}" ry="${rr}" fill="${lighten(color, 0.08)}"/>` +
    `<ellipse cx="${num(x)}" cy="${num(top)}" rx="${num(r * 0.78)}" ry="${num(ry * 0.78)}" fill="none" stroke="#fff" stroke-width="${num(r * 0.16)}" stroke-dasharray="${num(r * 0.34)} ${num(r * 0.3)}" opacity=".85"/>` +
    `<ellipse cx="${num(x)}" cy="${num(top)}" rx="${num(r * 0.5)}" ry="${num(ry * 0.5)}" fill="${darken(color, 0.05)}" stroke="#fff" stroke-opacity=".6"/>`
  );
}
