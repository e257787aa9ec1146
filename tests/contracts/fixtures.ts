// Test fixture: one fresh Hardhat node on a free port with the contracts deployed (not seeded), plus named wallets.
import { JsonRpcProvider, Wallet } from 'ethers';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { ContractAddresses } from '../../contracts/deployments';
import { account, type AccountName } from '@common/localWorld/accounts';
import { connectWorld, type WorldContracts } from '../../src/services/chain/contracts';
import { decodeContractError } from '../../src/services/chain/errors';
import { deployWorld } from '../../scripts/chains/deploy';
import { startNode } from '../../scripts/chains/node';
import { evmRevert, evmSnapshot } from '../../scripts/chains/time';

export const CHAIN_ID = 31337;

export interface TestChain {
  rpcUrl: string;
  provider: JsonRpcProvider;
  addresses: ContractAddresses;
  wallet(name: AccountName): Wallet;
  /** The contracts as seen by one test account. */
  as(name: AccountName): WorldContracts;
  /** Restores the chain to the state right after deployment. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

export async function startTestChain(): Promise<TestChain> {
  const dataDir = mkdtempSync(join(tmpdir(), 'contracts-test-'));
  const node = await startNode({ chainId: CHAIN_ID, port: 0, dataDir, logFile: join(dataDir, 'node.log') });
  // cacheTimeout -1: nonces and balances must be read fresh after every transaction and every snapshot revert.
  const provider = new JsonRpcProvider(node.rpcUrl, CHAIN_ID, { staticNetwork: true, pollingInterval: 20, cacheTimeout: -1 });
  const wallet = (name: AccountName) => new Wallet(account(name).privateKey, provider);
  const { addresses } = await deployWorld({
    admin: wallet('deployer'),
    signers: [account('signer').address],
    metadataBase: 'http://127.0.0.1:8787/nft/test',
  });
  let snapshot = await evmSnapshot(node.rpcUrl);
  return {
    rpcUrl: node.rpcUrl,
    provider,
    addresses,
    wallet,
    as: (name) => connectWorld(addresses, wallet(name)),
    async reset() {
      await evmRevert(node.rpcUrl, snapshot);
      snapshot = await evmSnapshot(node.rpcUrl);
    },
    async stop() {
      provider.destroy();
      await node.stop();
    },
  };
}

/** Asserts that a call or transaction reverts with the named custom error (from any world contract) and returns its args. */
export async function expectRevert(action: Promise<unknown>, errorName: string): Promise<readonly unknown[]> {
  let caught: unknown;
  try {
    await action;
  } catch (err) {
    caught = err;
  }
  expect(caught, `expected revert ${errorName}`).toBeDefined();
  const decoded = decodeContractError(caught);
  expect(decoded?.name, String((caught as Error).message).slice(0, 300)).toBe(errorName);
  return decoded?.args ?? [];
}

export const land = (x1: number, y1: number, x2: number, y2: number, premium = false, mapId = 1) => ({ mapId, x1, y1, x2, y2, premium });

/**
 * The chain a test file works on: started once for the file, stopped after it, and reset to the fresh deployment
 * before each test. The handle forwards to the running chain, so it can be declared at the top of the file.
 */
export function testChainForFile(): TestChain {
  let current: TestChain | undefined;
  const live = (): TestChain => {
    if (!current) throw new Error('the test chain has not started');
    return current;
  };
  beforeAll(async () => {
    current = await startTestChain();
  });
  afterAll(async () => {
    await current?.stop();
  });
  beforeEach(async () => {
    await live().reset();
  });
  return {
    get rpcUrl() {
      return live().rpcUrl;
    },
    get provider() {
      return live().provider;
    },
    get addresses() {
      return live().addresses;
    },
    wallet: (name) => live().wallet(name),
    as: (name) => live().as(name),
    reset: () => live().reset(),
    stop: () => live().stop(),
  };
}

/** Every result of a paged market view (Get_Orders, Get_SellingItems), asked for `limit` items at a time until a page scans nothing. */
export async function allPages<T>(page: (offset: bigint, limit: bigint) => Promise<[T[], bigint]>, limit = 500n): Promise<T[]> {
  const out: T[] = [];
  for (let offset = 0n; ;) {
    const [items, next] = await page(offset, limit);
    out.push(...items);
    if (next === offset) return out;
    offset = next;
  }
}
