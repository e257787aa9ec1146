// Game-item facts, each written once: the asset menu tree and item grades of spec section 3, and the item catalog
// the local world mints (ERC-1155 items by catalog id; ERC-721 items one token per piece, each naming its catalog id).

/** Item grades of spec section 3 (3 Common ... 8 Mythic). */
export const ITEM_GRADES = [3, 4, 5, 6, 7, 8] as const;
export type ItemGrade = (typeof ITEM_GRADES)[number];

/** The grade's label as the spec spells it. */
export const GRADE_LABEL: Readonly<Record<ItemGrade, string>> = { 3: 'Common', 4: 'Advanced', 5: 'Rare', 6: 'Epic', 7: 'Legendary', 8: 'Mythic' };

/** Older labels still found in data: Advance=Advanced, Unique=Epic, Unique+α=Legendary, Legend=Mythic. */
const OLDER_GRADE_LABELS: Readonly<Record<string, ItemGrade>> = { advance: 4, unique: 6, 'unique+α': 7, 'unique+a': 7, legend: 8 };

/** The grade of a label, current or older (case and spaces ignored); null when it names none. */
export function gradeOfLabel(label: string): ItemGrade | null {
  const key = label.trim().toLowerCase().replace(/\s+/g, '');
  const current = ITEM_GRADES.find((g) => GRADE_LABEL[g].toLowerCase() === key);
  return current ?? OLDER_GRADE_LABELS[key] ?? null;
}

/** The asset menu tree of spec section 3: top categories and their sub-categories. */
export const ASSET_MENU = {
  characters: [],
  equipments: ['cap', 'top', 'bottom', 'glove', 'shoes', 'necklace', 'earring', 'ring', 'badge', 'weapon'],
  clothes: [],
  riding: ['ground', 'flying'],
  ondolls: [],
  buildings: ['1x1', '2x1', '2x2', '3x3'],
  housings: [],
  etc: [],
} as const satisfies Record<string, readonly string[]>;
export type AssetCategory = keyof typeof ASSET_MENU;
export const ASSET_CATEGORIES = Object.keys(ASSET_MENU) as AssetCategory[];

/** A menu path as the URL and the API carry it: 'equipments' or 'equipments.cap'. */
export type CategoryPath = AssetCategory | `${AssetCategory}.${string}`;
export const CATEGORY_PATHS: readonly string[] = ASSET_CATEGORIES.flatMap((c) => [c, ...ASSET_MENU[c].map((s) => `${c}.${s}`)]);

export function isCategoryPath(value: string): value is CategoryPath {
  return CATEGORY_PATHS.includes(value);
}

/** Whether an item of `itemPath` is shown under the menu entry `menuPath` (a top category holds its sub-categories). */
export function inCategory(itemPath: string, menuPath: string): boolean {
  return itemPath === menuPath || itemPath.startsWith(`${menuPath}.`);
}

export type ItemStandard = 721 | 1155;

// The catalog lives in its own module, so a page that needs only the menu, grades and orders does not load it.
export { ITEM_CATALOG, catalogItem, type CatalogItem } from './itemCatalog';

/** ERC-721 item pieces carry token ids of pieceBase(itemId) + serial, so a piece names its item without a lookup. */
export const PIECES_PER_ITEM = 1000;
export const pieceTokenId = (itemId: number, serial: number): number => itemId * PIECES_PER_ITEM + serial;
export const itemOfPiece = (tokenId: number): number => Math.floor(tokenId / PIECES_PER_ITEM);

/** Market sort orders of the browse page (spec: order {name, ct}); 'newest' is the listing date, descending. Page sizes: machines/constants.ts. */
export const MARKET_ORDERS = ['newest', 'name', 'priceAsc', 'priceDesc'] as const;
export type MarketOrder = (typeof MARKET_ORDERS)[number];
