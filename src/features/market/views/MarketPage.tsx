// Market browse page (market/{tab_page}): network tabs, the asset menu tree, search, filters and order, 12 cards a page
// and 10 page links a group, all in the URL; the browse flow fetches what the URL names.
import { withCatalogs } from '../../../i18n/i18n';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PAGE_SIZE } from '@machines/constants';
import type { browseMachine } from '@machines/market/browseMachine';
import { selectBrowseLimited, selectBrowseNotice, selectBrowseRows, selectBrowseTotal, selectBrowseView } from '@machines/market/browseSelectors';
import type { BrowseFilters, BrowseQuery } from '@machines/market/types';
import { browseQuery, changeFilters, searchOfFilters } from '@machines/market/query';
import { isLandView, LAND_DEFAULTS, landQuery, searchOfLand, tabOfCity } from '@machines/land/query';
import type { ActorRefFrom } from 'xstate';
import type { PageProps } from '@kit/pageProps';
import { PAGE_TITLES, SUBPAGE_TITLES } from '@kit/pageTitles';
import { type Lang, MARKET_TABS, pathFor } from '@kit/resolveRoute';
import { RouterLink } from '@kit/RouterLink';
import { useFlow } from '@kit/useFlow';
import { useAppActor } from '@kit/appActor';
import { EmptyState } from '../../../components/EmptyState';
import { LinkTabs } from '../../../components/LinkTabs';
import { PageShell } from '../../../components/PageShell';
import { Pagination } from '../../../components/Pagination';
import { formatThousands } from '../../../format/number';
import { marketBrowseLogic } from '../actors/browse';
import { marketApi } from '../services/marketApi';
import { ItemCardView } from './ItemCard';
import { ListFailure, SkeletonCards } from './ListStates';
import { CategoryMenu, type FilterChange, MarketFilters } from './MarketFilters';
import { useVisit } from './useVisit';
import './market.css';

const FLOW = marketBrowseLogic();
// The LAND view brings the map, its flow, the LAND detail and its texts (the 'land' catalog): fetched only when the
// view opens, never with this page.
const LandView = lazy(() => withCatalogs(import('../../land/views/LandView'), 'land', 'market'));
// The API client and its schemas load while the page renders, not after the flow asks for the first cards.
void marketApi().catch(() => undefined);
type BrowseRef = ActorRefFrom<typeof browseMachine>;

function filtersOf({ network: _network, lang: _lang, ...filters }: BrowseQuery): BrowseFilters {
  return filters;
}

function Results({ flow, query, lang, tab, hrefFor }: { flow: BrowseRef; query: BrowseQuery; lang: Lang; tab: string; hrefFor: (c: FilterChange) => string }) {
  const { t } = useLingui();
  const view = useSelector(flow, selectBrowseView);
  const rows = useSelector(flow, selectBrowseRows);
  const total = useSelector(flow, selectBrowseTotal);
  const notice = useSelector(flow, selectBrowseNotice);
  const canRetry = useSelector(flow, (s) => s.can({ type: 'BROWSE.RETRY' }));
  // Cards read with the spec's calls are one per listing (its price and quantity), not one per item.
  const perListing = useSelector(flow, selectBrowseLimited) !== null;
  const count = formatThousands(total);
  return (
    <div className="market-results" aria-busy={view === 'loading'}>
      {view === 'rows' && (
        <p className="market-count">
          <Trans>{count} items</Trans>
        </p>
      )}
      {view === 'loading' && <SkeletonCards count={PAGE_SIZE.marketItems} />}
      {view === 'notOffered' && <EmptyState title={t`Browsing the market is not offered by this server.`} />}
      {view === 'failed' && <ListFailure notice={notice} canRetry={canRetry} onRetry={() => flow.send({ type: 'BROWSE.RETRY' })} />}
      {view === 'empty' && (
        <EmptyState
          title={t`No items found`}
          text={t`Try another category, search or filter.`}
          action={
            <RouterLink href={pathFor(lang, `market/${tab}`)} className="button">
              <Trans>Show all items</Trans>
            </RouterLink>
          }
        />
      )}
      {view === 'rows' && (
        <ul className="market-grid">
          {rows.map((card) => (
            <ItemCardView
              key={`${card.itemId}:${card.id}`}
              card={card}
              network={query.network}
              perListing={perListing}
              href={pathFor(lang, `market/${tab}/${encodeURIComponent(card.itemId)}`)}
            />
          ))}
        </ul>
      )}
      {view !== 'failed' && view !== 'notOffered' && (
        <Pagination page={query.page} totalItems={total} pageSize={PAGE_SIZE.marketItems} hrefFor={(page) => hrefFor({ page })} linkComponent={RouterLink} />
      )}
    </div>
  );
}

