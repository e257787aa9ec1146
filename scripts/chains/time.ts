// Chain-time helpers for tests and the seeder: move a local chain's clock forward (e.g. to end a campaign).
export async function rpc<T>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method} failed: ${body.error.message}`);
  return body.result as T;
}

/** Moves the chain clock forward by `seconds` and mines a block so the new time is visible to calls. */
export async function evmIncreaseTime(rpcUrl: string, seconds: number): Promise<number> {
  await rpc(rpcUrl, 'evm_increaseTime', [seconds]);
  await rpc(rpcUrl, 'evm_mine');
  return chainTime(rpcUrl);
}

/** Mines the next block at exactly `timestamp` (unix seconds; must not be earlier than the latest block). */
export async function evmSetTime(rpcUrl: string, timestamp: number): Promise<void> {
  await rpc(rpcUrl, 'evm_setNextBlockTimestamp', [timestamp]);
  await rpc(rpcUrl, 'evm_mine');
}

/** The latest block's timestamp in unix seconds. */
export async function chainTime(rpcUrl: string): Promise<number> {
  const block = await rpc<{ timestamp: string }>(rpcUrl, 'eth_getBlockByNumber', ['latest', false]);
  return Number(block.timestamp);
}

export async function evmSnapshot(rpcUrl: string): Promise<string> {
  return rpc<string>(rpcUrl, 'evm_snapshot');
}

export async function evmRevert(rpcUrl: string, id: string): Promise<void> {
  const ok = await rpc<boolean>(rpcUrl, 'evm_revert', [id]);
  if (!ok) throw new Error(`evm_revert ${id} failed`);
}
