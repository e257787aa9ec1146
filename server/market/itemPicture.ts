// Draws a catalog item's picture as SVG: a frame and gems in its grade's colour, a tile tinted and a glyph drawn for its
// category, a pattern from its name.
import { categoryGlyph } from './itemGlyphs';
import { ASSET_CATEGORIES, GRADE_LABEL, type CatalogItem, type ItemGrade } from '@common/domain/items';

/** Grade colours as games usually show them: grey, green, blue, purple, orange, red. */
const GRADE_COLOUR: Readonly<Record<ItemGrade, string>> = {
  3: '#9aa0a6',
  4: '#3fae5a',
  5: '#3b82f6',
  6: '#a855f7',
  7: '#f59e0b',
  8: '#ef4444',
};

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** FNV-1a of the name: the same item always gets the same pattern, two items rarely the same. */
function seedOf(name: string): number {
  let h = 0x811c9dc5;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h >>> 0;
}

/** A few soft rings placed by the name's hash, behind the glyph. */
function pattern(seed: number, hue: number): string {
  let out = '';
  for (let i = 0; i < 4; i++) {
    const v = (seed >>> (i * 8)) & 0xff;
    out +=
      `<circle cx="${24 + ((v * 7) % 208)}" cy="${24 + ((v * 13) % 160)}" r="${18 + (v % 36)}" fill="none" stroke="hsl(${(hue + v) % 360} ` +
      `60% 60%)" stroke-opacity="0.25" stroke-width="6"/>`;
  }
  return out;
}

/** One gem per grade step above the lowest (grade 3: one, grade 8: six), in the grade's colour. */
function gems(grade: ItemGrade, colour: string): string {
  const n = grade - 2;
  const left = 128 - (n * 20) / 2 + 10;
  return Array.from({ length: n }, (_, i) => `<path d="M${left + i * 20} 206l7 8-7 8-7-8z" fill="${colour}"/>`).join('');
}

/** A picture drawn from the item's category (its glyph), grade (frame and gems) and name (the pattern): never letters. */
export function itemPictureSvg(item: CatalogItem): string {
  const top = item.category.split('.')[0]!;
  const hue = Math.round((ASSET_CATEGORIES.indexOf(top as never) / ASSET_CATEGORIES.length) * 360);
  const frame = GRADE_COLOUR[item.grade];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
    `<rect x="6" y="6" width="244" height="244" rx="24" fill="hsl(${hue} 45% 24%)" stroke="${frame}" stroke-width="12"/>` +
    pattern(seedOf(item.name.en), hue) +
    categoryGlyph(item.category, `hsl(${hue} 70% 78%)`) +
    gems(item.grade, frame) +
    `<title>${escapeXml(`${item.name.en}, ${GRADE_LABEL[item.grade]}`)}</title></svg>`
  );
}
