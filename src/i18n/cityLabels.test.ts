// Every city code has its English and Korean label (spec 3: seoul labelled Gangnam), and LAND titles use them while the data names stay on the wire.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { LAND_CODES } from '@common/domain/land';
import { messages as en } from '../../locales/en.po';
import { messages as ko } from '../../locales/ko.po';
import { cityLabel, cityLandTitle, landTitle } from './cityLabels';

const i18n = setupI18n({ locale: 'en', messages: { en, ko } });
const inLang = (lang: 'en' | 'ko') => {
  i18n.activate(lang);
  return i18n;
};

describe('city labels', () => {
  it('name every city code in English and in Korean', () => {
    expect(LAND_CODES.map((c) => cityLabel(inLang('en'), c))).toEqual([
      'Gangnam',
      'New York',
      'London',
      'Tokyo',
      'Berlin',
      'São Paulo',
      'Hong Kong',
      'Amsterdam',
    ]);
    expect(LAND_CODES.map((c) => cityLabel(inLang('ko'), c))).toEqual(['강남', '뉴욕', '런던', '도쿄', '베를린', '상파울루', '홍콩', '암스테르담']);
  });

  it("title a LAND the API names by its map's data name with the city's label", () => {
    expect(landTitle(inLang('en'), 'SeoulA LAND #10011')).toBe('Gangnam LAND #10011');
    expect(landTitle(inLang('en'), 'Newyork LAND #20005')).toBe('New York LAND #20005');
    expect(landTitle(inLang('ko'), 'São Paulo LAND #60001')).toBe('상파울루 LAND #60001');
    expect(landTitle(inLang('en'), 'LAND #7')).toBe('LAND #7');
  });

  it('title a LAND from a city id and a token id (rows that name the city apart, as the Binance list does)', () => {
    expect(cityLandTitle(inLang('en'), 'seoul', '90001')).toBe('Gangnam LAND #90001');
    expect(cityLandTitle(inLang('ko'), 'seoul', '90001')).toBe('강남 LAND #90001');
    expect(cityLandTitle(inLang('en'), 'atlantis', '1', 'Atlantis LAND #1')).toBe('Atlantis LAND #1');
  });
});
