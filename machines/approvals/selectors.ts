// What the approvals page reads from its flow: pure functions of a snapshot.
import type { SnapshotFrom } from 'xstate';
import { MAX_UINT256 } from '../constants';
import type { approvalsMachine, ApprovalsNetwork } from './approvalsMachine';
import type { ApprovalRow } from './types';

type ApprovalsSnapshot = SnapshotFrom<typeof approvalsMachine>;

export type ApprovalsView = 'idle' | 'noWallet' | 'loading' | 'failed' | 'list';

export function selectApprovalsView(s: ApprovalsSnapshot): ApprovalsView {
  if (s.matches('noWallet')) return 'noWallet';
  if (s.matches('failed')) return 'failed';
  // A revoke's reload keeps the list on screen; only the first read shows the loading state.
  if (s.matches('loading') && s.context.rows.length === 0) return 'loading';
  if (s.matches('ready') || s.matches('revoking') || s.matches('loading')) return 'list';
  return 'idle';
}

/** revoke: on the wallet's network; switch: another network (the wallet must change first); busy: a revoke is under way. */
export type RowAction = 'revoke' | 'switch' | 'busy';

export interface ApprovalRowView {
  row: ApprovalRow;
  /** 'unlimited' for the maximum 256-bit value (spec 7), the allowance in wei otherwise, 'all' for an approval-for-all. */
  amount: { kind: 'unlimited' } | { kind: 'wei'; wei: string } | { kind: 'all' };
  action: RowAction;
  revoking: boolean;
}

export interface ApprovalsNetworkView {
  network: ApprovalsNetwork;
  rows: ApprovalRowView[];
  unavailable: boolean;
}

export const isUnlimited = (amount: string): boolean => /^\d+$/.test(amount) && BigInt(amount) === MAX_UINT256;

function amountOf(row: ApprovalRow): ApprovalRowView['amount'] {
  if (row.kind === 'nft') return { kind: 'all' };
  return isUnlimited(row.amount) ? { kind: 'unlimited' } : { kind: 'wei', wei: row.amount };
}

/** The list by network, in the configured order, each row with its amount and what its button does. */
export function selectApprovalNetworks(s: ApprovalsSnapshot): ApprovalsNetworkView[] {
  const { networks, rows, unavailable, walletChainId, revoking } = s.context;
  const busy = !s.matches('ready');
  return networks.map((network) => ({
    network,
    unavailable: unavailable.includes(network.chainId),
    rows: rows
      .filter((r) => r.chainId === network.chainId)
      .map((row) => ({
        row,
        amount: amountOf(row),
        action: busy ? 'busy' : row.chainId === walletChainId ? 'revoke' : 'switch',
        revoking: revoking === row.key,
      })),
  }));
}

export const selectApprovalsNotice = (s: ApprovalsSnapshot) => s.context.notice;
export const selectApprovalCount = (s: ApprovalsSnapshot): number => s.context.rows.length;
