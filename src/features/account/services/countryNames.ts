// Names countries in Korean or English with Intl.DisplayNames (no phone metadata here: the list comes from the sign-up machine).

/** Spec 3 country code entry: ccode (ISO 3166 alpha-2), name, mcode (calling code digits), value (what the select sends). */
export interface CountryEntry {
  ccode: string;
  name: string;
  mcode: string;
  value: string;
}

/** The given countries named in the language and sorted by name. */
export function nameCountries(codes: readonly { ccode: string; mcode: string }[], lang: 'en' | 'ko'): CountryEntry[] {
  const names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(lang);
  return codes.map(({ ccode, mcode }) => ({ ccode, name: names.of(ccode) ?? ccode, mcode, value: mcode })).sort((a, b) => collator.compare(a.name, b.name));
}
