// CLI: starts the three local chains, deploys and seeds them, writes .data/deployments.json and stays up until Ctrl-C.
import { startChains } from './index';

const world = await startChains();
console.log('Local chains are up (Ctrl-C to stop). Test accounts: see docs/local-chains.md.');
let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await world.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
