// The local world's VRF keeper: plays Chainlink's part for the mock coordinator, fulfilling each mystery-box purchase's
// randomness request on its own (in any order; one that fails never holds up the others).
// startChains runs it in-process (npm start, the e2e world); standalone: npx tsx scripts/chains/mysteryBoxKeeper.ts
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JsonRpcProvider, NonceManager, Wallet } from 'ethers';
import { LocalVrfCoordinator__factory, type LandMysteryBox } from '../../abi/types';
import { readDeployments, type Deployments } from '../../contracts/deployments';
import { CHAIN_KEYS } from '@common/domain/chains';
import { account } from '@common/localWorld/accounts';
import { connectWorld } from '../../src/services/chain/contracts';

/** The account the keeper sends from: hardhat's funded account 1, which otherwise only signs claims off chain. */
export const KEEPER_ACCOUNT = 'signer';

export interface PendingRequest {
  commitId: bigint;
  requestId: bigint;
  buyer: string;
}

/** Purchases whose randomness was asked for since fromBlock and that are neither drawn nor refunded, oldest first. */
export async function pendingRequests(box: LandMysteryBox, fromBlock = 0): Promise<PendingRequest[]> {
  const logs = await box.queryFilter(box.filters.RandomnessRequested(), fromBlock);
  const out: PendingRequest[] = [];
  for (const log of logs) {
    const c = await box.commitment(log.args.commitId);
    if (!c.revealed && !c.refunded) out.push({ commitId: log.args.commitId, requestId: log.args.requestId, buyer: c.buyer.toLowerCase() });
  }
  return out;
}

/** Fulfils one request through the box's (mock) coordinator, signed by the box's runner; anyone may send it. */
export async function fulfil(box: LandMysteryBox, requestId: bigint): Promise<void> {
  const coordinator = LocalVrfCoordinator__factory.connect((await box.vrf()).coordinator, box.runner);
  await (await coordinator.fulfillRandomWords(requestId, await box.getAddress())).wait();
}

/**
 * Fulfils every pending purchase except those of held buyers (lower-case addresses); returns how many were delivered.
 * A request the coordinator no longer knows (its callback failed) is skipped: that purchase waits for the admin's refund.
 */
export async function revealPending(box: LandMysteryBox, hold: readonly string[] = []): Promise<number> {
  let done = 0;
  for (const p of await pendingRequests(box)) {
    if (hold.includes(p.buyer)) continue;
    try {
      await fulfil(box, p.requestId);
    } catch {
      continue;
    }
    if ((await box.commitment(p.commitId)).revealed) done++;
  }
  return done;
}

export interface KeeperOptions {
  /** Buyers whose purchases the keeper leaves for a test to fulfil (the e2e specs that look at a pending purchase). */
  hold?: readonly string[];
  intervalMs?: number;
  log?: (line: string) => void;
}

/** Polls every chain of the deployments and fulfils new requests; stop() ends the loop after the current round. */
export function startKeeper(deployments: Deployments, opts: KeeperOptions = {}): { stop(): Promise<void> } {
  const hold = (opts.hold ?? []).map((a) => a.toLowerCase());
  const chains = CHAIN_KEYS.map((key) => {
    const provider = new JsonRpcProvider(deployments[key].rpcUrl, deployments[key].chainId, { staticNetwork: true, pollingInterval: 50, cacheTimeout: -1 });
    const signer = new NonceManager(new Wallet(account(KEEPER_ACCOUNT).privateKey, provider));
    return { key, provider, box: connectWorld(deployments[key].contracts, signer).mysteryBox };
  });
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const { key, box } of chains) {
        try {
          const n = await revealPending(box, hold);
          if (n) opts.log?.(`[keeper] ${key}: delivered ${n} purchase(s)`);
        } catch (e) {
          opts.log?.(`[keeper] ${key}: ${e instanceof Error ? e.message.slice(0, 120) : 'failed'}`);
        }
      }
      await new Promise((r) => setTimeout(r, opts.intervalMs ?? 1000));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      for (const c of chains) c.provider.destroy();
    },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  startKeeper(readDeployments(), { log: console.log });
}
