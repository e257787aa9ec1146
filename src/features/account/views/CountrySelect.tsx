// Country calling code select (about 240 countries), names in the page's language.
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { nameCountries } from '../services/countryNames';

export function CountrySelect(props: {
  countries: readonly { ccode: string; mcode: string }[];
  region: string;
  disabled?: boolean;
  onSelect: (callingCode: string, region: string) => void;
}) {
  const { region, disabled, onSelect } = props;
  const { t, i18n } = useLingui();
  const lang = i18n.locale === 'ko' ? 'ko' : 'en';
  const countries = useMemo(() => nameCountries(props.countries, lang), [props.countries, lang]);
  return (
    <select
      name="country"
      aria-label={t`Country code`}
      value={region}
      disabled={disabled}
      onChange={(e) => {
        const c = countries.find((x) => x.ccode === e.target.value);
        if (c) onSelect(c.mcode, c.ccode);
      }}
    >
      {countries.map((c) => (
        <option key={c.ccode} value={c.ccode}>
          {c.name} +{c.mcode}
        </option>
      ))}
    </select>
  );
}
