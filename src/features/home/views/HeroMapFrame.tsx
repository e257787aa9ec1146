// The hero map's frame, also its skeleton: the same square and caption while the map loads, so nothing moves when it comes.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { CityKey } from '@common/domain/land';
import { LAND_DEFAULTS, searchOfLand, tabOfCity } from '@machines/land/query';
import { type Lang, pathFor } from '@kit/resolveRoute';
import { RouterLink } from '@kit/RouterLink';
import { cityLabel } from '../../../i18n/cityLabels';

interface FrameProps {
  city: CityKey;
  lang: Lang;
  busy: boolean;
  /** The map (absent: the skeleton's square). */
  children?: ReactNode;
  /** The counts under the map; their line is kept empty while loading. */
  stats?: ReactNode;
}

export function HeroMapFrame({ city, lang, busy, children, stats }: FrameProps) {
  const { i18n } = useLingui();
  const name = cityLabel(i18n, city);
  return (
    <figure className="home-hero-map" aria-busy={busy}>
      <div className="home-hero-map-square">{children ?? <span className="ds-skeleton ds-skeleton-rect home-hero-map-skeleton" aria-hidden="true" />}</div>
      <figcaption>
        <p className="home-hero-map-stats">{stats}</p>
        <RouterLink href={pathFor(lang, `market/${tabOfCity(city)}${searchOfLand({ ...LAND_DEFAULTS, city })}`)}>
          <Trans>Open the map of {name}</Trans>
        </RouterLink>
      </figcaption>
    </figure>
  );
}
