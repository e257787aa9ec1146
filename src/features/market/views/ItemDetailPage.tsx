// Item detail (market/{tab}/{itemId} and /{index}): picture, name, grade, standard, owner or seller, price, the open
// listings (each a link to its /{index}, the chosen one marked), and below them the buy, list and unlist area.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Network } from '@common/api/market';
import type { ItemDetail, Listing } from '@common/api/marketItems';
import { shortenAddress } from '@common/domain/wallet';
import type { itemDetailMachine } from '@machines/market/itemDetailMachine';
import { selectChosenListing, selectDetail, selectDetailNotice, selectDetailView } from '@machines/market/browseSelectors';
import { networkOfTab } from '@machines/market/query';
import type { PageProps } from '@kit/pageProps';
import { PAGE_TITLES } from '@kit/pageTitles';
import { type Lang, pathFor } from '@kit/resolveRoute';
import { RouterLink } from '@kit/RouterLink';
import { useFlow } from '@kit/useFlow';
import { EmptyState } from '../../../components/EmptyState';
import { PageShell } from '../../../components/PageShell';
import { Price } from '../../../components/Price';
import { Skeleton } from '../../../components/Skeleton';
import { formatThousands } from '../../../format/number';
import { marketItemLogic } from '../actors/itemDetail';
import { useCurrencySymbol } from './currency';
import { GradeLabel } from './ItemCard';
import { ItemActions } from './ItemActions';
import { ListFailure } from './ListStates';
import { useVisit } from './useVisit';
import './market.css';
import { landTitle } from '../../../i18n/cityLabels';
import { Table } from '../../../components/Table';

const FLOW = marketItemLogic();
type DetailRef = ActorRefFrom<typeof itemDetailMachine>;

interface Place {
  lang: Lang;
  tab: string;
  network: Network;
  index: number | undefined;
}

function Listings({ detail, place }: { detail: ItemDetail; place: Place }) {
  const { t } = useLingui();
  const symbol = useCurrencySymbol();
  if (detail.listings.length === 0)
    return (
      <p className="market-no-listings">
        <Trans>No open listings.</Trans>
      </p>
    );
  return (
    <Table
      className="market-listings"
      label={t`Listings`}
      caption={<Trans>Listings</Trans>}
      rows={detail.listings}
      rowKey={(l) => l.index}
      rowProps={(l) => (l.index === place.index ? { className: 'market-listing-chosen', 'aria-current': 'true' } : {})}
      columns={[
        {
          key: 'listing',
          header: t`Listing`,
          cell: (l) => {
            const number = l.index;
            return (
              <RouterLink href={pathFor(place.lang, `market/${place.tab}/${encodeURIComponent(detail.item.itemId)}/${l.index}`)}>
                <Trans>Listing #{number}</Trans>
              </RouterLink>
            );
          },
        },
        { key: 'seller', header: t`Seller`, cell: (l) => <span title={l.seller}>{shortenAddress(l.seller)}</span> },
        { key: 'price', header: t`Unit price`, cell: (l) => <Price amount={l.price} currency={symbol(place.network, l.currency)} /> },
        { key: 'amount', header: t({ message: 'For sale', context: 'quantity' }), cell: (l) => formatThousands(l.sellAmount) },
      ]}
    />
  );
}

/** Who the viewer deals with: the chosen (else cheapest) listing's seller, or the owner when nothing is for sale. */
function Party({ detail, listing }: { detail: ItemDetail; listing: Listing | null }) {
  const seller = listing?.seller ?? detail.listings[0]?.seller;
  const owner = detail.item.owner_address;
  if (seller)
    return (
      <div>
        <dt>
          <Trans>Seller</Trans>
        </dt>
        <dd title={seller}>{shortenAddress(seller)}</dd>
      </div>
    );
  if (!owner) return null;
  return (
    <div>
      <dt>
        <Trans>Owner</Trans>
      </dt>
      <dd title={owner}>{shortenAddress(owner)}</dd>
    </div>
  );
}

