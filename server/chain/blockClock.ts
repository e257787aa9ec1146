// The latest block of each chain, asked once per round trip however many requests want it: reads that depend on the
// chain are then cached per block (server/chain/perBlock.ts) instead of asking the node again per request.
import type { ChainDeployment } from '../../contracts/deployments';
import { onChain } from '../dao/votingPower';

type Fetch = (chain: ChainDeployment) => Promise<number>;

const fromNode: Fetch = (chain) => onChain(chain, (p) => p.getBlockNumber());

/**
 * A clock per RPC endpoint. A caller never gets a block number asked before it arrived (a transaction mined just before
 * its request would be missed): it joins the next call, started once the one in flight has answered, so at most one
 * call is in flight and one is waiting, whatever the load.
 */
export function blockClock(fetch: Fetch = fromNode) {
  const clocks = new Map<string, { inFlight?: Promise<number>; next?: Promise<number> }>();
  const start = (key: string, chain: ChainDeployment) => {
    const c = clocks.get(key)!;
    const call = fetch(chain).finally(() => {
      if (c.inFlight === call) c.inFlight = undefined;
    });
    c.inFlight = call;
    return call;
  };
  return (chain: ChainDeployment): Promise<number> => {
    const key = `${chain.chainId}:${chain.rpcUrl}`;
    let c = clocks.get(key);
    if (!c) clocks.set(key, (c = {}));
    if (!c.inFlight) return start(key, chain);
    if (!c.next) {
      const waitFor = c.inFlight;
      const next: Promise<number> = waitFor
        .catch(() => undefined)
        .then(() => {
          if (c.next === next) c.next = undefined;
          return start(key, chain);
        });
      c.next = next;
    }
    return c.next;
  };
}

export type BlockClock = ReturnType<typeof blockClock>;
