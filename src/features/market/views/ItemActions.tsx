// The action on an item detail that fits the viewer: Buy, List or Unlist (placeholder until the trade flows land).
import type { Network } from '../../../../common/api/market';
import type { ItemDetail } from '../../../../common/api/marketItems';

export function ItemActions(props: { network: Network; detail: ItemDetail; listingIndex?: number; onChanged: () => void }) {
  void props;
  return <div className="market-item-actions" data-testid="item-actions" />;
}
