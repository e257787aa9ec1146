// The item market's browse rules as pure functions: filter by category, name, grade, sale and standard; order; page.
import type { ItemBrowseQuery, ItemCard, ItemLang } from '@common/api/marketItems';
import { inCategory } from '@common/domain/items';
import type { Entry } from './itemCards';

/** The language of item names: the request's lang, else the first of ko/en in Accept-Language, else English. */
export function langOf(asked: ItemLang | undefined, acceptLanguage: string | undefined): ItemLang {
  if (asked) return asked;
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((t) => {
      const [tag = '', ...params] = t.trim().toLowerCase().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? '1');
      return { tag, q: Number.isFinite(q) ? q : 0 };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q);
  const first = tags.find((t) => t.tag.startsWith('ko') || t.tag.startsWith('en'));
  return first?.tag.startsWith('ko') ? 'ko' : 'en';
}

function matches(e: Entry, q: ItemBrowseQuery): boolean {
  const isLand = !e.catalog;
  if (q.category === 'land' && !isLand) return false;
  if (q.category && q.category !== 'land' && (isLand || !inCategory(e.catalog!.category, q.category))) return false;
  if (q.grade && e.card.grade !== Number(q.grade)) return false;
  if (q.for_sale === '1' && !e.listings.length) return false;
  if (q.standard && e.card.tokentype !== q.standard) return false;
  if (q.search) {
    const s = q.search.toLowerCase();
    const names = e.catalog ? [e.catalog.name.en, e.catalog.name.ko] : [e.card.n];
    if (!names.some((n) => n.toLowerCase().includes(s))) return false;
  }
  return true;
}

const newestListing = (e: Entry) => e.listings.reduce((t, l) => Math.max(t, Number(l.created_at)), -1);
const cheapest = (e: Entry) => (e.listings[0] ? BigInt(e.listings[0].price_wei) : undefined);

/** Price order compares unit prices in wei, whatever the currency; items without an open listing come last either way. */
function byPrice(dir: 1 | -1) {
  return (a: Entry, b: Entry) => {
    const pa = cheapest(a);
    const pb = cheapest(b);
    if (pa === undefined || pb === undefined) return pa === pb ? 0 : pa === undefined ? 1 : -1;
    return pa === pb ? 0 : (pa < pb ? -1 : 1) * dir;
  };
}

export function browse(entries: Entry[], q: ItemBrowseQuery, lang: ItemLang): { rows: ItemCard[]; total: number } {
  const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
  const order: Record<ItemBrowseQuery['order'], (a: Entry, b: Entry) => number> = {
    // Latest open listing first; items without one keep the catalog's order after them.
    newest: (a, b) => newestListing(b) - newestListing(a),
    name: (a, b) => collator.compare(a.card.n, b.card.n),
    priceAsc: byPrice(1),
    priceDesc: byPrice(-1),
  };
  const found = entries.filter((e) => matches(e, q)).sort((a, b) => order[q.order](a, b) || a.position - b.position);
  const start = (q.page - 1) * q.count;
  return { rows: found.slice(start, start + q.count).map((e) => e.card), total: found.length };
}
