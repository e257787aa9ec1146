// A market search as the back end can match it: a city's label the user reads ('Gangnam', '강남') becomes the city's
// data name ('SeoulA'), the only city name a LAND's stored name carries ('SeoulA LAND #10011').
import { LAND_MAPS } from '@common/domain/land';
import type { CityKey } from '@common/domain/land';

/**
 * What users may type for each city: its label in English and Korean (src/i18n/cityLabels.ts and the catalogs; a unit
 * test keeps them equal) and its everyday name where the label differs (Seoul, 서울; Sao Paulo without the accent).
 */
export const CITY_SEARCH_NAMES: Readonly<Record<CityKey, readonly string[]>> = {
  seoul: ['Gangnam', '강남', 'Seoul', '서울'],
  newyork: ['New York', '뉴욕'],
  london: ['London', '런던'],
  tokyo: ['Tokyo', '도쿄'],
  berlin: ['Berlin', '베를린'],
  saopaulo: ['São Paulo', 'Sao Paulo', '상파울루'],
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The search with every city name replaced by its data name, case-insensitively. A name the data name already
 * contains ('Seoul' in 'SeoulA') is left as typed: the back end's substring match finds it, and items named so too.
 */
export function searchTermOf(search: string): string {
  let out = search;
  for (const map of LAND_MAPS) {
    for (const name of CITY_SEARCH_NAMES[map.city]) {
      if (map.dataName.toLowerCase().includes(name.toLowerCase())) continue;
      out = out.replace(new RegExp(escape(name), 'giu'), map.dataName);
    }
  }
  return out;
}
