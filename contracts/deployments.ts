// Shape and reader of .data/deployments.json: where the local chains run and where each contract was deployed.
// Browser code may `import type` from here; the reader itself uses node:fs.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

export type ChainKey = 'eth' | 'bsc' | 'pol';

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'not an address');

const contractsSchema = z.object({
  token: address,
  land721: address,
  land1155: address,
  staking: address,
  rewardBox: address,
  executor: address,
  market: address,
  mysteryBox: address,
});

const campaignSchema = z.object({
  id: z.number().int().positive(),
  poolId: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** Unix seconds. */
  start: z.number().int(),
  end: z.number().int(),
});

const chainSchema = z.object({
  chainId: z.number().int().positive(),
  rpcUrl: z.string().url(),
  /** Unix seconds the seed times are relative to (see campaignTimes in contracts/seed/world.ts). */
  anchorTime: z.number().int(),
  contracts: contractsSchema,
  campaigns: z.array(campaignSchema),
});

export const deploymentsSchema = z.object({ eth: chainSchema, bsc: chainSchema, pol: chainSchema });

export type ContractName = keyof z.infer<typeof contractsSchema>;
export type ContractAddresses = z.infer<typeof contractsSchema>;
export type DeployedCampaign = z.infer<typeof campaignSchema>;
export type ChainDeployment = z.infer<typeof chainSchema>;
export type Deployments = z.infer<typeof deploymentsSchema>;

export const DEFAULT_DEPLOYMENTS_PATH = '.data/deployments.json';

/** Reads and validates the deployments file written by scripts/chains (startChains / `npm run chains`). */
export function readDeployments(path: string = DEFAULT_DEPLOYMENTS_PATH): Deployments {
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch {
    throw new Error(`No deployments at ${path}: start the local chains first (npm run chains).`);
  }
  return deploymentsSchema.parse(JSON.parse(raw));
}
