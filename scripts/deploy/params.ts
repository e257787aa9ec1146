// The parameters of one network's deployment (deploy/params/<network>.json): who gets which role, fees, the sale's
// stock and the randomness source. Addresses only: no key is ever a parameter.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { hexAddress } from '@common/domain/contracts';

/** A role holder: never the zero address (deploy/params/example.json uses it so it cannot be deployed as is). */
const holder = z.pipe(
  hexAddress,
  z.string().refine((a) => !/^0x0{40}$/.test(a), 'the zero address holds no role: fill in deploy/params/<network>.json'),
);
const uint = z.string().regex(/^\d+$/, 'a whole number as a string');
const bytes32 = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'not 32 bytes');

const parcel = z.object({
  tokenId: z.number().int().nonnegative(),
  mapId: z.number().int().nonnegative(),
  x1: z.number().int().nonnegative(),
  y1: z.number().int().nonnegative(),
  x2: z.number().int().nonnegative(),
  y2: z.number().int().nonnegative(),
  premium: z.boolean().default(false),
});

export const deployParamsSchema = z.object({
  /** DEFAULT_ADMIN_ROLE everywhere: grants and revokes roles, URIs, claim signers, the randomness source, refunds. A multisig. */
  admin: holder,
  /** MANAGER_ROLE on the market (fees) and the mystery box (prices, stock); CAMPAIGN_ADMIN_ROLE on staking. A multisig. */
  operations: holder,
  /** MINTER_ROLE on the platform token, both LAND contracts and both game-item contracts. */
  minter: holder,
  /** Receives market fees and sale proceeds (the box's treasury and the market's fee recipient). */
  treasury: holder,
  /** Addresses whose signatures SignerExecutor accepts (the API's claim signer). */
  claimSigners: z.array(holder).min(1),
  /** Base of token metadata URLs (the API's /nft/<chain>). */
  metadataBase: z.string().url(),
  /** The RPC URL the deployments file records for the API's reads; default the URL the deploy used. */
  rpcUrl: z.string().url().optional(),
  market: z.object({ percentageFee: z.number().int().min(0).max(10), mintFeeWei: uint.default('0') }),
  /** The 4th LAND sale: prices in whole platform tokens, stock minted into the box. */
  sale: z
    .object({
      index: z.number().int().nonnegative(),
      products: z.array(z.object({ tokenId: z.number().int().positive(), price: z.string().regex(/^\d+(\.\d+)?$/), stock: z.array(parcel) })),
    })
    .optional(),
  /** Chainlink VRF v2.5: the network's coordinator and gas lane (key hash), the subscription the box is a consumer of. */
  vrf: z.object({
    coordinator: holder,
    keyHash: bytes32,
    subscriptionId: uint,
    callbackGasLimit: z.number().int().min(1_500_000).max(2_500_000).default(2_500_000),
    requestConfirmations: z.number().int().min(0).max(200).default(3),
    nativePayment: z.boolean().default(false),
  }),
});

export type DeployParams = z.infer<typeof deployParamsSchema>;

export function readDeployParams(path: string): DeployParams {
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch {
    throw new Error(`No deploy parameters at ${path} (see docs/deploy.md)`);
  }
  return deployParamsSchema.parse(JSON.parse(raw));
}
