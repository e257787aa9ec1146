// Every transaction names its chain, and goes to the wallet only while the wallet is on that chain.
import { WRONG_CHAIN_ERROR } from '@machines/shared/walletErrors';
import type { Eip1193Provider } from '../wallet/active';

const hex = (n: bigint | number) => `0x${n.toString(16)}`;

/** Thrown instead of sending: the wallet is on another chain than the transaction's (flows show 'wallet.wrongChain'). */
export class WrongChainError extends Error {
  override name = WRONG_CHAIN_ERROR;
  constructor(
    readonly expected: number,
    readonly actual: number,
  ) {
    super('the wallet is on another chain');
  }
}

/**
 * Checks the wallet's chain just before a send. Flows ask the user to switch networks before they get here, so a
 * wallet elsewhere now moved meanwhile (another tab, the wallet's own menu): the send is refused, never redirected.
 */
export async function ensureWalletChain(wallet: Eip1193Provider, chainId: number): Promise<void> {
  const actual = Number(await wallet.request({ method: 'eth_chainId' }));
  if (actual !== chainId) throw new WrongChainError(chainId, actual);
}

export interface WalletTxFields {
  from: string;
  to: string;
  data: string;
  value?: string;
}

/** eth_sendTransaction's parameter: the fields, the chain id (a wallet on another chain refuses it) and the fees. */
export function walletTx(tx: WalletTxFields, chainId: number, gas: bigint, fee: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }) {
  return { ...tx, chainId: hex(chainId), gas: hex(gas), maxFeePerGas: hex(fee.maxFeePerGas), maxPriorityFeePerGas: hex(fee.maxPriorityFeePerGas) };
}
