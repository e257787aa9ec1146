// Test support: one Hardhat node on a free port with the world's contracts deployed (no seed), and a provider on it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JsonRpcProvider, NonceManager, Wallet } from 'ethers';
import { account, type AccountName } from '@common/localWorld/accounts';
import { connectWorld } from '../../src/services/chain/contracts';
import { deployWorld } from '../../scripts/chains/deploy';
import { startNode } from '../../scripts/chains/node';

export async function startTestChain(chainId: number, name: string) {
  const dir = mkdtempSync(join(tmpdir(), `mw-${name}-`));
  const node = await startNode({ chainId, port: 0, dataDir: dir, logFile: join(dir, 'node.log') });
  const provider = new JsonRpcProvider(node.rpcUrl, chainId, { staticNetwork: true, pollingInterval: 20, cacheTimeout: -1 });
  const { addresses } = await deployWorld({
    admin: new Wallet(account('deployer').privateKey, provider),
    signers: [account('signer').address],
    metadataBase: 'http://127.0.0.1:8787/nft/test',
  });
  return {
    node,
    provider,
    addresses,
    /** The world's contracts as one account, nonces kept in order. */
    as: (who: AccountName) => connectWorld(addresses, new NonceManager(new Wallet(account(who).privateKey, provider))),
    async stop() {
      provider.destroy();
      await node.stop();
    },
  };
}
export type TestChain = Awaited<ReturnType<typeof startTestChain>>;
