import { describe, expect, it } from 'vitest';
import { renderBannerBackground } from './banner-art';
import { COVER_THEMES } from './game-cover';
import { renderProviderLogo } from './provider-logo';
import { checkXml } from './xml-check';

describe('renderProviderLogo', () => {
  it('is deterministic, well-formed and distinct per provider', () => {
    const names = ['Nebula Play', 'Aurum Originals', 'Quickspin', 'Red Tiger Studio', 'Ω Gaming'];
    const logos = names.map((name) => renderProviderLogo({ seed: name, name }));
    expect(names.map((name) => renderProviderLogo({ seed: name, name }))).toEqual(logos);
    expect(new Set(logos).size).toBe(names.length);
    for (const logo of logos) {
      expect(checkXml(logo)).toEqual([]);
      expect(logo).toContain('viewBox="0 0 240 80"');
    }
    expect(logos[0]).toContain('>NP<');
    expect(logos[0]).toContain('>NEBULA<');
  });

  it('escapes the name', () => {
    const logo = renderProviderLogo({ seed: 'x', name: `<b>"Bad" & 'Co'</b>` });
    expect(checkXml(logo)).toEqual([]);
    expect(logo).not.toContain('<b>');
    expect(logo).toContain('&amp;');
  });
});

describe('renderBannerBackground', () => {
  it('draws a deterministic, well-formed 1200 × 400 banner for every theme', () => {
    for (const theme of COVER_THEMES) {
      const banner = renderBannerBackground({ seed: `promo-${theme}`, theme });
      expect(renderBannerBackground({ seed: `promo-${theme}`, theme })).toBe(banner);
      expect(checkXml(banner), theme).toEqual([]);
      expect(banner).toContain('viewBox="0 0 1200 400"');
      expect(banner.length).toBeLessThan(12_000);
    }
  });

  it('uses a valid accent colour and ignores anything else', () => {
    const plain = renderBannerBackground({ seed: 'promo', theme: 'space' });
    expect(renderBannerBackground({ seed: 'promo', theme: 'space', accent: '#12AB34' })).toContain(
      'stop-color="#12ab34"',
    );
    const hostile = renderBannerBackground({
      seed: 'promo',
      theme: 'space',
      accent: '"/><script>',
    });
    expect(hostile).toBe(plain);
  });
});
