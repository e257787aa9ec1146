// Item.json and Language.json of the local world: item grades 3..8 and the English/Korean labels.
export const ITEMS = [
  { itemIdx: 1001, name: 'Basic Cap', grade: 3, category: 'equipments/cap' },
  { itemIdx: 1002, name: 'Runner Shoes', grade: 4, category: 'equipments/shoes' },
  { itemIdx: 1003, name: 'Silver Ring', grade: 5, category: 'equipments/ring' },
  { itemIdx: 1004, name: 'Dragon Badge', grade: 6, category: 'equipments/badge' },
  { itemIdx: 1005, name: 'Star Blade', grade: 7, category: 'equipments/weapon' },
  { itemIdx: 1006, name: 'Mythic Crown', grade: 8, category: 'equipments/cap' },
  { itemIdx: 2001, name: 'Hover Board', grade: 5, category: 'riding/ground' },
  { itemIdx: 2002, name: 'Cloud Glider', grade: 6, category: 'riding/flying' },
  { itemIdx: 3001, name: 'Ondoll Cat', grade: 4, category: 'ondolls' },
  { itemIdx: 4001, name: 'Shop 1x1', grade: 3, category: 'buildings/1x1' },
  { itemIdx: 4002, name: 'Cafe 2x1', grade: 4, category: 'buildings/2x1' },
  { itemIdx: 4003, name: 'Office 2x2', grade: 5, category: 'buildings/2x2' },
  { itemIdx: 4004, name: 'Tower 3x3', grade: 7, category: 'buildings/3x3' },
];

export const LANGUAGE = [
  { code: 'irln001', languageEn: 'Random Box A', languageKo: '랜덤 박스 A' },
  { code: 'irln002', languageEn: 'Random Box B', languageKo: '랜덤 박스 B' },
  { code: 'irln003', languageEn: 'Building Box A', languageKo: '빌딩 박스 A' },
  { code: 'irln004', languageEn: 'Building Box B', languageKo: '빌딩 박스 B' },
  ...ITEMS.map((i) => ({ code: `item_${i.itemIdx}`, languageEn: i.name, languageKo: i.name })),
];
