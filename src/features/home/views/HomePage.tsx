// Home: the hero, the three sections of the world (Meta-Space, Meta-City with the land menu, NFT Market) and the latest news.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { Button } from '../../../components/Button';
import { PageShell } from '../../../components/PageShell';
import { useAppActor } from '../../../app/AppProvider';
import { pathFor } from '../../../app/routes/resolveRoute';
import { RouterLink } from '../../../app/routes/RouterLink';
import type { PageProps } from '../../../app/routes/pageProps';
import { HomeSections } from './HomeSections';

// The campaign section is for signed-in users: the staking hub and its views load only for them.
const StakingHome = lazy(() => import('../../staking/views/StakingHome').then((m) => ({ default: m.StakingHome })));
// The main notice popup (config-driven, buttons to Event and Event-Vote) loads after the page, never with it.
const MainNoticePopup = lazy(() => import('../../events/views/MainNoticePopup'));
const HomeNews = lazy(() => import('./HomeNews'));

export default function HomePage({ lang }: PageProps) {
  const { t } = useLingui();
  const signedIn = useSelector(useAppActor('session'), (s) => s.matches('signedIn'));
  return (
    <PageShell title={t`Home`}>
      <Suspense fallback={null}>
        <MainNoticePopup lang={lang} />
      </Suspense>
      {signedIn && (
        <Suspense fallback={null}>
          <StakingHome />
        </Suspense>
      )}
      <div className="hero">
        <p className="hero-lead">
          <Trans>Own LAND, stake it in campaigns for reward boxes, and trade on the marketplace.</Trans>
        </p>
        {/* The design system's primary button: its colours keep the contrast on every theme. */}
        <Button variant="primary" href={pathFor(lang, 'market/bsc')} linkComponent={RouterLink}>
          <Trans>Explore the marketplace</Trans>
        </Button>
      </div>
      <HomeSections lang={lang} />
      {/* The latest news and its flow load after the page, never with it (first-load budget). */}
      <Suspense fallback={null}>
        <HomeNews lang={lang} />
      </Suspense>
    </PageShell>
  );
}
