// The action on an item detail that fits the viewer: Buy (another seller's listing), List (units in the wallet), Unlist (the viewer's open listing).
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { Network } from '@common/api/market';
import type { ItemDetail } from '@common/api/marketItems';
import { buyInput, detailScope, listInput, unlistInput, type Symbols } from '@machines/market/flowInputs';
import { itemActionsFor, selectHoldingRows, selectViewer } from '@machines/market/tradeSelectors';
import { NO_VIEWER } from '@machines/market/types';
import { Price } from '../../../components/Price';
import { TOKEN_SYMBOL, useCurrencySymbol } from './currency';
import { MarketFlowDialog } from './MarketFlowDialog';
import { ScopeTxs } from './ScopeTxs';
import { UnlistButton } from './UnlistButton';
import { useMarketTrade, useReloadOnChange } from './useMarketTrade';
import './tradeActions.css';
import { Button } from '../../../components/Button';

/** priceShownAbove: the page already shows the one listing's price (the LAND view's facts), so its rows do not repeat it. */
export function ItemActions(props: { network: Network; detail: ItemDetail; listingIndex?: number; onChanged: () => void; priceShownAbove?: boolean }) {
  const { network, detail } = props;
  const hub = useMarketTrade();
  const scope = detailScope(network, detail.item.itemId);
  const viewer = useSelector(hub, (s) => (s ? selectViewer(s) : NO_VIEWER));
  const holdings = useSelector(hub, (s) => (s ? selectHoldingRows(s) : []));
  const idle = useSelector(hub, (s) => s?.context.flow === null);
  const symbolOf = useCurrencySymbol();
  const symbols: Symbols = { native: symbolOf(network, 'native'), token: TOKEN_SYMBOL };
  useReloadOnChange(hub, scope, props.onChanged);
  useEffect(() => {
    hub?.send({ type: 'HOLDINGS.LOAD', network });
  }, [hub, network]);
  const actions = itemActionsFor(viewer, detail, holdings, props.listingIndex);
  return (
    <div className="market-item-actions" data-testid="item-actions">
      <ScopeTxs scope={scope} />
      {actions.buy.map((listing) => (
        <div className="market-action-row" key={`buy-${listing.index}`}>
          {!props.priceShownAbove && <Price amount={listing.price} currency={symbolOf(network, listing.currency)} maxFractionDigits={18} />}
          <Button
            variant="primary"
            disabled={!idle}
            onClick={() => hub?.send({ type: 'BUY.OPEN', input: buyInput(scope, network, detail.item, detail.nft, listing, symbols) })}
          >
            <Trans>Buy</Trans>
          </Button>
        </div>
      ))}
      {actions.unlist.map((listing) => (
        <UnlistButton
          key={`unlist-${listing.index}`}
          listing={listing}
          symbol={symbolOf(network, listing.currency)}
          priceShown={!props.priceShownAbove}
          disabled={!idle}
          onUnlist={() => hub?.send({ type: 'UNLIST.OPEN', input: unlistInput(scope, network, detail.item, detail.nft, listing, symbols) })}
        />
      ))}
      {actions.list.map((row) => (
        <div className="market-action-row" key={`list-${row.tokenId}`}>
          <span>
            <Trans>You hold {row.quantity}</Trans>
          </span>
          <Button disabled={!idle} onClick={() => hub?.send({ type: 'LIST.OPEN', input: listInput(scope, network, row, symbols) })}>
            <Trans>List for sale</Trans>
          </Button>
        </div>
      ))}
      {hub && <MarketFlowDialog hub={hub} scope={scope} />}
    </div>
  );
}
