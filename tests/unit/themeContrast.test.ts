// The four themes' colour tokens (src/styles/tokens.css) keep their contrast: text on the page and on cards (and so in
// dialogs, drawn on --card) at least 4.5:1, the primary button's text 4.5:1, and the muted outline of fields 3:1.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../src/styles/contrast';

const css = readFileSync('src/styles/tokens.css', 'utf8');
const themes = new Map<string, Record<string, string>>();
for (const m of css.matchAll(/\[data-theme='(\w+)'\][^{]*\{([^}]*)\}/g)) {
  const tokens: Record<string, string> = {};
  for (const d of m[2]!.matchAll(/--([\w-]+):\s*([^;]+);/g)) tokens[d[1]!] = d[2]!.trim();
  themes.set(m[1]!, tokens);
}
/** A token's colour, following var() references within the theme. */
function colour(tokens: Record<string, string>, name: string): string {
  let v = tokens[name]!;
  while (v.startsWith('var(--')) v = tokens[v.slice(6, -1)]!;
  return v;
}

const TEXT_PAIRS: [string, string][] = [
  ['fg', 'bg'],
  ['fg', 'card'],
  ['muted', 'bg'],
  ['muted', 'card'],
  ['color-on-primary', 'color-primary'],
  ['color-danger', 'card'],
  ['color-success', 'card'],
  ['color-warning', 'card'],
];

describe('theme contrast', () => {
  it('reads all four themes', () => {
    expect([...themes.keys()].sort()).toEqual(['black', 'blue', 'event', 'white']);
  });

  for (const theme of ['black', 'blue', 'event', 'white']) {
    it(`${theme}: text pairs are at least 4.5:1 and field outlines 3:1`, () => {
      const t = themes.get(theme)!;
      for (const [fg, bg] of TEXT_PAIRS) expect(contrastRatio(colour(t, fg), colour(t, bg)), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      // A dialog's field: the page colour inside a muted outline, on the card.
      expect(contrastRatio(colour(t, 'muted'), colour(t, 'card'))).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(colour(t, 'muted'), colour(t, 'bg'))).toBeGreaterThanOrEqual(3);
    });
  }

  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('rgb(119, 119, 119)', 'rgb(255, 255, 255)')).toBeCloseTo(4.48, 2);
  });
});
