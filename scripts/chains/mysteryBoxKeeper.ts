// The mystery-box sale's keeper: reveals pending purchases in order, so a buyer never has to and cannot hold back a draw.
// Usage (local world): npx tsx scripts/chains/mysteryBoxKeeper.ts   (polls every chain in .data/deployments.json every 2 s).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JsonRpcProvider, NonceManager, Wallet } from 'ethers';
import type { LandMysteryBox } from '../../abi/types';
import { readDeployments } from '../../contracts/deployments';
import { CHAIN_KEYS } from '../../common/domain/chains';
import { account } from '../../common/localWorld/accounts';
import { connectWorld } from '../../src/services/chain/contracts';

/**
 * Reveals up to max pending purchases, oldest first; returns how many. reveal needs no role: any funded key will do.
 * A purchase is revealable by any transaction mined after its own block, which a keeper that saw it mined always is.
 */
export async function revealPending(box: LandMysteryBox, max = 50): Promise<number> {
  let done = 0;
  while (done < max) {
    const next = await box.nextReveal();
    if (next > (await box.commitCount())) break;
    await (await box.reveal(next)).wait();
    done++;
  }
  return done;
}

async function main(): Promise<void> {
  const dep = readDeployments();
  const boxes = CHAIN_KEYS.map((k) => {
    const provider = new JsonRpcProvider(dep[k].rpcUrl, dep[k].chainId, { staticNetwork: true });
    return { key: k, box: connectWorld(dep[k].contracts, new NonceManager(new Wallet(account('deployer').privateKey, provider))).mysteryBox };
  });
  for (;;) {
    for (const { key, box } of boxes) {
      try {
        const n = await revealPending(box);
        if (n) console.log(`[keeper] ${key}: revealed ${n} purchase(s)`);
      } catch (e) {
        console.log(`[keeper] ${key}: ${e instanceof Error ? e.message.slice(0, 120) : 'failed'}`);
      }
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
