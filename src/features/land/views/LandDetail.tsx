// The selected parcel beside the map: its name, owner, state and price first with its place on the city map, the viewer's action:
// Buy, List, Unlist (the item market's own flows through ItemActions) or Stake, then its facts; a change reloads the map and the detail.
// The market panel comes from market_item_detail, or from the spec's LAND market and the chain (src/features/land/actors.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { Network } from '@common/api/market';
import type { ItemDetail } from '@common/api/marketItems';
import type { CityKey } from '@common/domain/land';
import { shortenAddress } from '@common/domain/wallet';
import { landItemId, type LandRow } from '@machines/land/list';
import { landListOffer } from '@machines/land/landActions';
import { selectDetail, selectDetailNotice, selectDetailView } from '@machines/market/browseSelectors';
import { selectHoldingRows } from '@machines/market/tradeSelectors';
import type { LandCard } from '@common/domain/landCard';
import type { Lang } from '@kit/resolveRoute';
import { useFlow } from '@kit/useFlow';
import { LandFacts } from '../../../components/LandFacts';
import { Button } from '../../../components/Button';
import { LandPlaceMap } from '../../../components/LandPlaceMap';
import { Price } from '../../../components/Price';
import { Skeleton } from '../../../components/Skeleton';
import { landTitle } from '../../../i18n/cityLabels';
import { TOKEN_SYMBOL, useCurrencySymbol } from '../../market/views/currency';
import { useMarketTrade } from '../../market/views/useMarketTrade';
import { ItemActions } from '../../market/views/ItemActions';
import { ListFailure } from '../../market/views/ListStates';
import { useVisit } from '../../market/views/useVisit';
import { landItemLogic } from '../actors';
import { StakeButton } from './StakeButton';

const ITEM = landItemLogic();

function cardOf(row: LandRow, detail: ItemDetail | null, city: CityKey): LandCard {
  const item = detail?.item.itemId === landItemId(row) ? detail.item : null;
  const forSale = detail?.listings.reduce((n, l) => n + l.sellAmount, 0) ?? 0;
  return {
    x1: row.x1,
    y1: row.y1,
    x2: row.x2,
    y2: row.y2,
    tokenId: row.tokenId,
    nftId: item?.nft_id ?? row.tokenId,
    name: item?.n ?? row.name,
    imageUrl: item?.thumburl ?? '',
    isErc1155: row.erc1155,
    // An ERC-1155 LAND shows the units on the market when it has a listing.
    maxQuantity: row.erc1155 && forSale > 0 ? forSale : 1,
    landType: row.size,
    city,
  };
}

function State({ row, mine }: { row: LandRow; mine: boolean }) {
  if (row.staked) return <Trans>Staked</Trans>;
  if (row.listing) return mine ? <Trans>Listed by you</Trans> : <Trans context="LAND state">For sale</Trans>;
  if (!row.sold) return <Trans>Not sold yet</Trans>;
  return mine ? <Trans>Yours</Trans> : <Trans>Not for sale</Trans>;
}

interface Props {
  lang: Lang;
  city: CityKey;
  network: Network;
  row: LandRow;
  /** The viewer's wallet (lower case), or null. */
  viewer: string | null;
  onChanged: () => void;
}

export function LandDetail({ lang, city, network, row, viewer, onChanged }: Props) {
  const { t, i18n } = useLingui();
  const symbol = useCurrencySymbol();
  const flow = useFlow('landItem', ITEM, undefined);
  const visit = useVisit();
  const itemId = landItemId(row);
  const key = useMemo(() => ({ network, itemId, lang }), [network, itemId, lang]);
  useEffect(() => {
    flow?.send({ type: 'DETAIL.SHOW', key, visit });
  }, [flow, key, visit]);
  const view = useSelector(flow, (s) => (s ? selectDetailView(s) : 'loading'));
  const detail = useSelector(flow, (s) => (s ? selectDetail(s) : null));
  const notice = useSelector(flow, (s) => (s ? selectDetailNotice(s) : null));
  const canRetry = useSelector(flow, (s) => s?.can({ type: 'DETAIL.RETRY' }) ?? false);
  const shown = detail?.item.itemId === itemId ? detail : null;
  const mine = viewer !== null && row.holders.includes(viewer);
  const owner = row.owner;
  // A multi-holder ERC-1155 parcel: the first holder is named, the others counted.
  const others = row.holders.length - 1;
  const hub = useMarketTrade();
  const holdings = useSelector(hub, (s) => (s ? selectHoldingRows(s) : []));
  const idle = useSelector(hub, (s) => s?.context.flow === null);
  const listOffer = landListOffer(row, shown, holdings, { city, network, viewer }, { native: symbol(network, 'native'), token: TOKEN_SYMBOL });
  const card = cardOf(row, shown, city);
  const changed = () => {
    flow?.send({ type: 'DETAIL.RELOAD' });
    onChanged();
  };
  return (
    <section className="land-detail" aria-label={t`Selected LAND`} data-token-id={row.tokenId}>
      {/* Name, owner, state and price first, beside the parcel's place on its city; the facts of the LAND come after the actions. */}
      <div className="land-detail-head">
        <LandPlaceMap city={city} x1={row.x1} y1={row.y1} x2={row.x2} y2={row.y2} className="land-detail-place" />
        <div className="land-detail-summary">
          <h3 className="land-detail-name">{landTitle(i18n, card.name)}</h3>
          <dl className="land-detail-facts">
            <div>
              <dt>
                <Trans>Owner</Trans>
              </dt>
              <dd title={owner ?? undefined} data-field="owner">
                {owner ? shortenAddress(owner) : '—'} {owner === viewer && <Trans>(you)</Trans>} {others > 0 && <Trans>and {others} more holders</Trans>}
              </dd>
            </div>
            <div>
              <dt>
                <Trans>State</Trans>
              </dt>
              <dd data-field="state">
                <State row={row} mine={mine} />
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Price</Trans>
              </dt>
              <dd data-field="price">
                {row.listing ? <Price amount={row.listing.price} currency={symbol(network, row.listing.currency)} maxFractionDigits={18} /> : '—'}
              </dd>
            </div>
          </dl>
        </div>
      </div>
      {view === 'failed' && <ListFailure notice={notice} canRetry={canRetry} onRetry={() => flow?.send({ type: 'DETAIL.RETRY' })} />}
      {view === 'notOffered' && (
        <p role="status">
          <Trans>Market details of this LAND are not offered by this server.</Trans>
        </p>
      )}
      {shown && listOffer && (
        <div className="market-action-row">
          <Button disabled={!idle} onClick={() => hub?.send({ type: 'LIST.OPEN', input: listOffer })}>
            <Trans>List for sale</Trans>
          </Button>
        </div>
      )}
      {shown ? (
        <ItemActions network={network} detail={shown} onChanged={changed} priceShownAbove={shown.listings.length === 1} />
      ) : (
        view !== 'failed' && view !== 'notFound' && view !== 'notOffered' && <Skeleton lines={2} />
      )}
      {mine && !row.staked && !row.listing && <StakeButton city={city} />}
      <LandFacts land={card} className="land-detail-more" />
    </section>
  );
}
