// Catalog entries of the market's browse words: the asset menu tree, grades (the spec's labels), standards and orders.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ItemGrade, MarketOrder } from '@common/domain/items';

/** Every entry of the menu tree by its path ('equipments.cap'), plus LAND. */
export const CATEGORY_LABEL: Record<string, MessageDescriptor> = {
  characters: msg`Characters`,
  equipments: msg`Equipments`,
  'equipments.cap': msg`Cap`,
  'equipments.top': msg`Top`,
  'equipments.bottom': msg`Bottom`,
  'equipments.glove': msg`Glove`,
  'equipments.shoes': msg`Shoes`,
  'equipments.necklace': msg`Necklace`,
  'equipments.earring': msg`Earring`,
  'equipments.ring': msg`Ring`,
  'equipments.badge': msg`Badge`,
  'equipments.weapon': msg`Weapon`,
  clothes: msg`Clothes`,
  riding: msg`Riding`,
  'riding.ground': msg`Ground`,
  'riding.flying': msg`Flying`,
  ondolls: msg`Ondolls`,
  buildings: msg`Buildings`,
  'buildings.1x1': msg`1x1`,
  'buildings.2x1': msg`2x1`,
  'buildings.2x2': msg`2x2`,
  'buildings.3x3': msg`3x3`,
  housings: msg`Housings`,
  etc: msg`Etc.`,
  land: msg`LAND`,
};

/** Spec section 3's grade labels. */
export const GRADE_NAME: Record<ItemGrade, MessageDescriptor> = {
  3: msg`Common`,
  4: msg`Advanced`,
  5: msg`Rare`,
  6: msg`Epic`,
  7: msg`Legendary`,
  8: msg`Mythic`,
};

export const ORDER_LABEL: Record<MarketOrder, MessageDescriptor> = {
  newest: msg`Newest`,
  name: msg`Name`,
  priceAsc: msg`Price: low to high`,
  priceDesc: msg`Price: high to low`,
};

export const STANDARD_LABEL = { '': msg`All standards`, '721': msg`ERC-721`, '1155': msg`ERC-1155` } as const;
