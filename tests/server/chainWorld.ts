// Test fixture: an API world whose BSC is one real Hardhat chain (the world's contracts, set up by the test before the API
// starts), with the helpers the index tests share: accounts' addresses, sending a transaction, waiting for the indexers.
import { account, type AccountName } from '@common/localWorld/accounts';
import { fakeDeployments } from './fakeDeployments';
import { startWorld, type TestWorld } from './support';
import { startTestChain, type TestChain } from './testChain';

export const BSC = 31338;

export const addr = (name: AccountName) => account(name).address;
export const low = (name: AccountName) => addr(name).toLowerCase();
/** Sends a transaction and waits for its block. */
export const send = async (tx: Promise<{ wait(): Promise<unknown> }>) => (await tx).wait();
/** Reads run the indexers at most once a second: a read after a chain change waits that long. */
export const settle = () => new Promise((r) => setTimeout(r, 1_100));

export interface ChainWorld {
  chain: TestChain;
  w: TestWorld;
  /** Stops the API, then the chain. */
  stop(): Promise<void>;
}

/**
 * Starts a chain named `name` (its node's logs and data), lets `setUp` make what the test starts from (as the deployer:
 * `chain.as('deployer')`), then the API on it. Call it from beforeAll with a time-out of 120 s.
 */
export async function startChainWorld(name: string, setUp: (chain: TestChain) => Promise<void>): Promise<ChainWorld> {
  const chain = await startTestChain(BSC, name);
  try {
    await setUp(chain);
    const dep = fakeDeployments(Date.now());
    dep.bsc = { ...dep.bsc, rpcUrl: chain.node.rpcUrl, contracts: chain.addresses };
    const w = await startWorld({ deployments: dep });
    return {
      chain,
      w,
      async stop() {
        await w.stop();
        await chain.stop();
      },
    };
  } catch (e) {
    // A failed set-up does not leave its node running after the file.
    await chain.stop();
    throw e;
  }
}
