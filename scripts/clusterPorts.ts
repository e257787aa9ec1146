// `npm run cluster`'s ports: the front end's defaults for a person at the keyboard, or every one picked free
// (`--free-ports`), so a bench or test run of the cluster never takes a port the browser tests own (8787, 8788, 4173, the chains').
import { LOCAL_CHAINS, type ChainKey } from '@common/domain/chains';
import { LOCAL_OIDC_PORT } from '@common/localWorld/oidc';
import { freePort } from '../server/tools/postgresServer';

export interface ClusterPorts {
  balancer: number;
  apis: [number, number];
  /** Each instance's OpenID stand-in. */
  oidc: [number, number];
  /** 0: the node picks a free port. */
  chains: Record<ChainKey, number>;
  /** The Vite dev server of the front end; undefined: not started (its default config names the fixed ports). */
  web: number | undefined;
  /** PostgreSQL is always on a free port (server/tools/postgresServer.ts). */
}

type Env = Record<string, string | undefined>;

/**
 * Each port from its CLUSTER_* variable when set; otherwise the interactive defaults (the first instance's OpenID
 * stand-in on LOCAL_OIDC_PORT and the chains on their local ports, as the front end's default config expects), or,
 * with `free`, a free port (chains 0) and no front end.
 */
export async function clusterPorts(env: Env, free: boolean): Promise<ClusterPorts> {
  const taken = new Set<number>();
  const pick = async (name: string, fixed: number) => {
    const v = env[name];
    if (v !== undefined && v !== '') return Number(v);
    if (!free) return fixed;
    // The OS may hand a port it just gave back once more: each of the cluster's ports is a different one.
    let port = await freePort();
    while (taken.has(port)) port = await freePort();
    taken.add(port);
    return port;
  };
  const chainList = env.CLUSTER_CHAIN_PORTS?.split(',').map(Number);
  const chain = (key: ChainKey, i: number) => chainList?.[i] ?? (free ? 0 : LOCAL_CHAINS[key].port);
  const web = env.CLUSTER_WEB_PORT ? Number(env.CLUSTER_WEB_PORT) : free ? undefined : 5173;
  return {
    balancer: await pick('CLUSTER_PORT', 8780),
    apis: [await pick('CLUSTER_API_PORT_1', 8791), await pick('CLUSTER_API_PORT_2', 8792)],
    oidc: [await pick('CLUSTER_OIDC_PORT_1', LOCAL_OIDC_PORT), await pick('CLUSTER_OIDC_PORT_2', 8793)],
    chains: { eth: chain('eth', 0), bsc: chain('bsc', 1), pol: chain('pol', 2) },
    web,
  };
}
