// Test support: a JSON-RPC proxy in front of a node that records the methods the API asks for, so a test can check
// which reads reached the chain and which were answered from a cache.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RpcCounter {
  /** The proxy's URL, to give the API in place of the node's. */
  url: string;
  /** The RPC methods `run` made the API call, in order (a batch counts each call; eth_getLogs with its fromBlock). */
  callsOf(run: () => Promise<unknown>): Promise<string[]>;
  close(): Promise<void>;
}

export async function countingProxy(target: string): Promise<RpcCounter> {
  const calls: string[] = [];
  const proxy: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      type Call = { method: string; params?: { fromBlock?: string }[] };
      const parsed = JSON.parse(body) as Call | Call[];
      for (const r of Array.isArray(parsed) ? parsed : [parsed])
        calls.push(r.method === 'eth_getLogs' ? `eth_getLogs@${Number(r.params?.[0]?.fromBlock ?? 0)}` : r.method);
      void fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(async (answer) => {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(await answer.text());
      });
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    async callsOf(run) {
      calls.length = 0;
      await run();
      return [...calls];
    },
    close: () => new Promise((resolve) => proxy.close(() => resolve())),
  };
}
