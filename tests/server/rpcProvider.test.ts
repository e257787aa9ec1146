// The API's chain reads send each JSON-RPC call as its own request, at once (server/chain/rpcProvider.ts): ethers'
// default batching held every call of these short-lived providers for 10 ms, on every block-number ask.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpcProvider } from '../../server/chain/rpcProvider';

const bodies: unknown[] = [];
const node = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: number } | { id: number }[];
    bodies.push(body);
    const answer = (r: { id: number }) => ({ jsonrpc: '2.0', id: r.id, result: '0x2a' });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)));
  });
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => node.close(() => resolve())));

describe('the chain reads provider', () => {
  it('sends calls made together as separate requests, never held for a batch', async () => {
    const p = rpcProvider(url, 31338);
    try {
      expect(await Promise.all([p.getBlockNumber(), p.send('eth_gasPrice', [])])).toEqual([42, '0x2a']);
    } finally {
      p.destroy();
    }
    expect(bodies).toHaveLength(2);
    expect(bodies.some(Array.isArray)).toBe(false);
  });
});
