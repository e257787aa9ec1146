// Test support: a TCP pass-through to a chain's RPC port that a test can switch off (the RPC node is down) and on again,
// or hold (requests reach it and wait unanswered, as a slow node) to catch an API instance in the middle of a request.
import { createServer, connect, type Server, type Socket } from 'node:net';
import { freePort } from '../../server/tools/postgresServer';

export interface TcpSwitch {
  url: string;
  off(): Promise<void>;
  on(): Promise<void>;
  /** From now on what clients send is kept, not passed on, until release(). */
  hold(): void;
  /** Passes on what was held and everything after. */
  release(): void;
  /** Chunks clients sent while held: above 0 once an instance is waiting on the node. */
  readonly held: number;
}

export async function tcpSwitch(target: URL): Promise<TcpSwitch> {
  const port = await freePort();
  const open = new Set<Socket>();
  let server: Server | undefined;
  let holding = false;
  let queue: (() => void)[] = [];
  const on = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port), target.hostname);
        for (const s of [client, upstream]) {
          open.add(s);
          s.on('close', () => open.delete(s));
          s.on('error', () => s.destroy());
        }
        client.on('data', (chunk) => (holding ? queue.push(() => upstream.write(chunk)) : upstream.write(chunk)));
        client.on('end', () => (holding ? queue.push(() => upstream.end()) : upstream.end()));
        upstream.pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await on();
  return {
    url: `http://127.0.0.1:${port}`,
    on,
    off: () =>
      new Promise<void>((resolve) => {
        // Refuses new connections and cuts the open ones, as a node that went away.
        for (const s of open) s.destroy();
        server!.close(() => resolve());
      }),
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      const waiting = queue;
      queue = [];
      for (const send of waiting) send();
    },
    get held() {
      return queue.length;
    },
  };
}
