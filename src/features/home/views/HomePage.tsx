// Home: the hero and the three sections of the world (Meta-Space, Meta-City, NFT Market).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PageShell } from '../../../components/PageShell';
import { StakingHome } from '../../staking/views/StakingHome';
import { pathFor } from '../../../app/routes/resolveRoute';
import type { PageProps } from '../../../app/routes/pageProps';

export default function HomePage({ lang }: PageProps) {
  const { t } = useLingui();
  return (
    <PageShell title={t`Home`}>
      <StakingHome />
      <div className="hero">
        <p className="hero-lead">
          <Trans>Own LAND, stake it in campaigns for reward boxes, and trade on the marketplace.</Trans>
        </p>
        <Link className="button primary" to={pathFor(lang, 'market/bsc')}>
          <Trans>Explore the marketplace</Trans>
        </Link>
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
