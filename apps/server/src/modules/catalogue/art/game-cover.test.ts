import { afterEach, describe, expect, it, vi } from 'vitest';
import { COVER_THEMES, renderGameCover, type TGameCoverInput } from './game-cover';
import { checkXml } from './xml-check';

const cover = (overrides: Partial<TGameCoverInput> = {}): string =>
  renderGameCover({
    seed: 'pharaohs-golden-tomb',
    title: "Pharaoh's Golden Tomb Megaways",
    providerName: 'Nebula Play',
    theme: 'egypt',
    label: null,
    ...overrides,
  });

const HOSTILE = `<script>alert("x")</script> & 'friends' \u0000\u0007\ud800`;

/** The title's lines and font size, read back from the rendered document. */
function titleOf(svg: string): { fontSize: number; lines: string[] } {
  const text = /<text id="[^"]+T"[^>]*font-size="([\d.]+)">(.*?)<\/text>/.exec(svg);
  if (text === null) return { fontSize: 0, lines: [] };
  const lines = [...(text[2] ?? '').matchAll(/<tspan[^>]*>(.*?)<\/tspan>/g)].map(([, line = '']) =>
    line.replace(/&(amp|lt|gt|quot|apos);/g, '_'),
  );
  return { fontSize: Number(text[1]), lines };
}

const motifOf = (svg: string): string =>
  svg.slice(
    svg.indexOf('<g data-motif'),
    svg.indexOf('<rect width="300" height="400"', svg.indexOf('<g data-motif')),
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe('renderGameCover', () => {
  it('is deterministic and uses neither Math.random nor the clock', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used');
    });
    vi.spyOn(Date, 'now').mockImplementation(() => {
      throw new Error('Date.now used');
    });
    for (const theme of COVER_THEMES) {
      const input = {
        seed: `${theme}-slug`,
        theme,
        title: 'Same Every Time',
        label: 'exclusive',
      } as const;
      expect(cover(input)).toBe(cover({ ...input }));
    }
  });

  it('draws 100 different covers for 100 different seeds', () => {
    const svgs = new Set<string>();
    const backgrounds = new Set<string>();
    const patterns = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const svg = cover({ seed: `game-${i}`, theme: 'fruits', title: 'Fruit Fiesta' });
      svgs.add(svg);
      backgrounds.add(/<stop offset="0" stop-color="(#[0-9a-f]+)"/.exec(svg)?.[1] ?? '');
      patterns.add(/data-pattern="([a-z]+)"/.exec(svg)?.[1] ?? '');
    }
    expect(svgs.size).toBe(100);
    expect(backgrounds.size).toBeGreaterThan(90);
    expect(patterns.size).toBeGreaterThanOrEqual(6);
  });

  it('gives every theme its own motif', () => {
    const motifs = new Set(
      COVER_THEMES.map((theme) => motifOf(cover({ theme, seed: 'same-seed' }))),
    );
    expect(motifs.size).toBe(COVER_THEMES.length);
  });

  it('produces well-formed SVG for every theme, label and a hostile title', () => {
    for (const theme of COVER_THEMES) {
      for (const label of [null, 'exclusive', 'early_access'] as const) {
        for (const [i, title] of [HOSTILE, 'Dice', '', "Wolf's Moon"].entries()) {
          const svg = cover({ theme, label, title, seed: `${theme}-${i}`, providerName: HOSTILE });
          expect(checkXml(svg), `${theme} ${label ?? ''} ${title}`).toEqual([]);
        }
      }
    }
  });

  it('escapes hostile titles and provider names', () => {
    const svg = cover({ title: HOSTILE, providerName: `"><img src=x onerror=alert(1)>` });
    expect(svg).not.toMatch(/<script|<img|onerror=alert\(1\)>/i);
    expect(svg).toContain('&lt;SCRIPT&gt;');
    expect(svg).toContain('&amp;');
    expect(svg).toContain('&quot;');
    expect(svg).toContain('&apos;FRIENDS&apos;');
    expect(svg).toContain('aria-label="&lt;script&gt;alert(&quot;x&quot;)');
    expect(Array.from(svg).filter((char) => (char.codePointAt(0) ?? 0) < 0x20)).toEqual([]);
    expect(svg).not.toContain('\ud800');
  });

  it('wraps long titles to at most three lines that fit the card, shrinking the type', () => {
    const titles = [
      'Dice',
      'Sugar Rush',
      "Pharaoh's Golden Tomb Megaways",
      'The Extraordinarily Magnificent Treasure of the Seven Seas Megaways Deluxe Edition',
      'Supercalifragilisticexpialidocious Gems',
      'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW',
      'Wolf Gold Power Jackpot Hold and Win Extreme Ultra Mega Max Bonus Buy',
    ];
    const sizes: number[] = [];
    for (const title of titles) {
      const { fontSize, lines } = titleOf(cover({ title }));
      expect(lines.length, title).toBeGreaterThan(0);
      expect(lines.length, title).toBeLessThanOrEqual(3);
      for (const line of lines)
        expect(0.6 * fontSize * Array.from(line).length, line).toBeLessThanOrEqual(270);
      sizes.push(fontSize);
    }
    expect(sizes[0]).toBeGreaterThan(sizes[2] ?? 0);
    expect(sizes[2]).toBeGreaterThan(sizes[3] ?? 0);
    expect(titleOf(cover({ title: titles[3] })).lines.join(' ')).toContain('TREASURE');
  });

  it('shows the label badge only when a label is set', () => {
    expect(cover({ label: null })).not.toContain('data-badge');
    const exclusive = cover({ label: 'exclusive' });
    expect(exclusive).toContain('data-badge="exclusive"');
    expect(exclusive).toContain('>EXCLUSIVE<');
    const early = cover({ label: 'early_access' });
    expect(early).toContain('data-badge="early_access"');
    expect(early).toContain('>EARLY ACCESS<');
  });

  it('stays self-contained and under 8 KB', () => {
    for (const theme of COVER_THEMES) {
      for (let i = 0; i < 12; i++) {
        const svg = cover({
          theme,
          seed: `${theme}-${i}`,
          title: 'The Extraordinary Treasure of the Seven Seas Megaways',
          providerName: 'Very Long Provider Name Interactive Studios',
          label: i % 2 === 0 ? 'early_access' : 'exclusive',
        });
        expect(svg.length, `${theme}-${i}`).toBeLessThan(8192);
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 300 400"/);
        expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(
          /https?:|<image|@font-face|@import|data:/,
        );
      }
    }
  });
});
