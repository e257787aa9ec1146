// Country calling codes (about 240 countries) from libphonenumber-js, named in Korean or English with Intl.DisplayNames.
import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { type CountryEntry, nameCountries } from './countryNames';

export type { CountryEntry } from './countryNames';

export const DEFAULT_REGION = 'KR';

/** Every country with its calling code (ISO code and digits), as the sign-up form keeps them. */
export function countryCodes(): { ccode: string; mcode: string }[] {
  return getCountries().map((ccode) => ({ ccode, mcode: getCountryCallingCode(ccode) }));
}

/** Every country with a calling code, sorted by its name in the given language. */
export function countryList(lang: 'en' | 'ko'): CountryEntry[] {
  return nameCountries(countryCodes(), lang);
}

/** The calling code of an ISO country (e.g. 'KR' -> '82'), or null for an unknown one. */
export function callingCodeOf(region: string): string | null {
  const code = region.trim().toUpperCase() as CountryCode;
  return (getCountries() as string[]).includes(code) ? getCountryCallingCode(code) : null;
}
