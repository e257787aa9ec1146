// Migrations 160..: issue 27's scale-out round (purchase intents answered once per retry, reorg undo of the staking and box indexes).
import type { Migration } from './types';

export const CLUSTER_HARDENING: readonly Migration[] = [
  {
    id: 160,
    name: 'prepending-replay-lookup',
    // A purchase intent sent again (a retry after a lost answer) finds the pending record it made: server/market/purchaseIntent.ts.
    sql: `CREATE INDEX prependings_pending_of_user ON prependings (user_id, item_id) WHERE status = 'pending'`,
  },
];
