/** SVG string helpers shared by every renderer: escaping, number formatting and a <defs> builder. */

/** System fonts only; the art must not pull a web font. DejaVu Sans is the last-resort match. */
export const FONT_FAMILY = "Inter, 'Segoe UI', Roboto, Arial, Helvetica, sans-serif";

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Whether XML 1.0 allows the code point in a document (tab, newline, CR and the usual ranges). */
function xmlAllows(code: number): boolean {
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  if (code >= 0xd800 && code <= 0xdfff) return false;
  return code !== 0xfffe && code !== 0xffff;
}

/** Escapes text for use in XML content or a double-quoted attribute, dropping characters XML forbids. */
export function escapeXml(text: string): string {
  return Array.from(text)
    .filter((char) => xmlAllows(char.codePointAt(0) ?? 0))
    .join('')
    .replace(/[&<>"']/g, (char) => ESCAPES[char] ?? '');
}

/** Formats a coordinate with at most one decimal, keeping the markup short. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  if (rounded === 0) return '0';
  return String(rounded).replace(/^(-?)0\./, '$1.');
}

/** Formats a 0..1 fraction (offsets, opacities) with two decimals and no leading zero. */
export function frac(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return rounded === 0 ? '0' : String(rounded).replace(/^0\./, '.');
}

/** A gradient stop: a colour spaced evenly, or [offset, colour, opacity]. */
export type TStop = string | readonly [number, string, number?];

export interface TRadialOptions {
  cx?: number;
  cy?: number;
  r?: number;
  fx?: number;
  fy?: number;
}

export interface TDefs {
  /** Registers a linear gradient (objectBoundingBox, vertical by default) and returns `url(#id)`. */
  lin(stops: readonly TStop[], dir?: readonly [number, number, number, number]): string;
  /** Registers a radial gradient (objectBoundingBox) and returns `url(#id)`. */
  rad(stops: readonly TStop[], options?: TRadialOptions): string;
  /** Registers raw markup once under `key` (filters, symbols); `build` receives the id to use. */
  raw(key: string, build: (id: string) => string): string;
  /** A fresh id for an element drawn in place and referenced again with <use>. */
  uid(): string;
  render(): string;
}

/** #aabbcc → #abc where that loses nothing. */
const shortHex = (color: string): string =>
  /^#([0-9a-f])\1([0-9a-f])\2([0-9a-f])\3$/i.test(color)
    ? `#${color[1] ?? ''}${color[3] ?? ''}${color[5] ?? ''}`
    : color;

function stopsMarkup(stops: readonly TStop[]): string {
  return stops
    .map((stop, index) => {
      const [offset, color, opacity] =
        typeof stop === 'string' ? [index / Math.max(1, stops.length - 1), stop, 1] : stop;
      const alpha =
        opacity === undefined || opacity === 1 ? '' : ` stop-opacity="${frac(opacity)}"`;
      return `<stop offset="${frac(offset)}" stop-color="${shortHex(color)}"${alpha}/>`;
    })
    .join('');
}

/** A <defs> collector. `prefix` keeps ids unique when several SVGs are inlined in one page. */
export function createDefs(prefix: string): TDefs {
  const entries: string[] = [];
  const ids = new Map<string, string>();
  let count = 0;
  const next = () => `${prefix}${(count++).toString(36)}`;
  const register = (key: string, build: (id: string) => string): string => {
    const known = ids.get(key);
    if (known !== undefined) return known;
    const id = next();
    ids.set(key, id);
    entries.push(build(id));
    return id;
  };
  return {
    lin(stops, dir = [0, 0, 0, 1]) {
      const [x1, y1, x2, y2] = dir;
      const id = register(`l${JSON.stringify(stops)}${dir.join()}`, (gid) => {
        const vector = [
          x1 === 0 ? '' : ` x1="${x1}"`,
          y1 === 0 ? '' : ` y1="${y1}"`,
          x2 === 1 ? '' : ` x2="${x2}"`,
          y2 === 0 ? '' : ` y2="${y2}"`,
        ].join('');
        return `<linearGradient id="${gid}"${vector}>${stopsMarkup(stops)}</linearGradient>`;
      });
      return `url(#${id})`;
    },
    rad(stops, options = {}) {
      const id = register(`r${JSON.stringify(stops)}${JSON.stringify(options)}`, (gid) => {
        const attrs = (['cx', 'cy', 'r', 'fx', 'fy'] as const)
          .map((key) => {
            const value = options[key];
            return value === undefined ? '' : ` ${key}="${frac(value)}"`;
          })
          .join('');
        return `<radialGradient id="${gid}"${attrs}>${stopsMarkup(stops)}</radialGradient>`;
      });
      return `url(#${id})`;
    },
    raw: register,
    uid: next,
    render: () => (entries.length === 0 ? '' : `<defs>${entries.join('')}</defs>`),
  };
}
