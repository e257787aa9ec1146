// Country calling codes (about 240 countries) from libphonenumber-js, named in Korean or English with Intl.DisplayNames.
import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js/min';

/** Spec 3 country code entry: ccode (ISO 3166 alpha-2), name, mcode (calling code digits), value (what the select sends). */
export interface CountryEntry {
  ccode: string;
  name: string;
  mcode: string;
  value: string;
}

export const DEFAULT_REGION = 'KR';

/** Every country with a calling code, sorted by its name in the given language. */
export function countryList(lang: 'en' | 'ko'): CountryEntry[] {
  const names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(lang);
  return getCountries()
    .map((ccode) => {
      const mcode = getCountryCallingCode(ccode);
      return { ccode, name: names.of(ccode) ?? ccode, mcode, value: mcode };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The calling code of an ISO country (e.g. 'KR' -> '82'), or null for an unknown one. */
export function callingCodeOf(region: string): string | null {
  const code = region.trim().toUpperCase() as CountryCode;
  return (getCountries() as string[]).includes(code) ? getCountryCallingCode(code) : null;
}
