// studio: what the studio is (the team and tools behind the world's spaces), what it offers creators, and where to start.
import { Trans, useLingui } from '@lingui/react/macro';
import type { PageProps } from '@kit/pageProps';
import { PAGE_TITLES } from '@kit/pageTitles';
import { pathFor } from '@kit/resolveRoute';
import { RouterLink } from '@kit/RouterLink';
import { Button } from '../../../components/Button';
import { PageShell } from '../../../components/PageShell';
import './guide.css';

export default function StudioPage({ lang }: PageProps) {
  const { t, i18n } = useLingui();
  return (
    <PageShell title={i18n._(PAGE_TITLES.studio)}>
      <div className="studio">
        <p className="hero-lead">
          <Trans>The studio builds the cities, buildings and items of MetaWorld, and the tools creators use to build their own.</Trans>
        </p>
        <section aria-labelledby="studio-what">
          <h2 id="studio-what">
            <Trans>What the studio does</Trans>
          </h2>
          <ul>
            <li>
              <Trans>Designs each Meta-City: its map, its roads and stations, and the LAND parcels for sale.</Trans>
            </li>
            <li>
              <Trans>Makes the buildings, housing items, clothes and riding pets found in reward boxes and on the market.</Trans>
            </li>
            <li>
              <Trans>Runs the game client for Windows and Mac and its updates.</Trans>
            </li>
          </ul>
        </section>
        <section aria-labelledby="studio-creators">
          <h2 id="studio-creators">
            <Trans>For creators</Trans>
          </h2>
          <p>
            <Trans>
              Creators build spaces on their own LAND with the build menu of the game client, and publish items to the NFT Market. Contests run every season;
              winners are featured on Home.
            </Trans>
          </p>
          <Button variant="primary" href={pathFor(lang, 'guide/creator')} linkComponent={RouterLink}>
            <Trans>Read the creator guide</Trans>
          </Button>
        </section>
        <section aria-labelledby="studio-news">
          <h2 id="studio-news">
            <Trans>Follow the work</Trans>
          </h2>
          <p>
            <Trans>Client releases and new content are announced in the news, under Update.</Trans>{' '}
            <RouterLink href={pathFor(lang, 'news/0') + '?category=update'} aria-label={t`Updates in the news`}>
              <Trans>See the updates</Trans>
            </RouterLink>
          </p>
        </section>
      </div>
    </PageShell>
  );
}
