// Pure reads of the proposal list flow's snapshot for the views, and which network the list shows.
import type { SnapshotFrom } from 'xstate';
import type { proposalListMachine } from './proposalListMachine';

type ListSnapshot = SnapshotFrom<typeof proposalListMachine>;

export type ProposalListView = 'loading' | 'shown' | 'empty' | 'failed';
export const selectProposalListView = (s: ListSnapshot): ProposalListView => s.value as ProposalListView;
export const selectProposalRows = (s: ListSnapshot) => (s.matches('shown') ? (s.context.page?.rows ?? []) : []);
export const selectProposalTotal = (s: ListSnapshot) => s.context.page?.total ?? 0;
/** An empty page of a list that has proposals: the URL asks for a page past the last one. */
export const selectPastLastPage = (s: ListSnapshot) => s.matches('empty') && (s.context.page?.total ?? 0) > 0;
export const selectCanRetry = (s: ListSnapshot) => s.can({ type: 'PROPOSALS.RETRY' });

/**
 * The listed network: the one chosen on the page (?chain=) when configured, else the wallet's chain when the app
 * supports it, else the first configured network (a visitor's, who can choose another).
 */
export function listChainId(walletChainId: number | null, networks: readonly { chainId: number }[], chosen = 0): number | null {
  if (chosen && networks.some((n) => n.chainId === chosen)) return chosen;
  if (walletChainId !== null && networks.some((n) => n.chainId === walletChainId)) return walletChainId;
  return networks[0]?.chainId ?? null;
}
