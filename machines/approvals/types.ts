// The approvals page's actor ports, named once: which grants are read, one row per standing grant, a revoke request.
import type { ContractName } from '@common/domain/contracts';

/** The platform token (ERC-20) and who may spend it: approve(spender, amount) gives an allowance. */
export const TOKEN_SPENDERS = ['market', 'staking', 'mysteryBox'] as const satisfies readonly ContractName[];
/** The NFT collections and who may move them: setApprovalForAll(operator, true). */
export const NFT_COLLECTIONS = ['land721', 'land1155', 'items721', 'items1155'] as const satisfies readonly ContractName[];
export const NFT_OPERATORS = ['market', 'staking'] as const satisfies readonly ContractName[];

export type TokenSpender = (typeof TOKEN_SPENDERS)[number];
export type NftCollection = (typeof NFT_COLLECTIONS)[number];
export type NftOperator = (typeof NFT_OPERATORS)[number];

/** One standing grant of the owner on one network. */
export type ApprovalRow =
  | {
      kind: 'token';
      key: string;
      chainId: number;
      asset: 'token';
      assetAddress: string;
      spender: TokenSpender;
      spenderAddress: string;
      /** The allowance in wei as a decimal string (never '0': a zero allowance is no row). */
      amount: string;
    }
  | {
      kind: 'nft';
      key: string;
      chainId: number;
      asset: NftCollection;
      assetAddress: string;
      spender: NftOperator;
      spenderAddress: string;
    };

/** A row's stable key: network, asset and spender. */
export const approvalKey = (chainId: number, asset: string, spender: string): string => `${chainId}:${asset}:${spender}`;

export interface LoadApprovalsInput {
  owner: string;
  chainIds: readonly number[];
}

export interface LoadApprovalsOutput {
  rows: ApprovalRow[];
  /** Networks whose contracts or RPC could not be read: their grants are unknown, not absent. */
  unavailable: number[];
}

/** What revoking sends: approve(spender, 0) on the token or setApprovalForAll(operator, false) on the collection. */
export interface RevokeRequest {
  chainId: number;
  from: string;
  kind: ApprovalRow['kind'];
  assetAddress: string;
  spenderAddress: string;
}
