// Home's featured listings: the newest items for sale on the BSC market as cards, each opening its item page.
// Loads after the page (the featured flow comes with it); FeaturedSkeleton holds its place.
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { type FeaturedQuery, selectFeaturedCards, selectFeaturedView } from '@machines/home/featuredMachine';
import type { Network } from '@common/api/market';
import { type Lang, pathFor } from '@kit/resolveRoute';
import { useFlow } from '@kit/useFlow';
import { Button } from '../../../components/Button';
import { homeFeaturedLogic } from '../actors';
import { FeaturedCard } from './FeaturedCard';
import { FEATURED_COUNT, FeaturedSkeleton } from './FeaturedSkeleton';

const FLOW = homeFeaturedLogic();
/** The market tab the cards come from and link into (the market's default tab), and its network. */
const TAB = 'bsc';
const NETWORK: Network = 'BSC';
const NO_CARDS: readonly never[] = [];

export default function HomeFeatured({ lang }: { lang: Lang }) {
  const query = useMemo<FeaturedQuery>(() => ({ network: NETWORK, lang, count: FEATURED_COUNT }), [lang]);
  const flow = useFlow('homeFeatured', FLOW, query);
  useEffect(() => {
    flow?.send({ type: 'QUERY.SHOW', query });
  }, [flow, query]);
  const view = useSelector(flow, (s) => (s ? selectFeaturedView(s) : 'loading'));
  const cards = useSelector(flow, (s) => (s ? selectFeaturedCards(s) : NO_CARDS));
  if (view === 'loading') return <FeaturedSkeleton />;
  if (view === 'failed')
    return (
      <div className="home-featured-note" role="alert">
        <p>
          <Trans>The featured listings could not be loaded.</Trans>
        </p>
        <Button onClick={() => flow?.send({ type: 'QUERY.RETRY' })}>
          <Trans>Retry</Trans>
        </Button>
      </div>
    );
  if (view === 'empty')
    return (
      <p className="home-featured-note">
        <Trans>Nothing is for sale right now.</Trans>
      </p>
    );
  return (
    <ul className="home-featured-grid">
      {cards.map((card) => (
        <FeaturedCard key={`${card.itemId}:${card.id}`} card={card} href={pathFor(lang, `market/${TAB}/${encodeURIComponent(card.itemId)}`)} />
      ))}
    </ul>
  );
}
