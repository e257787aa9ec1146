// Country calling code select (about 240 countries), names in the page's language.
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Select } from '../../../components/Select';
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
    <Select
      native
      name="country"
      label={t`Country code`}
      hideLabel
      options={countries.map((c) => ({ value: c.ccode, label: `${c.name} +${c.mcode}` }))}
      value={region}
      disabled={disabled}
      onChange={(ccode) => {
        const c = countries.find((x) => x.ccode === ccode);
        if (c) onSelect(c.mcode, c.ccode);
      }}
    />
  );
}
