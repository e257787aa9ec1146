// The app's one eth_signTypedData_v4: EIP-712 typed data (its JSON text) signed by the wallet, for staking's reward
// claim, a DAO proposal and a DAO vote. The dev wallet's eth_signTypedData_v4 handler is the other side of this call.
import type { Eip1193Provider } from './active';

/** 65 bytes or more (a contract wallet's signature may be longer): a wallet answering anything else signed nothing. */
const SIGNATURE = /^0x(?:[0-9a-fA-F]{2}){65,}$/;

/** Has the wallet sign the typed data with `address`; a refusal rejects with the wallet's own error (4001). */
export async function signTypedData(provider: Eip1193Provider, address: string, typedDataJson: string): Promise<string> {
  const signature = await provider.request({ method: 'eth_signTypedData_v4', params: [address, typedDataJson] });
  if (typeof signature !== 'string' || !SIGNATURE.test(signature)) throw new Error('the wallet returned no signature');
  return signature;
}
