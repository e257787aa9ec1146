// Fixed gas settings for seeding: Hardhat refuses a failing transaction on submission, so estimating gas and
// fetching fee data for each of hundreds of seed transactions would only slow startup down.
export const TX = {
  gasLimit: 6_000_000n,
  maxFeePerGas: 50_000_000_000n,
  maxPriorityFeePerGas: 1_000_000_000n,
} as const;
