// Home: the hero and the three sections of the world (Meta-Space, Meta-City, NFT Market).
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { Button } from '../../../components/Button';
import { PageShell } from '../../../components/PageShell';
import { useAppActor } from '../../../app/AppProvider';
import { pathFor } from '../../../app/routes/resolveRoute';
import { RouterLink } from '../../../app/routes/RouterLink';
import type { PageProps } from '../../../app/routes/pageProps';

// The campaign section is for signed-in users: the staking hub and its views load only for them.
const StakingHome = lazy(() => import('../../staking/views/StakingHome').then((m) => ({ default: m.StakingHome })));
// The main notice popup (config-driven, buttons to Event and Event-Vote) loads after the page, never with it.
const MainNoticePopup = lazy(() => import('../../events/views/MainNoticePopup'));

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
      <div className="home-sections">
        <article>
          <h2>Meta-Space</h2>
          <p>
            <Trans>Build and visit spaces made by the community.</Trans>
          </p>
        </article>
        <article>
          <h2>Meta-City</h2>
          <p>
            <Trans>LAND parcels in Seoul, New York, London, Tokyo, Berlin and São Paulo.</Trans>
          </p>
        </article>
        <article>
          <h2>
            <Trans>NFT Market</Trans>
          </h2>
          <p>
            <Trans>Buy, list and unlist items and LAND as ERC-721 and ERC-1155 tokens.</Trans>
          </p>
        </article>
      </div>
    </PageShell>
  );
}
