// Gas limit and fee per gas of a transaction before the wallet sees it: the node's estimate with a margin (a revert
// named after its contract error) and the fee from the Polygon gas station or the node.
import type { JsonRpcProvider } from 'ethers';
import type { ChainDeps } from './deps';
import { namedRevert } from './errors';
import { feeFromNode, polygonFee, usesGasStation, withMargin, type FeePerGas } from './gas';
import type { WalletTxFields } from './walletChain';

/** A transaction to send; value (hex wei) for a payable call such as a market purchase in the native coin. */
export type TxFields = WalletTxFields;

export async function feePerGas(deps: Pick<ChainDeps, 'fetch'>, chainId: number, provider: JsonRpcProvider): Promise<FeePerGas> {
  if (usesGasStation(chainId)) return polygonFee(chainId, deps.fetch);
  return feeFromNode(await provider.getFeeData());
}

/** estimateGas with the contract's error named (e.g. DepositClosed) when it reverts, plus the wallets' 20 % margin. */
export async function estimateGas(provider: JsonRpcProvider, tx: TxFields): Promise<bigint> {
  try {
    return withMargin(await provider.estimateGas(tx));
  } catch (error) {
    throw namedRevert(error) ?? error;
  }
}
