// The claim request's EIP-712 payload (issue 24), built once: what the wallet signs for claim-reward
// (eth_signTypedData_v4) and what the API re-checks. The wallet shows each field instead of a blob of JSON text.
export interface ClaimFields {
  address: string;
  campaignId: number;
  chainId: number;
  currentTime: number;
}

export const CLAIM_712_DOMAIN = { name: 'MetaWorld reward claim', version: '1' } as const;
export const CLAIM_712_TYPES = {
  ClaimRequest: [
    { name: 'address', type: 'address' },
    { name: 'campaignId', type: 'uint256' },
    { name: 'chainId', type: 'uint256' },
    { name: 'currentTime', type: 'uint256' },
  ],
} as const;

/** The typed data of a claim request; the domain names the campaign's chain, which the wallet must be on. */
export function claimTypedData(c: ClaimFields) {
  return {
    domain: { ...CLAIM_712_DOMAIN, chainId: c.chainId },
    types: CLAIM_712_TYPES,
    primaryType: 'ClaimRequest' as const,
    message: { address: c.address, campaignId: c.campaignId, chainId: c.chainId, currentTime: c.currentTime },
  };
}

/** The types as ethers' signTypedData / TypedDataEncoder take them (mutable arrays). */
export const claimTypesForEthers = () => ({ ClaimRequest: CLAIM_712_TYPES.ClaimRequest.map((f) => ({ ...f })) });
