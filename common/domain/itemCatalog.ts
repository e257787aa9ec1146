// Every game item of the world (the catalog behind Item.json): its id, names, menu leaf, grade and standard.
import type { CategoryPath, ItemGrade, ItemStandard } from './items';

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
  /* @__PURE__ */ item(101, 'Aria the Wanderer', '방랑자 아리아', 'characters', 7, 721),
  /* @__PURE__ */ item(102, 'Doyun the Builder', '건축가 도윤', 'characters', 5, 721),
  /* @__PURE__ */ item(201, 'Leather Cap', '가죽 모자', 'equipments.cap', 3),
  /* @__PURE__ */ item(202, 'Knight Helm', '기사의 투구', 'equipments.cap', 6),
  /* @__PURE__ */ item(203, 'Linen Shirt', '린넨 셔츠', 'equipments.top', 3),
  /* @__PURE__ */ item(204, 'Dragon Scale Armor', '용비늘 갑옷', 'equipments.top', 8),
  /* @__PURE__ */ item(205, 'Cargo Pants', '카고 바지', 'equipments.bottom', 4),
  /* @__PURE__ */ item(206, 'Silk Gloves', '실크 장갑', 'equipments.glove', 4),
  /* @__PURE__ */ item(207, 'Running Shoes', '러닝화', 'equipments.shoes', 3),
  /* @__PURE__ */ item(208, 'Pearl Necklace', '진주 목걸이', 'equipments.necklace', 5),
  /* @__PURE__ */ item(209, 'Star Earring', '별 귀걸이', 'equipments.earring', 6),
  /* @__PURE__ */ item(210, 'Ruby Ring', '루비 반지', 'equipments.ring', 7),
  /* @__PURE__ */ item(211, 'Pioneer Badge', '개척자 배지', 'equipments.badge', 5),
  /* @__PURE__ */ item(212, 'Wooden Sword', '목검', 'equipments.weapon', 3),
  /* @__PURE__ */ item(213, 'Thunder Spear', '천둥의 창', 'equipments.weapon', 8),
  /* @__PURE__ */ item(301, 'Hanbok Set', '한복 세트', 'clothes', 5),
  /* @__PURE__ */ item(302, 'City Suit', '시티 정장', 'clothes', 4),
  /* @__PURE__ */ item(401, 'Electric Scooter', '전동 킥보드', 'riding.ground', 4),
  /* @__PURE__ */ item(402, 'Desert Camel', '사막 낙타', 'riding.ground', 6),
  /* @__PURE__ */ item(403, 'Cloud Glider', '구름 글라이더', 'riding.flying', 7, 721),
  /* @__PURE__ */ item(404, 'Golden Phoenix', '황금 불사조', 'riding.flying', 8, 721),
  /* @__PURE__ */ item(501, 'Ondol Puppy', '온돌 강아지', 'ondolls', 3),
  /* @__PURE__ */ item(502, 'Ondol Tiger', '온돌 호랑이', 'ondolls', 6),
  /* @__PURE__ */ item(601, 'Corner Cafe', '모퉁이 카페', 'buildings.1x1', 4),
  /* @__PURE__ */ item(602, 'Twin Shops', '쌍둥이 상점', 'buildings.2x1', 5),
  /* @__PURE__ */ item(603, 'Glass Office', '유리 오피스', 'buildings.2x2', 6),
  /* @__PURE__ */ item(604, 'Sky Tower', '스카이 타워', 'buildings.3x3', 8, 721),
  /* @__PURE__ */ item(701, 'Hanok Room', '한옥 방', 'housings', 5),
  /* @__PURE__ */ item(702, 'Loft Studio', '로프트 스튜디오', 'housings', 4),
  /* @__PURE__ */ item(801, 'Firework Pack', '불꽃놀이 팩', 'etc', 3),
  /* @__PURE__ */ item(802, 'Name Change Ticket', '이름 변경권', 'etc', 4),
];

export function catalogItem(id: number): CatalogItem | undefined {
  return ITEM_CATALOG.find((i) => i.id === id);
}
