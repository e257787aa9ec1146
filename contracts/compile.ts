// Build step: compiles contracts/*.sol with the solc npm package into abi/ (ABI JSON, bytecode, typed ethers v6 bindings).
// Usage: npx tsx contracts/compile.ts [outDir]   (default: abi). Output is reproducible byte for byte.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import solc from 'solc';
import { runTypeChain } from 'typechain';

const require = createRequire(import.meta.url);
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES_DIR = join(ROOT, 'contracts');

/** The deployable contracts; each gets abi/<Name>.json, abi/bytecode/<Name>.json and a typed binding. */
export const CONTRACT_NAMES = [
  'PlatformToken',
  'Land721',
  'Land1155',
  'RewardBox',
  'LandStaking',
  'SignerExecutor',
  'LandMarket',
  'LandMysteryBox',
  'GameItems1155',
  'GameItems721',
  'LocalVrfCoordinator',
] as const;
export type CompiledName = (typeof CONTRACT_NAMES)[number];

export interface CompiledContract {
  abi: unknown[];
  bytecode: string;
}

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
}

function readImport(path: string): { contents: string } | { error: string } {
  try {
    if (path.startsWith('@openzeppelin/')) return { contents: readFileSync(require.resolve(path), 'utf8') };
    // Chainlink's package has no exports map for its .sol files, and its own imports are relative to them.
    if (path.startsWith('@chainlink/')) return { contents: readFileSync(join(ROOT, 'node_modules', path), 'utf8') };
    return { contents: readFileSync(join(ROOT, path), 'utf8') };
  } catch {
    return { error: `not found: ${path}` };
  }
}

export function compileContracts(): Record<CompiledName, CompiledContract> {
  const sources: Record<string, { content: string }> = {};
  for (const file of readdirSync(SOURCES_DIR)
    .filter((f) => f.endsWith('.sol'))
    .sort()) {
    sources[`contracts/${file}`] = { content: readFileSync(join(SOURCES_DIR, file), 'utf8') };
  }
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      // Hardhat 2.29's default hardfork runs cancun code; no need for newer opcodes.
      evmVersion: 'cancun',
      outputSelection: Object.fromEntries(CONTRACT_NAMES.map((n) => [`contracts/${n}.sol`, { [n]: ['abi', 'evm.bytecode.object'] }])),
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: readImport })) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const result = {} as Record<CompiledName, CompiledContract>;
  for (const name of CONTRACT_NAMES) {
    const compiled = output.contracts?.[`contracts/${name}.sol`]?.[name];
    if (!compiled) throw new Error(`solc produced no output for ${name}`);
    result[name] = { abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` };
  }
  return result;
}

/** Writes abi/<Name>.json ({ contractName, abi }), abi/bytecode/<Name>.json and abi/types (TypeChain ethers-v6). */
export async function writeBuild(outDir: string): Promise<void> {
  const compiled = compileContracts();
  const out = resolve(outDir);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, 'bytecode'), { recursive: true });
  const abiFiles: string[] = [];
  for (const name of CONTRACT_NAMES) {
    const abiFile = join(out, `${name}.json`);
    writeFileSync(abiFile, `${JSON.stringify({ contractName: name, abi: compiled[name].abi }, null, 2)}\n`);
    writeFileSync(join(out, 'bytecode', `${name}.json`), `${JSON.stringify({ contractName: name, bytecode: compiled[name].bytecode })}\n`);
    abiFiles.push(abiFile);
  }
  // Bindings come from ABI-only files so the front end never bundles bytecode.
  await runTypeChain({
    cwd: out,
    filesToProcess: abiFiles,
    allFiles: abiFiles,
    outDir: join(out, 'types'),
    target: 'ethers-v6',
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] ?? join(ROOT, 'abi');
  const started = Date.now();
  await writeBuild(outDir);
  console.log(`contracts compiled into ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
