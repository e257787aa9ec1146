// Test support: a TCP pass-through to a chain's RPC port that a test can switch off (the RPC node is down) and on again.
import { createServer, connect, type Server, type Socket } from 'node:net';
import { freePort } from '../../server/tools/postgresServer';

export interface TcpSwitch {
  url: string;
  off(): Promise<void>;
  on(): Promise<void>;
}

export async function tcpSwitch(target: URL): Promise<TcpSwitch> {
  const port = await freePort();
  const open = new Set<Socket>();
  let server: Server | undefined;
  const on = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port), target.hostname);
        for (const s of [client, upstream]) {
          open.add(s);
          s.on('close', () => open.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
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
  };
}
