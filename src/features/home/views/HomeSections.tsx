// Home's three sections of the world (Meta-Space, Meta-City with the home land menu, NFT Market), each leading to its pages.
import { Trans, useLingui } from '@lingui/react/macro';
import { type Lang, pathFor } from '@kit/resolveRoute';
import { RouterLink } from '@kit/RouterLink';
import { cityLabel } from '../../../i18n/cityLabels';
import { HOME_LAND_MENU, landMenuPath } from '../landMenu';
import './home.css';

export function HomeSections({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui();
  return (
    <div className="home-sections">
      <article aria-labelledby="home-meta-space">
        <h2 id="home-meta-space">Meta-Space</h2>
        <p>
          <Trans>Build and visit spaces made by the community: cafés, galleries, concert halls and homes on LAND their owners designed.</Trans>
        </p>
        <p>
          <RouterLink href={pathFor(lang, 'studio')}>
            <Trans>About the studio</Trans>
          </RouterLink>{' '}
          ·{' '}
          <RouterLink href={pathFor(lang, 'guide/creator')}>
            <Trans>Creator guide</Trans>
          </RouterLink>
        </p>
      </article>
      <article aria-labelledby="home-meta-city">
        <h2 id="home-meta-city">Meta-City</h2>
        <p>
          <Trans>Cities of LAND parcels on BSC and Polygon. Pick a city to open its map.</Trans>
        </p>
        <ul className="home-land-menu" aria-label={t`LAND maps`}>
          {HOME_LAND_MENU.map((entry) => {
            const path = landMenuPath(entry);
            return (
              <li key={entry.land}>
                {path ? (
                  <RouterLink href={pathFor(lang, path)}>{cityLabel(i18n, entry.land)}</RouterLink>
                ) : (
                  <span aria-disabled="true">
                    {cityLabel(i18n, entry.land)} <Trans>(coming soon)</Trans>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </article>
      <article aria-labelledby="home-nft-market">
        <h2 id="home-nft-market">
          <Trans>NFT Market</Trans>
        </h2>
        <p>
          <Trans>Buy, list and unlist items and LAND as ERC-721 and ERC-1155 tokens on Ethereum, BSC and Polygon.</Trans>
        </p>
        <p>
          <RouterLink href={pathFor(lang, 'market/bsc')}>
            <Trans>Browse the items</Trans>
          </RouterLink>
        </p>
      </article>
    </div>
  );
}
