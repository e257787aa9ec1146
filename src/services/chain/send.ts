// Sends a transaction through the connected wallet, for every feature: gas and fees estimated, the native balance
// checked, the wallet's chain checked, the chain id named; what was sent goes back for the app-wide tracker (SentTx).
import type { SentTx } from '@machines/tx/types';
import type { ChainDeps } from './deps';
import { namedRevert } from './errors';
import { estimateGas, feePerGas, type TxFields } from './estimate';
import { chain } from './readChain';
import { beforeSend, sentTxOf } from './sentTx';
import { ensureWalletChain, walletTx } from './walletChain';

export async function send(deps: ChainDeps, chainId: number, tx: TxFields): Promise<SentTx> {
  const wallet = deps.provider();
  if (!wallet) throw Object.assign(new Error('No wallet found in this browser'), { code: 400 });
  const { provider } = await chain(deps, chainId);
  const [gas, fee, before, native] = await Promise.all([
    estimateGas(provider, tx),
    feePerGas(deps, chainId, provider),
    beforeSend(provider, tx.from),
    provider.getBalance(tx.from),
  ]);
  // Gas checked before the wallet opens, for every approval, purchase and other send: the spec's 'not enough native
  // coins' text (walletErrorMessage reads the code), never the wallet's or node's sentence with wei numbers.
  if (native < gas * fee.maxFeePerGas + BigInt(tx.value ?? 0)) throw Object.assign(new Error('not enough native coin for gas'), { code: 'INSUFFICIENT_FUNDS' });
  const submittedAt = Date.now();
  await ensureWalletChain(wallet, chainId);
  // The wallet estimates again: a revert it meets (MetaMask nests the data in error.data.data) is named the same way.
  const hash = String(
    await wallet.request({ method: 'eth_sendTransaction', params: [walletTx(tx, chainId, gas, fee)] }).catch((error: unknown) => {
      throw namedRevert(error) ?? error;
    }),
  );
  return sentTxOf(provider, { chainId, hash, from: tx.from, submittedAt }, before);
}