export default function MarketPage({ lang, params }: PageProps) {
  const { t, i18n } = useLingui();
  const tab = params.tabPage ?? 'bsc';
  const { search } = useLocation();
  const query = useMemo(() => browseQuery(tab, search, lang), [tab, search, lang]);
  const filters = filtersOf(query);
  const flow = useFlow('marketBrowse', FLOW, undefined);
  const visit = useVisit();

  const land = isLandView(search);
  // The URL is the page: each new query goes to the flow, which fetches only what it has not shown in this visit; the
  // LAND view fetches no item cards, yet its visit is a market visit (log 5001).
  useEffect(() => {
    flow?.send(land ? { type: 'BROWSE.VISIT', visit } : { type: 'BROWSE.SHOW', query, visit });
  }, [flow, query, visit, land]);

  const hrefFor = (change: FilterChange) => pathFor(lang, `market/${tab}`) + searchOfFilters(changeFilters(filters, change));
  const tabs = MARKET_TABS.map((key) => ({
    href: pathFor(lang, `market/${key}`) + searchOfFilters({ ...filters, page: 1 }),
    label: i18n._(SUBPAGE_TITLES[`market/${key}`]!),
    current: key === tab,
  }));
  // Items | LAND: the LAND view opens on the city the URL names, else the default city on its own network.
  const landHref = pathFor(lang, `market/${tabOfCity(LAND_DEFAULTS.city)}`) + searchOfLand(LAND_DEFAULTS);
  const views = [
    { href: pathFor(lang, `market/${tab}`) + (land ? '' : searchOfFilters(filters)), label: t`Items`, current: !land },
    { href: land ? pathFor(lang, `market/${tab}`) + searchOfLand(landQuery(search)) : landHref, label: t`LAND`, current: land },
  ];

  return (
    <PageShell title={i18n._(PAGE_TITLES.market)}>
      <LinkTabs label={t`Market views`} items={views} linkComponent={RouterLink} className="market-views" />
      {land ? (
        <Suspense fallback={<SkeletonCards count={PAGE_SIZE.marketItems} />}>
          <LandView lang={lang} tab={tab} />
        </Suspense>
      ) : (
        <BrowseView flow={flow} query={query} lang={lang} tab={tab} tabs={tabs} filters={filters} hrefFor={hrefFor} />
      )}
    </PageShell>
  );
}

function BrowseView(props: {
  flow: BrowseRef | undefined;
  query: BrowseQuery;
  lang: Lang;
  tab: string;
  tabs: { href: string; label: string; current: boolean }[];
  filters: BrowseFilters;
  hrefFor: (c: FilterChange) => string;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { flow, query, lang, tab, tabs, filters, hrefFor } = props;
  const session = useAppActor('session');
  const signedIn = useSelector(session, (s) => s.matches('signedIn'));
  const limited = useSelector(flow, (s) => (s ? selectBrowseLimited(s) : null));
  // "My listings" is a signed-in user's choice; a visitor following such a link sees every listing.
  const shown = signedIn ? filters : { ...filters, mine: '0' as const };
  return (
    <>
      <LinkTabs label={t`Networks`} items={tabs} linkComponent={RouterLink} />
      <div className="market-layout">
        {limited === null && <CategoryMenu current={filters.category} hrefFor={hrefFor} />}
        <div className="market-main">
          <MarketFilters filters={shown} limited={limited} canChooseMine={signedIn} onChange={(change) => navigate(hrefFor(change))} />
          {flow ? <Results flow={flow} query={query} lang={lang} tab={tab} hrefFor={hrefFor} /> : <SkeletonCards count={PAGE_SIZE.marketItems} />}
        </div>
      </div>
    </>
  );
}
