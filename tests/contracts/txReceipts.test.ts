// The tracker's chain side against a real Hardhat node: mined, failed, pending, replaced, dropped, RPC down, the old
// wait's race, and staking's old list taken over.
import { JsonRpcProvider, parseUnits } from 'ethers';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, toPromise, waitFor } from 'xstate';
import { account } from '@common/localWorld/accounts';
import { TX_DROP_GRACE_MS } from '@machines/constants';
import { TX_KIND_MESSAGE } from '@machines/tx/messages';
import type { TrackedTx, TxKind } from '@machines/tx/types';
import { freePort } from '../../scripts/chains/node';
import { rpc } from '../../scripts/chains/time';
import { txTrackerLogic, txWatchLogic } from '../../src/features/tx/actors';
import { checkTx, receiptDeps, startBlockOf, trackedTxOf, type ReceiptDeps } from '../../src/features/tx/services/receipts';
import { LEGACY_TX_STORE_KEY, readTxs } from '../../src/features/tx/services/txStore';
import { CHAIN_ID, testChainForFile } from './fixtures';

const chain = testChainForFile();
const bob = account('bob').address;
const label = (kind: TxKind) => ({ id: TX_KIND_MESSAGE[kind] });
const gwei = (n: number) => parseUnits(String(n), 'gwei');
const sleep = (ms: number) => new Promise<'timeout'>((done) => setTimeout(() => done('timeout'), ms));

/** The test chain's provider (no request cache) and a clock the test sets. */
function deps(now = Date.now()): ReceiptDeps {
  return { provider: async () => chain.provider, now: () => now };
}

const automine = (on: boolean) => rpc(chain.rpcUrl, 'evm_setAutomine', [on]);
afterEach(async () => {
  await automine(true);
});

/** Alice sends 1 wei to bob (or the given call) and the flow registers it, as the app's staking flows will. */
async function send(
  d: ReceiptDeps,
  tx: { to?: string; data?: string; gasLimit?: bigint; nonce?: number; maxFeePerGas?: bigint; maxPriorityFeePerGas?: bigint } = {},
) {
  const startBlock = await startBlockOf(d, CHAIN_ID);
  const sent = await chain.wallet('alice').sendTransaction({ to: bob, value: 1n, ...tx });
  return trackedTxOf(d, { chainId: CHAIN_ID, hash: sent.hash, from: sent.from, kind: 'deposit', label: label('deposit'), startBlock, submittedAt: Date.now() });
}

describe('checkTx on a real chain', () => {
  it('mined: a successful transaction, with the nonce the node gave it', async () => {
    const nonce = await chain.provider.getTransactionCount(account('alice').address);
    const tx = await send(deps());
    expect(tx).toMatchObject({ nonce, from: account('alice').address, status: 'pending' });
    expect(await checkTx(deps(), tx)).toEqual({ status: 'mined' });
  });

  it('failed: a transaction mined with a revert', async () => {
    await automine(false);
    // An unknown selector on the staking contract reverts; the gas limit skips estimation, which would refuse it.
    const tx = await send(deps(), { to: chain.addresses.staking, data: '0xdeadbeef', gasLimit: 100_000n });
    await rpc(chain.rpcUrl, 'evm_mine');
    expect(await checkTx(deps(), tx)).toEqual({ status: 'failed' });
  });

  it('pending while the node holds it unmined, mined after the next block', async () => {
    await automine(false);
    const tx = await send(deps());
    expect(await checkTx(deps(), tx)).toEqual({ status: 'pending' });
    await rpc(chain.rpcUrl, 'evm_mine');
    expect(await checkTx(deps(), tx)).toEqual({ status: 'mined' });
  });

  it('replaced: another transaction with the same sender and nonce was mined (a wallet speed-up or cancel)', async () => {
    await automine(false);
    const first = await send(deps(), { maxFeePerGas: gwei(10), maxPriorityFeePerGas: gwei(1) });
    await rpc(chain.rpcUrl, 'evm_mine');
    await rpc(chain.rpcUrl, 'evm_mine');
    const tx = await send(deps(), { maxFeePerGas: gwei(10), maxPriorityFeePerGas: gwei(1) });
    const faster = await chain.wallet('alice').sendTransaction({ to: bob, value: 2n, nonce: tx.nonce, maxFeePerGas: gwei(30), maxPriorityFeePerGas: gwei(3) });
    await rpc(chain.rpcUrl, 'evm_mine');
    for (let i = 0; i < 5; i += 1) await rpc(chain.rpcUrl, 'evm_mine');
    expect(await checkTx(deps(), first)).toEqual({ status: 'mined' });
    expect(await checkTx(deps(), tx)).toEqual({ status: 'replaced', by: faster.hash.toLowerCase() });
    // Without a start block the search looks back from the latest block and finds it too.
    const { startBlock: _startBlock, ...noStart } = tx;
    expect(await checkTx(deps(), noStart)).toEqual({ status: 'replaced', by: faster.hash.toLowerCase() });
  });

  it('dropped: gone from the node with its nonce unused, once the grace period has passed', async () => {
    await automine(false);
    const tx = await send(deps());
    expect(await rpc(chain.rpcUrl, 'hardhat_dropTransaction', [tx.hash])).toBe(true);
    expect(await checkTx(deps(tx.submittedAt + 60_000), tx)).toEqual({ status: 'pending' });
    expect(await checkTx(deps(tx.submittedAt + TX_DROP_GRACE_MS + 1), tx)).toEqual({ status: 'dropped' });
  });

  it("RPC down: the check throws (the tracker's 'cannot check now'), it does not answer failed", async () => {
    const tx = await send(deps());
    const closed = `http://127.0.0.1:${await freePort()}`;
    const down = receiptDeps({ rpcUrl: async () => closed, now: Date.now });
    await expect(checkTx(down, tx)).rejects.toThrow();
    // The same check through the app's provider set-up reaches a live node.
    const live = receiptDeps({ rpcUrl: async () => chain.rpcUrl, now: Date.now });
    expect(await checkTx(live, tx)).toEqual({ status: 'mined' });
    ((await live.provider(CHAIN_ID)) as JsonRpcProvider).destroy();
    ((await down.provider(CHAIN_ID)) as JsonRpcProvider).destroy();
  });
});

