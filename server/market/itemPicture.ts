// Draws a catalog item's picture as SVG: a frame in its grade's colour, a tile tinted by its category, its initials.
import { ASSET_CATEGORIES, GRADE_LABEL, type CatalogItem, type ItemGrade } from '../../common/domain/items';

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

/** Up to two initials of the English name ('Dragon Scale Armor' -> 'DS'). */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z0-9]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

export function itemPictureSvg(item: CatalogItem): string {
  const top = item.category.split('.')[0]!;
  const hue = Math.round((ASSET_CATEGORIES.indexOf(top as never) / ASSET_CATEGORIES.length) * 360);
  const frame = GRADE_COLOUR[item.grade];
  const sub = item.category.includes('.') ? item.category.split('.')[1]! : top;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
    `<rect x="6" y="6" width="244" height="244" rx="24" fill="hsl(${hue} 45% 28%)" stroke="${frame}" stroke-width="12"/>` +
    `<circle cx="128" cy="112" r="64" fill="hsl(${hue} 55% 48%)"/>` +
    `<text x="128" y="134" font-family="sans-serif" font-size="60" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(item.name.en))}</text>` +
    `<text x="128" y="214" font-family="sans-serif" font-size="22" fill="#fff" text-anchor="middle">${escapeXml(sub.toUpperCase())}</text>` +
    `<rect x="84" y="226" width="88" height="4" rx="2" fill="${frame}"/>` +
    `<title>${escapeXml(GRADE_LABEL[item.grade])}</title></svg>`
  );
}
