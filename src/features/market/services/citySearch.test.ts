// A market search names a city as the back end stores it: every label users read, in both languages, becomes its data name.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CITIES, mapOf } from '@common/domain/land';
import { messages as en } from '../../../../locales/en.po';
import { messages as ko } from '../../../../locales/ko.po';
import { cityLabel } from '../../../i18n/cityLabels';
import { CITY_SEARCH_NAMES, searchTermOf } from './citySearch';

describe('searchTermOf', () => {
  it("sends each city's label, in English and Korean, as the city's data name", () => {
    for (const [locale, messages] of [
      ['en', en],
      ['ko', ko],
    ] as const) {
      const i18n = setupI18n({ locale, messages: { [locale]: messages } });
      for (const city of CITIES) {
        const label = cityLabel(i18n, city);
        expect(CITY_SEARCH_NAMES[city]).toContain(label);
        expect(searchTermOf(`${label} LAND`).toLowerCase()).toContain(mapOf(city).dataName.toLowerCase());
      }
    }
  });

  it('keeps the rest of the search, and any case', () => {
    expect(searchTermOf('gangnam LAND #10011')).toBe('SeoulA LAND #10011');
    expect(searchTermOf('NEW YORK')).toBe('Newyork');
    expect(searchTermOf('Sao Paulo')).toBe('São Paulo');
    expect(searchTermOf('서울')).toBe('SeoulA');
  });

  it('leaves a name the data name already contains, and any other text, as typed', () => {
    expect(searchTermOf('Seoul')).toBe('Seoul');
    expect(searchTermOf('Dragon Helm')).toBe('Dragon Helm');
    expect(searchTermOf('São Paulo')).toBe('São Paulo');
  });
});
