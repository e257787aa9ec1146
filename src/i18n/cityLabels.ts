// City display labels (spec 3: seoul is labelled Gangnam), the one place that names a city or a LAND for the user; data names stay on the wire.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { cityOfLandName, LAND_CODES, type LandCode } from '@common/domain/land';

export const CITY_LABEL: Readonly<Record<LandCode, MessageDescriptor>> = {
  seoul: msg`Gangnam`,
  newyork: msg`New York`,
  london: msg`London`,
  tokyo: msg`Tokyo`,
  berlin: msg`Berlin`,
  saopaulo: msg`São Paulo`,
  hongkong: msg`Hong Kong`,
  amsterdam: msg`Amsterdam`,
};

export const cityLabel = (i18n: I18n, city: LandCode): string => i18n._(CITY_LABEL[city]);

/** A LAND's title for the user: the API's name ('SeoulA LAND #10011') with the city's label ('Gangnam LAND #10011'); any other name as it is. */
export function landTitle(i18n: I18n, name: string): string {
  const land = cityOfLandName(name);
  return land ? cityLandTitle(i18n, land.city, land.tokenId) : name;
}

/** The same title from a city id and a token id (a row that names its city apart); an unknown city keeps the row's name. */
export function cityLandTitle(i18n: I18n, cityId: string, tokenId: string, otherwise = ''): string {
  if (!(LAND_CODES as readonly string[]).includes(cityId)) return otherwise;
  const city = cityLabel(i18n, cityId as LandCode);
  return i18n._(msg`${city} LAND #${tokenId}`);
}
