// The local world's chains: starts three Hardhat nodes (ETH-, BSC-, POL-local), deploys, seeds and writes deployments.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { JsonRpcProvider, NonceManager, Wallet } from 'ethers';
import type { ChainDeployment, Deployments } from '../../contracts/deployments';
import { CHAIN_KEYS, LOCAL_CHAINS, type ChainKey } from '@common/domain/chains';
import { account } from '@common/localWorld/accounts';
import { WORLD } from '@common/localWorld/world';
import { deployWorld } from './deploy';
import { startKeeper, type KeeperOptions } from './mysteryBoxKeeper';
import { ROOT, startNode, type RunningNode } from './node';
import { seedAfterAnchor, seedBeforeAnchor, seedMarket } from './seed';
import { evmSetTime } from './time';

export { evmIncreaseTime, chainTime } from './time';
export { freePort } from './node';

export interface StartChainsOptions {
  /** Runtime data directory (deployments.json, node logs); default `.data` at the repo root. */
  dataDir?: string;
  /** Per chain; 0 lets the node pick a free port (tests). Default the fixed local-world ports. */
  ports?: Record<ChainKey, number>;
  /** No progress lines on stdout. */
  quiet?: boolean;
  /** Base for token metadata URLs; default the reference API. */
  metadataBase?: string;
  /** The VRF keeper that delivers mystery boxes (mysteryBoxKeeper.ts); on unless false. */
  keeper?: false | Omit<KeeperOptions, 'log'>;
}

export interface LocalWorld {
  deployments: Deployments;
  deploymentsPath: string;
  stop(): Promise<void>;
}

// Genesis this far before "now" so the longest ended campaign (180 + 5 days ago) can still take deposits.
const GENESIS_LEAD_SECONDS = 200 * 86_400;

async function deployChain(key: ChainKey, node: RunningNode, anchorTime: number, metadataBase: string): Promise<ChainDeployment> {
  const provider = new JsonRpcProvider(node.rpcUrl, node.chainId, { staticNetwork: true, pollingInterval: 50, cacheTimeout: -1 });
  try {
    const admin = new NonceManager(new Wallet(account('deployer').privateKey, provider));
    const { addresses } = await deployWorld({
      admin,
      signers: [account('signer').address],
      metadataBase: `${metadataBase}/${key}`,
    });
    const ctx = { provider, rpcUrl: node.rpcUrl, admin, addresses, world: WORLD[key], anchorTime };
    const campaigns = await seedBeforeAnchor(ctx);
    await seedMarket(ctx);
    // Jump the chain clock to the wall clock, so chain time and campaign times agree with what people see.
    await evmSetTime(node.rpcUrl, Math.max(anchorTime, Math.floor(Date.now() / 1000)));
    await seedAfterAnchor(ctx);
    return { chainId: node.chainId, rpcUrl: node.rpcUrl, anchorTime, contracts: addresses, campaigns };
  } finally {
    provider.destroy();
  }
}

export async function startChains(opts: StartChainsOptions = {}): Promise<LocalWorld> {
  const dataDir = resolve(ROOT, opts.dataDir ?? '.data');
  const say = (line: string) => {
    if (!opts.quiet) console.log(line);
  };
  const anchorTime = Math.floor(Date.now() / 1000);
  const initialDate = new Date((anchorTime - GENESIS_LEAD_SECONDS) * 1000);
  const nodes: Partial<Record<ChainKey, RunningNode>> = {};
  // The keeper (when started) stops before the nodes it talks to.
  const stops: (() => Promise<void>)[] = [() => Promise.all(Object.values(nodes).map((n) => n.stop())).then(() => undefined)];
  const stop = async () => {
    for (const s of stops) await s();
  };
  try {
    await Promise.all(
      CHAIN_KEYS.map(async (key) => {
        const chain = LOCAL_CHAINS[key];
        const port = opts.ports?.[key] ?? chain.port;
        nodes[key] = await startNode({
          chainId: chain.chainId,
          port,
          initialDate,
          dataDir,
          logFile: join(dataDir, 'chains', `${key}.log`),
        });
        say(`${chain.name} (chain ${chain.chainId}) listening on ${nodes[key].rpcUrl}`);
      }),
    );
    const metadataBase = opts.metadataBase ?? 'http://127.0.0.1:8787/nft';
    const entries = await Promise.all(
      CHAIN_KEYS.map(async (key) => {
        const deployment = await deployChain(key, nodes[key] as RunningNode, anchorTime, metadataBase);
        say(`${LOCAL_CHAINS[key].name}: contracts deployed and seeded`);
        return [key, deployment] as const;
      }),
    );
    const deployments = Object.fromEntries(entries) as Deployments;
    mkdirSync(dataDir, { recursive: true });
    const deploymentsPath = join(dataDir, 'deployments.json');
    writeFileSync(deploymentsPath, `${JSON.stringify(deployments, null, 2)}\n`);
    say(`deployments written to ${deploymentsPath}`);
    if (opts.keeper !== false) {
      const keeper = startKeeper(deployments, { ...opts.keeper, log: say });
      stops.unshift(() => keeper.stop());
      say('mystery-box keeper running: purchases are delivered within a few seconds');
    }
    return { deployments, deploymentsPath, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
