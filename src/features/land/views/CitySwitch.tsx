// The city switch of the LAND view: the six cities grouped by network, each a link (the city and its network in the URL).
import { useLingui } from '@lingui/react/macro';
import { type CityKey, LAND_MAPS } from '@common/domain/land';
import { changeLand, type LandQuery, searchOfLand, tabOfCity } from '@machines/land/list';
import { SUBPAGE_TITLES } from '@kit/pageTitles';
import { type Lang, pathFor } from '@kit/resolveRoute';
import { RouterLink } from '@kit/RouterLink';
import { CITY_LABEL } from '../../../i18n/cityLabels';

const GROUPS = (['bsc', 'pol'] as const).map((tab) => ({ tab, cities: LAND_MAPS.filter((m) => m.chain === tab).map((m) => m.city) }));

/** The URL of a city's LAND view: on its own network's tab, the list's order and filter kept. */
const cityHref = (lang: Lang, query: LandQuery, city: CityKey) => pathFor(lang, `market/${tabOfCity(city)}`) + searchOfLand(changeLand(query, { city }));

export function CitySwitch({ lang, query }: { lang: Lang; query: LandQuery }) {
  const { t, i18n } = useLingui();
  return (
    <nav className="land-cities" aria-label={t`Cities`}>
      {GROUPS.map((group) => (
        <section key={group.tab} className="land-city-group" aria-label={i18n._(SUBPAGE_TITLES[`market/${group.tab}`]!)}>
          <h2 className="land-city-network">{i18n._(SUBPAGE_TITLES[`market/${group.tab}`]!)}</h2>
          <ul>
            {group.cities.map((city) => (
              <li key={city}>
                <RouterLink href={cityHref(lang, query, city)} className="land-city" aria-current={city === query.city ? 'page' : undefined}>
                  {i18n._(CITY_LABEL[city])}
                </RouterLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
