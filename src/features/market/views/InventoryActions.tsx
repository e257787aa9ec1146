// List / Unlist for one inventory row (placeholder until the list flows land).
import type { Network } from '../../../../common/api/market';
import type { InventoryRow } from '../../../../common/api/marketItems';

export function InventoryActions(props: { network: Network; row: InventoryRow; onChanged: () => void }) {
  void props;
  return <div className="market-inventory-actions" data-testid="inventory-actions" />;
}
