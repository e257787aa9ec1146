// Ignition's artifact resolver over the committed solcjs output (abi/<Name>.json + abi/bytecode/<Name>.json): the
// contracts are compiled by contracts/compile.ts, not by Hardhat, so there are no Hardhat artifacts to read.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Artifact, ArtifactResolver } from '@nomicfoundation/ignition-core';
import { ROOT } from '../scripts/chains/node';

export function loadArtifact(contractName: string, root: string = ROOT): Artifact {
  const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  const { abi } = read(join(root, 'abi', `${contractName}.json`)) as { abi: unknown[] };
  const { bytecode } = read(join(root, 'abi', 'bytecode', `${contractName}.json`)) as { bytecode: string };
  // No libraries are linked in this contract set, so no link references.
  return { contractName, sourceName: `contracts/${contractName}.sol`, abi, bytecode, linkReferences: {} };
}

export const abiArtifactResolver: ArtifactResolver = {
  loadArtifact: async (name) => loadArtifact(name),
  // Build info is only used for explorer verification, which is not scripted (docs/deploy.md).
  getBuildInfo: async () => undefined,
};
