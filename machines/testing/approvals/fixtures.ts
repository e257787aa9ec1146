// Shared by the approvals machine tests: two owners, two networks and a grant of each kind.
import { MAX_UINT256 } from '@machines/constants';
import type { ApprovalsInput } from '@machines/approvals/approvalsMachine';
import { approvalKey, type ApprovalRow } from '@machines/approvals/types';

export const OWNER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
export const OTHER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
export const BSC = 31_338;
export const ETH = 31_337;

export const approvalsInput: ApprovalsInput = {
  networks: [
    { chainId: ETH, name: 'ETH Local' },
    { chainId: BSC, name: 'BSC Local' },
  ],
};

export const tokenRow = (chainId: number, amount: string): ApprovalRow => ({
  kind: 'token',
  key: approvalKey(chainId, 'token', 'market'),
  chainId,
  asset: 'token',
  assetAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  spender: 'market',
  spenderAddress: '0x0165878A594ca255338adfa4d48449f69242Eb8F',
  amount,
});

export const nftRow = (chainId: number): ApprovalRow => ({
  kind: 'nft',
  key: approvalKey(chainId, 'land721', 'staking'),
  chainId,
  asset: 'land721',
  assetAddress: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  spender: 'staking',
  spenderAddress: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
});

export const UNLIMITED = MAX_UINT256.toString();
