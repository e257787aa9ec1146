// `npm start`: the whole local world in one command — three chains, the reference API and the front end — stopped together on Ctrl-C.
import { createServer } from 'vite';
import { startChains } from './chains/index';
import { startApi } from '../server/index';

const stops: (() => Promise<unknown>)[] = [];
let stopping = false;

async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log('\n[start] stopping...');
    // Front end first, chains last: nothing should call a chain that is already gone.
    for (const stop of stops.reverse()) await stop().catch((e: unknown) => console.error('[start]', e));
  }
  process.exit(code);
}
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => void stopAll(0));

try {
  console.log('[start] starting the local chains (ETH 8545, BSC 8546, POL 8547)...');
  const world = await startChains({});
  stops.push(() => world.stop());
  console.log(`[start] contracts deployed; addresses in ${world.deploymentsPath}`);

  // API_PROFILE=spec: only the calls of spec 7, every extension answers 404 (docs/api.md).
  const profile = process.env.API_PROFILE === 'spec' ? 'spec' : 'full';
  const api = await startApi({ port: 8787, oidcPort: 8788, deploymentsPath: world.deploymentsPath, mode: 'DEV', profile });
  stops.push(() => api.stop());
  console.log(`[start] API on ${api.url}${profile === 'spec' ? ' (spec calls only)' : ''}`);

  const vite = await createServer({ mode: 'development' });
  await vite.listen();
  stops.push(() => vite.close());
  console.log('[start] front end on http://127.0.0.1:5173/en/home — Ctrl-C stops everything');
} catch (error) {
  console.error('[start] failed:', error);
  await stopAll(1);
}
