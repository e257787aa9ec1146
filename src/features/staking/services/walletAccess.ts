// The staking flows' one wallet request of their own: a claim's EIP-712 signature (eth_signTypedData_v4) by the wallet
// the app connected. Which wallet and chain are connected comes from the Viewer port (src/services/viewer.ts).
import type { Eip1193Provider } from '../../../services/wallet/active';

/** eth_signTypedData_v4 of typed data (as its JSON text) by the connected account. */
export async function signTypedData(provider: Eip1193Provider | null, address: string, typedDataJson: string): Promise<string> {
  if (!provider) throw Object.assign(new Error('No wallet found in this browser'), { code: 400 });
  return String(await provider.request({ method: 'eth_signTypedData_v4', params: [address, typedDataJson] }));
}
