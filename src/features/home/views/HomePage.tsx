// Home: the hero (a city's live map, the campaign countdown, featured listings), the three sections of the world
// (Meta-Space, Meta-City with the land menu, NFT Market) and the latest news.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { Button } from '../../../components/Button';
import { PageShell } from '../../../components/PageShell';
import { useAppActor } from '@kit/appActor';
import { pathFor } from '@kit/resolveRoute';
import { RouterLink } from '@kit/RouterLink';
import type { PageProps } from '@kit/pageProps';
import { FeaturedSkeleton } from './FeaturedSkeleton';
import { HeroMapFrame } from './HeroMapFrame';
import { HERO_TEXT } from '../heroText';
import { HomeSections } from './HomeSections';
import './home.css';
import { withCatalogs } from '../../../i18n/i18n';

// The campaign section is for signed-in users: the staking hub and its views load only for them.
const StakingHome = lazy(() => withCatalogs(import('../../staking/views/StakingHome'), 'staking').then((m) => ({ default: m.StakingHome })));
// The main notice popup (config-driven, buttons to Event and Event-Vote) loads after the page, never with it.
const MainNoticePopup = lazy(() => withCatalogs(import('../../events/views/MainNoticePopup'), 'events'));
// The map, the featured cards and the news load after the first render (first-load budget); their frames hold the place.
const HeroMap = lazy(() => import('./HeroMap'));
const HomeFeatured = lazy(() => import('./HomeFeatured'));
const HomeNews = lazy(() => import('./HomeNews'));

/** The city the hero shows: the first LAND sale's (spec 3's first map). */
const HERO_CITY = 'seoul';

export default function HomePage({ lang }: PageProps) {
  const { t, i18n } = useLingui();
  const signedIn = useSelector(useAppActor('session'), (s) => s.matches('signedIn'));
  return (
    <PageShell title={t`Home`} titleHidden>
      <Suspense fallback={null}>
        <MainNoticePopup lang={lang} />
      </Suspense>
      <div className="home-hero">
        <div className="home-hero-text">
          <p className="home-hero-title">{i18n._(HERO_TEXT.title)}</p>
          <p className="hero-lead">{i18n._(HERO_TEXT.lead)}</p>
          {/* The design system's primary button: its colours keep the contrast on every theme. */}
          <Button variant="primary" href={pathFor(lang, 'market/bsc')} linkComponent={RouterLink}>
            <Trans>Explore the marketplace</Trans>
          </Button>
          {signedIn && (
            <Suspense fallback={null}>
              <StakingHome />
            </Suspense>
          )}
        </div>
        <Suspense fallback={<HeroMapFrame city={HERO_CITY} lang={lang} busy />}>
          <HeroMap city={HERO_CITY} lang={lang} />
        </Suspense>
      </div>
      <section className="home-featured" aria-labelledby="home-featured-title">
        <h2 id="home-featured-title">
          <Trans>Featured listings</Trans>
        </h2>
        <Suspense fallback={<FeaturedSkeleton />}>
          <HomeFeatured lang={lang} />
        </Suspense>
      </section>
      <HomeSections lang={lang} />
      <Suspense fallback={null}>
        <HomeNews lang={lang} />
      </Suspense>
    </PageShell>
  );
}
