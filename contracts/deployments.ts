// Shape and reader of .data/deployments.json: where the local chains run and where each contract was deployed.
// Node tools and tests only (node:fs); the address set's shape is common/domain/contracts.ts.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { POOL_IDS } from '../common/domain/campaign';
import { contractAddressSet, hexAddress } from '../common/domain/contracts';

const contractsSchema = contractAddressSet(hexAddress);

const campaignSchema = z.object({
  id: z.number().int().positive(),
  poolId: z.literal(POOL_IDS),
  /** Unix seconds. */
  start: z.number().int(),
  end: z.number().int(),
});

const chainSchema = z.object({
  chainId: z.number().int().positive(),
  rpcUrl: z.string().url(),
  /** Unix seconds the seed times are relative to (see campaignTimes in common/localWorld/world.ts). */
  anchorTime: z.number().int(),
  contracts: contractsSchema,
  campaigns: z.array(campaignSchema),
});

export const deploymentsSchema = z.object({ eth: chainSchema, bsc: chainSchema, pol: chainSchema });

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
