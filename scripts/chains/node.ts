// Starts and stops one local Hardhat 2 node bound to 127.0.0.1 with a given chain id and genesis date.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, closeSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface NodeOptions {
  chainId: number;
  /** 0 picks a free port, and picks again if another process takes it before the node binds it. */
  port: number;
  /** Genesis time; blocks follow the wall clock from there. */
  initialDate?: Date;
  /** Where the node's own output goes (it logs every RPC call). */
  logFile: string;
  dataDir: string;
}

export interface RunningNode {
  rpcUrl: string;
  chainId: number;
  port: number;
  stop(): Promise<void>;
}

export async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((ok, fail) => {
    const server = createServer();
    server.once('error', () => fail(new Error(`port ${port} on 127.0.0.1 is already in use (are the local chains already running?)`)));
    server.listen(port, '127.0.0.1', () => server.close(() => ok()));
  });
}

/** A free port picked by the OS, for tests that must not collide with a running local world. */
export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => ok(port));
    });
  });
}

async function rpcChainId(rpcUrl: string): Promise<number | undefined> {
  try {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    const body = (await res.json()) as { result?: string };
    return body.result ? Number(body.result) : undefined;
  } catch {
    return undefined;
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((ok) => child.once('exit', () => ok()));
}

class PortTaken extends Error {}

// Tests running in parallel pick ports at the same time: a port seen free can be bound by another
// process before this node binds it, so an automatic port is retried rather than trusted.
export async function startNode(opts: NodeOptions): Promise<RunningNode> {
  if (opts.port !== 0) return startNodeOn(opts);
  for (let attempt = 1; ; attempt++) {
    try {
      return await startNodeOn({ ...opts, port: await freePort() });
    } catch (err) {
      if (!(err instanceof PortTaken) || attempt >= 5) throw err;
    }
  }
}

async function startNodeOn(opts: NodeOptions): Promise<RunningNode> {
  await assertPortFree(opts.port).catch((err: Error) => {
    throw new PortTaken(err.message);
  });
  mkdirSync(dirname(opts.logFile), { recursive: true });
  const log = openSync(opts.logFile, 'w');
  const child = spawn(
    process.execPath,
    [
      join(ROOT, 'scripts', 'chains', 'nodeProcess.cjs'),
      'node',
      '--hostname',
      '127.0.0.1',
      '--port',
      String(opts.port),
      '--config',
      join(ROOT, 'hardhat.config.cjs'),
    ],
    {
      cwd: ROOT,
      // The open stdin pipe is the child's lifeline: it exits when this process dies, however it dies.
      stdio: ['pipe', log, log],
      env: {
        ...process.env,
        LOCAL_CHAIN_ID: String(opts.chainId),
        LOCAL_CHAIN_INITIAL_DATE: opts.initialDate?.toISOString() ?? '',
        LOCAL_CHAIN_DATA_DIR: resolve(opts.dataDir),
        HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true',
      },
    },
  );
  closeSync(log);
  const kill = () => child.kill('SIGTERM');
  process.once('exit', kill);
  const rpcUrl = `http://127.0.0.1:${opts.port}`;
  const stop = async () => {
    process.removeListener('exit', kill);
    kill();
    await exited(child);
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const why = readFileSync(opts.logFile, 'utf8');
      const Err = why.includes('EADDRINUSE') ? PortTaken : Error;
      throw new Err(`hardhat node for chain ${opts.chainId} exited early; see ${opts.logFile}`);
    }
    const id = await rpcChainId(rpcUrl);
    if (id === opts.chainId) return { rpcUrl, chainId: opts.chainId, port: opts.port, stop };
    if (id !== undefined) {
      await stop();
      throw new Error(`node on ${rpcUrl} reports chain ${id}, expected ${opts.chainId}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  await stop();
  throw new Error(`hardhat node for chain ${opts.chainId} did not answer on ${rpcUrl}; see ${opts.logFile}`);
}
