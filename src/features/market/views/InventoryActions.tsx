// List / Unlist for one inventory row (my page inventory).
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { Network } from '@common/api/market';
import type { InventoryRow } from '@common/api/marketItems';
import { listInput, rowScope, unlistInput, type Symbols } from '@machines/market/flowInputs';
import { inventoryActionsFor } from '@machines/market/tradeSelectors';
import { TOKEN_SYMBOL, useCurrencySymbol } from './currency';
import { MarketFlowDialog } from './MarketFlowDialog';
import { ScopeTxs } from './ScopeTxs';
import { UnlistButton } from './UnlistButton';
import { useMarketTrade, useReloadOnChange } from './useMarketTrade';
import './tradeActions.css';
import { Button } from '../../../components/Button';

export function InventoryActions(props: { network: Network; row: InventoryRow; onChanged: () => void }) {
  const { network, row } = props;
  const hub = useMarketTrade();
  const scope = rowScope(network, row.nft, row.tokenId);
  const idle = useSelector(hub, (s) => s?.context.flow === null);
  const symbolOf = useCurrencySymbol();
  const symbols: Symbols = { native: symbolOf(network, 'native'), token: TOKEN_SYMBOL };
  useReloadOnChange(hub, scope, props.onChanged);
  const actions = inventoryActionsFor(row);
  return (
    <div className="market-inventory-actions" data-testid="inventory-actions">
      <ScopeTxs scope={scope} />
      {actions.list && (
        <Button disabled={!idle} onClick={() => hub?.send({ type: 'LIST.OPEN', input: listInput(scope, network, row, symbols) })}>
          <Trans>List for sale</Trans>
        </Button>
      )}
      {actions.unlist.map((listing) => (
        <UnlistButton
          key={`unlist-${listing.index}`}
          listing={listing}
          symbol={symbolOf(network, listing.currency)}
          disabled={!idle}
          onUnlist={() => hub?.send({ type: 'UNLIST.OPEN', input: unlistInput(scope, network, row.item, row.nft, listing, symbols) })}
        />
      ))}
      {hub && <MarketFlowDialog hub={hub} scope={scope} />}
    </div>
  );
}
