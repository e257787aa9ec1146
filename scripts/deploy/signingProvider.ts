// The EIP-1193 provider Ignition deploys through: plain JSON-RPC to the network's node, except that the deployer's
// transactions are signed here with its key (eth_sendTransaction -> eth_sendRawTransaction), as Hardhat's own provider
// does for a configured account. The key stays in this process: it comes from the environment, never from the repo.
import type { EIP1193Provider, RequestArguments } from '@nomicfoundation/ignition-core';
import { Transaction, Wallet } from 'ethers';

/** A node's JSON-RPC error, with its code and revert data kept for Ignition's error reports. */
export class RpcError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

interface TxRequest {
  from?: string;
  to?: string;
  data?: string;
  value?: string;
  nonce?: string;
  gas?: string;
  gasPrice?: string;
  maxFeePerGas?: string;
  maxPriorityFeePerGas?: string;
}

export function signingProvider(rpcUrl: string, chainId: number, deployerKey: string): EIP1193Provider & { address: string } {
  const wallet = new Wallet(deployerKey);
  let nextId = 1;
  const send = async (method: string, params: readonly unknown[] | object = []): Promise<unknown> => {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    });
    if (!res.ok) throw new RpcError(`${method}: HTTP ${res.status} from the node`, -32603);
    const body = (await res.json()) as { result?: unknown; error?: { message: string; code: number; data?: unknown } };
    if (body.error) throw new RpcError(body.error.message, body.error.code, body.error.data);
    return body.result;
  };
  const sign = async (tx: TxRequest): Promise<string> => {
    if (tx.from && tx.from.toLowerCase() !== wallet.address.toLowerCase()) throw new RpcError(`no key for ${tx.from}`, 4100);
    const fees =
      tx.gasPrice !== undefined
        ? { type: 0, gasPrice: tx.gasPrice }
        : { type: 2, maxFeePerGas: tx.maxFeePerGas, maxPriorityFeePerGas: tx.maxPriorityFeePerGas };
    const nonce = tx.nonce !== undefined ? Number(tx.nonce) : Number(await send('eth_getTransactionCount', [wallet.address, 'pending']));
    const signed = await wallet.signTransaction(
      Transaction.from({ ...fees, chainId, nonce, to: tx.to ?? null, data: tx.data ?? '0x', value: tx.value ?? 0n, gasLimit: tx.gas }),
    );
    return signed;
  };
  return {
    address: wallet.address,
    async request({ method, params }: RequestArguments): Promise<unknown> {
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [wallet.address];
      if (method === 'eth_sendTransaction') return send('eth_sendRawTransaction', [await sign((params as TxRequest[])[0]!)]);
      return send(method, params);
    },
  };
}
