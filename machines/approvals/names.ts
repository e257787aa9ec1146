// The names people read for the platform's contracts in the approvals list, its confirmations and transaction labels:
// proper names of contracts and standards, the same in every language.
import type { ApprovalRow } from './types';

export const CONTRACT_NAME: Record<ApprovalRow['asset'] | ApprovalRow['spender'], string> = {
  token: 'DVI',
  land721: 'LAND (ERC-721)',
  land1155: 'LAND (ERC-1155)',
  items721: 'Game items (ERC-721)',
  items1155: 'Game items (ERC-1155)',
  market: 'Marketplace',
  staking: 'Staking',
  mysteryBox: 'Mystery box',
};