function ItemView({ flow, detail, place }: { flow: DetailRef; detail: ItemDetail; place: Place }) {
  const { i18n } = useLingui();
  const symbol = useCurrencySymbol();
  const chosen = useSelector(flow, (s) => selectChosenListing(s, place.index));
  const shown = chosen ?? detail.listings[0] ?? null;
  const { item } = detail;
  return (
    <article className="market-item">
      <img className="market-item-picture" src={item.thumburl} alt="" width={360} height={360} />
      <div className="market-item-facts">
        <h2 className="market-item-name">{landTitle(i18n, item.n)}</h2>
        <dl>
          <div>
            <dt>
              <Trans>Grade</Trans>
            </dt>
            <dd>{item.grade === null ? '—' : <GradeLabel grade={item.grade} />}</dd>
          </div>
          <div>
            <dt>
              <Trans>Standard</Trans>
            </dt>
            <dd>ERC-{item.tokentype}</dd>
          </div>
          <Party detail={detail} listing={chosen} />
          <div>
            <dt>
              <Trans>Price</Trans>
            </dt>
            <dd className="market-item-price">
              {shown ? (
                <Price amount={shown.price} currency={symbol(place.network, shown.currency)} size="lg" />
              ) : (
                <span className="market-not-for-sale">
                  <Trans>Not for sale</Trans>
                </span>
              )}
            </dd>
          </div>
        </dl>
        {place.index !== undefined && chosen === null && (
          <p className="market-listing-gone" role="status">
            <Trans>This listing is no longer open.</Trans>
          </p>
        )}
        <ItemActions network={place.network} detail={detail} listingIndex={place.index} onChanged={() => flow.send({ type: 'DETAIL.RELOAD' })} />
      </div>
      <Listings detail={detail} place={place} />
    </article>
  );
}

function DetailContent({ flow, place }: { flow: DetailRef; place: Place }) {
  const { t } = useLingui();
  const view = useSelector(flow, selectDetailView);
  const detail = useSelector(flow, selectDetail);
  const notice = useSelector(flow, selectDetailNotice);
  const canRetry = useSelector(flow, (s) => s.can({ type: 'DETAIL.RETRY' }));
  if (view === 'item' && detail) return <ItemView flow={flow} detail={detail} place={place} />;
  if (view === 'failed') return <ListFailure notice={notice} canRetry={canRetry} onRetry={() => flow.send({ type: 'DETAIL.RETRY' })} />;
  if (view === 'notOffered') return <EmptyState title={t`Item details are not offered by this server.`} />;
  if (view === 'notFound')
    return (
      <EmptyState
        title={t`Item not found`}
        text={t`This item is not on the market of this network.`}
        action={
          <RouterLink href={pathFor(place.lang, `market/${place.tab}`)} className="button">
            <Trans>Back to the market</Trans>
          </RouterLink>
        }
      />
    );
  return <DetailSkeleton />;
}

function DetailSkeleton() {
  return (
    <div className="market-item" aria-busy="true">
      <Skeleton shape="rect" width="100%" height="20rem" />
      <Skeleton lines={5} />
    </div>
  );
}

export default function ItemDetailPage({ lang, params }: PageProps) {
  const { i18n } = useLingui();
  const tab = params.tabPage ?? 'bsc';
  const itemId = params.itemId ?? '';
  const network = networkOfTab(tab);
  const key = useMemo(() => ({ network, itemId, lang }), [network, itemId, lang]);
  const flow = useFlow('marketItem', FLOW, undefined);
  const visit = useVisit();

  useEffect(() => {
    flow?.send({ type: 'DETAIL.SHOW', key, visit });
  }, [flow, key, visit]);

  const place: Place = { lang, tab, network, index: params.index };
  return (
    <PageShell title={i18n._(PAGE_TITLES.marketDetail)}>
      <p className="market-back">
        <RouterLink href={pathFor(lang, `market/${tab}`)}>
          <Trans>Back to the market</Trans>
        </RouterLink>
      </p>
      {flow ? <DetailContent flow={flow} place={place} /> : <DetailSkeleton />}
    </PageShell>
  );
}
