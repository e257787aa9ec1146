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
export type AssetSubCategory = (typeof ASSET_MENU)[AssetCategory][number];

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

export interface CatalogItem {
  /** Catalog id: the ERC-1155 token id, or the item an ERC-721 piece is of. Also the item's id in market URLs. */
  id: number;
  name: { en: string; ko: string };
  /** Always a leaf of the menu (a sub-category where the category has them). */
  category: CategoryPath;
  grade: ItemGrade;
  standard: ItemStandard;
}

const item = (id: number, en: string, ko: string, category: CategoryPath, grade: ItemGrade, standard: ItemStandard = 1155): CatalogItem => ({
  id,
  name: { en, ko },
  category,
  grade,
  standard,
});

/** Every game item of the world. ERC-721 ones are unique pieces (characters, flying rides, 3x3 buildings). */
export const ITEM_CATALOG: readonly CatalogItem[] = [
  item(101, 'Aria the Wanderer', '방랑자 아리아', 'characters', 7, 721),
  item(102, 'Doyun the Builder', '건축가 도윤', 'characters', 5, 721),
  item(201, 'Leather Cap', '가죽 모자', 'equipments.cap', 3),
  item(202, 'Knight Helm', '기사의 투구', 'equipments.cap', 6),
  item(203, 'Linen Shirt', '린넨 셔츠', 'equipments.top', 3),
  item(204, 'Dragon Scale Armor', '용비늘 갑옷', 'equipments.top', 8),
  item(205, 'Cargo Pants', '카고 바지', 'equipments.bottom', 4),
  item(206, 'Silk Gloves', '실크 장갑', 'equipments.glove', 4),
  item(207, 'Running Shoes', '러닝화', 'equipments.shoes', 3),
  item(208, 'Pearl Necklace', '진주 목걸이', 'equipments.necklace', 5),
  item(209, 'Star Earring', '별 귀걸이', 'equipments.earring', 6),
  item(210, 'Ruby Ring', '루비 반지', 'equipments.ring', 7),
  item(211, 'Pioneer Badge', '개척자 배지', 'equipments.badge', 5),
  item(212, 'Wooden Sword', '목검', 'equipments.weapon', 3),
  item(213, 'Thunder Spear', '천둥의 창', 'equipments.weapon', 8),
  item(301, 'Hanbok Set', '한복 세트', 'clothes', 5),
  item(302, 'City Suit', '시티 정장', 'clothes', 4),
  item(401, 'Electric Scooter', '전동 킥보드', 'riding.ground', 4),
  item(402, 'Desert Camel', '사막 낙타', 'riding.ground', 6),
  item(403, 'Cloud Glider', '구름 글라이더', 'riding.flying', 7, 721),
  item(404, 'Golden Phoenix', '황금 불사조', 'riding.flying', 8, 721),
  item(501, 'Ondol Puppy', '온돌 강아지', 'ondolls', 3),
  item(502, 'Ondol Tiger', '온돌 호랑이', 'ondolls', 6),
  item(601, 'Corner Cafe', '모퉁이 카페', 'buildings.1x1', 4),
  item(602, 'Twin Shops', '쌍둥이 상점', 'buildings.2x1', 5),
  item(603, 'Glass Office', '유리 오피스', 'buildings.2x2', 6),
  item(604, 'Sky Tower', '스카이 타워', 'buildings.3x3', 8, 721),
  item(701, 'Hanok Room', '한옥 방', 'housings', 5),
  item(702, 'Loft Studio', '로프트 스튜디오', 'housings', 4),
  item(801, 'Firework Pack', '불꽃놀이 팩', 'etc', 3),
  item(802, 'Name Change Ticket', '이름 변경권', 'etc', 4),
];

export function catalogItem(id: number): CatalogItem | undefined {
  return ITEM_CATALOG.find((i) => i.id === id);
}

/** ERC-721 item pieces carry token ids of pieceBase(itemId) + serial, so a piece names its item without a lookup. */
export const PIECES_PER_ITEM = 1000;
export const pieceTokenId = (itemId: number, serial: number): number => itemId * PIECES_PER_ITEM + serial;
export const itemOfPiece = (tokenId: number): number => Math.floor(tokenId / PIECES_PER_ITEM);

/** Market sort orders of the browse page (spec: order {name, ct}); 'newest' is the listing date, descending. Page sizes: machines/constants.ts. */
export const MARKET_ORDERS = ['newest', 'name', 'priceAsc', 'priceDesc'] as const;
export type MarketOrder = (typeof MARKET_ORDERS)[number];