describe('the deposit that stayed pending forever', () => {
  it('the old receipt wait never ends when it read the block number before the deposit was mined; the watcher sees it mined at once', async () => {
    // The app's read provider, its block-number cache widened from 250 ms so the race happens every time instead of 1 in 12.
    const app = new JsonRpcProvider(chain.rpcUrl, CHAIN_ID, { staticNetwork: true, cacheTimeout: 10_000 });
    app.pollingInterval = 1_000;
    const appDeps: ReceiptDeps = { provider: async () => app, now: Date.now };
    // Read while the approval was awaited; then the deposit goes out and is mined at once (automine), and no block follows.
    const before = await app.getBlockNumber();
    const deposit = await send(deps());
    expect((await chain.provider.getTransactionReceipt(deposit.hash))?.blockNumber).toBe(before + 1);

    const old = await Promise.race([app.waitForTransaction(deposit.hash).then(() => 'mined' as const), sleep(3_000)]);
    expect(old).toBe('timeout');

    const watcher = createActor(
      txWatchLogic(async () => appDeps),
      { input: { tx: deposit } },
    ).start();
    expect(await Promise.race([toPromise(watcher), sleep(3_000)])).toEqual({ hash: deposit.hash, status: 'mined' });
    expect(await chain.provider.getBlockNumber()).toBe(before + 1);
    app.destroy();
  });
});

describe('the tracker on a real chain', () => {
  it("takes over staking's old pending hash at the first sign-in, then sees it mined on the next block", async () => {
    await automine(false);
    const sent = await chain.wallet('alice').sendTransaction({ to: bob, value: 1n });
    const data = new Map([[LEGACY_TX_STORE_KEY, JSON.stringify([{ hash: sent.hash, chainId: CHAIN_ID, kind: 'deposit', status: 'pending' }])]]);
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
    const tracker = createActor(txTrackerLogic(() => ({ rpcUrl: async () => chain.rpcUrl, storage: () => storage, now: Date.now }))).start();
    tracker.send({ type: 'TX.OWNER', owner: 'alice' });
    await waitFor(tracker, (s) => s.matches('signedIn'));
    const taken: TrackedTx = tracker.getSnapshot().context.txs[0]!;
    expect(taken).toMatchObject({
      hash: sent.hash.toLowerCase(),
      from: sent.from,
      nonce: sent.nonce,
      kind: 'deposit',
      label: label('deposit'),
      status: 'pending',
    });
    expect(data.has(LEGACY_TX_STORE_KEY)).toBe(false);
    await rpc(chain.rpcUrl, 'evm_mine');
    await waitFor(tracker, (s) => s.context.txs[0]?.status === 'mined', { timeout: 10_000 });
    expect(readTxs(storage, 'alice').map((tx) => tx.status)).toEqual(['mined']);
    tracker.stop();
  });
});
