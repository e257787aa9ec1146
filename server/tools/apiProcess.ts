// Starts one reference API instance as a child process (npm run api's server/start.ts), for `npm run cluster` and the cluster tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

export interface ApiProcessOptions {
  name: string;
  port: number;
  oidcPort: number;
  /** The other instances' OIDC stand-in ports: a Google/Facebook sign-in begun on one is accepted by this one too. */
  oidcPeerPorts?: number[];
  /** PostgreSQL; without it the instance runs on PGlite in dataDir. */
  databaseUrl?: string;
  dataDir?: string;
  deploymentsPath: string;
  /** Hosts besides its own the instance answers for: the balancer's 127.0.0.1:<port>. */
  allowedHosts?: string[];
  /** Lines the instance prints, each prefixed with its name; default the console. */
  log?: (line: string) => void;
  env?: Record<string, string>;
}

export interface ApiProcess {
  name: string;
  url: string;
  pid: number;
  /** Ends the process now, as a crash would (SIGKILL): no clean shutdown, its connections just drop. */
  kill(): Promise<void>;
  /** A clean stop (SIGTERM: in-flight index runs finish, the database closes). */
  stop(): Promise<void>;
}

/** Resolves once the instance listens (it migrated and seeded first); rejects if it exits before. */
export function startApiProcess(o: ApiProcessOptions): Promise<ApiProcess> {
  const log = o.log ?? ((l: string) => console.log(l));
  // Node itself with tsx's loader, not the tsx command: that one is a wrapper process, and killing it would leave the
  // API running.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'start.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      API_MODE: 'DEV',
      API_PORT: String(o.port),
      OIDC_PORT: String(o.oidcPort),
      OIDC_PEER_ISSUERS: (o.oidcPeerPorts ?? []).map((p) => `http://127.0.0.1:${p}`).join(','),
      DATABASE_URL: o.databaseUrl ?? '',
      ...(o.dataDir ? { API_DATA_DIR: o.dataDir } : {}),
      API_DEPLOYMENTS: o.deploymentsPath,
      API_ALLOWED_HOSTS: (o.allowedHosts ?? []).join(','),
      // One proxy (the balancer) in front: the client's address is the last X-Forwarded-For hop.
      API_TRUSTED_PROXY_HOPS: '1',
      ...o.env,
    },
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const end = async (signal: NodeJS.Signals) => {
    if (!gone()) child.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    let ready = false;
    const lines = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        log(`[${o.name}] ${line}`);
        if (!ready && line.includes('[api] listening on')) {
          ready = true;
          resolve({ name: o.name, url: `http://127.0.0.1:${o.port}`, pid: child.pid!, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') });
        }
      }
    };
    child.stdout!.on('data', lines);
    child.stderr!.on('data', lines);
    child.once('exit', (code) => {
      if (!ready) reject(new Error(`${o.name} exited (${code}) before listening`));
    });
  });
}
